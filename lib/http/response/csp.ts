// The Content-Security-Policy and HSTS of the shop's pages (set by middleware.ts, and by
// next.config.ts for what the middleware does not see), as plain functions so a unit test can read them.

export type PolicyOptions = {
  /** A fresh random value per response; null where a page is served as the build left it. */
  nonce: string | null;
  /** next dev needs eval for React's debugging; production never does. */
  dev: boolean;
  /** APP_URL is https: ask browsers to upgrade any http:// subresource. */
  https: boolean;
};

/** Pictures come from the shop itself and, with UploadThing, from its CDN. */
const IMAGE_SOURCES = ["'self'", "data:", "blob:", "https://*.ufs.sh", "https://utfs.io"];

const RAZORPAY = ["https://checkout.razorpay.com", "https://api.razorpay.com"];

export function contentSecurityPolicy({ nonce, dev, https }: PolicyOptions): string {
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"];
  if (dev) scripts.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // React and next/image write style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${IMAGE_SOURCES.join(" ")}`,
    "font-src 'self' data:",
    `connect-src 'self' ${RAZORPAY.join(" ")}`,
    // Razorpay Checkout (loaded by the booking page when keys are set) draws its window in a frame.
    `frame-src 'self' ${RAZORPAY.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Two years, subdomains included; only ever sent over https. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Pages about the visitor themselves: rendered per request anyway, so their scripts carry a nonce. */
const ENGLISH_PER_USER_PAGES = [
  "/myaccount",
  "/cart",
  "/wishlist",
  "/booking",
  "/orders",
  "/return",
  "/admin",
  "/login",
  "/signup",
  "/reset-password",
  "/verify",
  "/dev",
  "/delivery",
  "/cod",
  "/unsubscribe",
  "/gift-cards",
];

/** The same pages in English and under /hi (whether or not a Hindi one exists yet). */
export const PER_USER_PAGES = [...ENGLISH_PER_USER_PAGES, ...ENGLISH_PER_USER_PAGES.map((path) => `/hi${path}`)];

type HeaderRule = { source: string; has?: { type: "header"; key: string }[]; headers: { key: string; value: string }[] };

/**
 * The rules of next.config.ts headers(), so that no response depends on the middleware for its
 * policy: every other page gets the nonce-less policy the middleware would give it (the same value
 * under the same name, so one header), and a per-user page gets it only where the middleware's
 * matcher skips it (a Next-Action header) and its scripts carry no nonce. HSTS,
 * one value for every response.
 */
export function securityHeaderRules({ dev, https }: Omit<PolicyOptions, "nonce">): HeaderRule[] {
  const policy = [{ key: "content-security-policy", value: contentSecurityPolicy({ nonce: null, dev, https }) }];
  const perUser = PER_USER_PAGES.map((path) => path.slice(1)).join("|");
  return [
    ...(https ? [{ source: "/:path*", headers: [{ key: "strict-transport-security", value: STRICT_TRANSPORT_SECURITY }] }] : []),
    { source: `/((?!(?:${perUser})(?:/|$)).*)`, headers: policy },
    { source: `/:section(${perUser})/:rest*`, has: [{ type: "header", key: "next-action" }], headers: policy },
  ];
}
