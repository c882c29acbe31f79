import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { searchSegment } from "@/lib/catalog/search/search-segment";
import { SEARCH_PATH } from "@/lib/catalog/search/search-url";
import { keepSearchPage } from "@/lib/catalog/search/search-visits";
import { databaseUnavailable } from "@/lib/db-errors";
import { splitLocale } from "@/lib/i18n/locales";
import { preflight } from "@/lib/http/response/cors";
import { contentSecurityPolicy, newNonce, PER_USER_PAGES as PER_USER, STRICT_TRANSPORT_SECURITY } from "@/lib/http/response/csp";
import { outagePage, pageDuringOutage } from "@/lib/http/response/outage";
import { orderPageVisible } from "@/lib/orders/page-gate";
import { isReadablePath } from "@/lib/storable-text";

// For every page: its Content-Security-Policy (and HSTS on https), and a first, cheap redirect to
// login. Every page, action and route checks access again on the server (lib/auth/guards.ts), so
// skipping this file opens nothing. Before anything is sent (a streamed page's status is fixed by
// its shell), it also answers the two statuses a page cannot: 404 for a per-order page the caller
// may not see, and 503 while the database is away.
const LOGGED_IN = ["/myaccount", "/cart", "/wishlist", "/booking", "/orders", "/return", "/gift-cards"];
const HINDI_LOGGED_IN = LOGGED_IN.map((path) => `/hi${path}`);

const under = (pathname: string, paths: readonly string[]) => paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

export async function middleware(request: NextRequest) {
  const https = process.env.APP_URL?.startsWith("https://") ?? false;
  const { pathname, search } = request.nextUrl;
  // /api/v1 passes here only for CORS preflights (see the matcher); its routes check everything else.
  if (pathname.startsWith("/api/")) return request.method === "OPTIONS" ? preflight(request) : NextResponse.next();
  const readable = isReadablePath(pathname);
  if (readable && under(pathname, ["/uploads"])) return NextResponse.next();

  const redirect = readable && (await loginRedirect(request, pathname, search, https));
  if (redirect) return redirect;
  // An address no page can hold (a NUL byte, broken UTF-8) is unknown.
  const refused = readable ? await refusedPage(request, pathname) : notFound(request);

  const nonce = !refused && under(pathname, PER_USER) ? newNonce() : null;
  const policy = contentSecurityPolicy({ nonce, dev: process.env.NODE_ENV === "development", https });
  const kept = refused ? null : searchPage(request);
  // Next.js reads the nonce from the request's policy and puts it on its own scripts. Without one the
  // request goes on as it came: overriding its headers costs Next a copy and a parse of each.
  const forward = nonce ? { request: { headers: withPolicy(request.headers, policy) } } : undefined;
  const response = refused ?? (kept ? NextResponse.rewrite(kept, forward) : NextResponse.next(forward));
  response.headers.set("Content-Security-Policy", policy);
  if (https) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

function withPolicy(headers: Headers, policy: string): Headers {
  const copy = new Headers(headers);
  copy.set("content-security-policy", policy);
  return copy;
}

async function loginRedirect(request: NextRequest, pathname: string, search: string, secureCookie: boolean): Promise<NextResponse | null> {
  const isAdmin = under(pathname, ["/admin"]);
  const hindi = under(pathname, HINDI_LOGGED_IN);
  if (!isAdmin && !hindi && !under(pathname, LOGGED_IN)) return null;
  const secret = process.env.AUTH_SECRET;
  const token = secret ? await getToken({ req: request, secret, secureCookie }) : null;
  const toLogin = () => {
    const url = new URL(hindi ? "/hi/login" : "/login", request.url);
    url.searchParams.set("next", pathname + search);
    return NextResponse.redirect(url);
  };
  if (!token) return toLogin();
  if (isAdmin && token.role !== "ADMIN") return NextResponse.redirect(new URL("/", request.url));
  return null;
}

async function refusedPage(request: NextRequest, pathname: string): Promise<Response | null> {
  try {
    const outage = await pageDuringOutage();
    if (outage) return outage;
    return (await orderPageVisible(pathname, request.headers, request.nextUrl.searchParams)) === false ? notFound(request) : null;
  } catch (error) {
    if (databaseUnavailable(error)) return outagePage();
    throw error;
  }
}

/**
 * /search?… (and /hi/search?…) asked before is served from the page kept for its parameters (app/(shop)/search/[query], app/hi/search/[query]):
 * one page per distinct search, built on its second visit and kept until a catalogue write, instead
 * of a render per request. A first visit renders app/(shop)/search/page.tsx on request.
 */
function searchPage(request: NextRequest): URL | null {
  const { pathname } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  if (path !== SEARCH_PATH) return null;
  const segment = searchSegment(request.nextUrl.searchParams);
  if (!keepSearchPage(segment, { prefetch: request.headers.has("next-router-prefetch"), locale })) return null;
  const url = request.nextUrl.clone();
  url.pathname = `${pathname}/${segment}`;
  return url;
}

/** Next.js's own not-found route: app/not-found.tsx, prerendered, with status 404. */
function notFound(request: NextRequest): Response {
  return NextResponse.rewrite(new URL("/_not-found", request.url));
}

export const config = {
  // Node.js, not the edge: the checks above read the database, and the edge sandbox cannot load
  // Node-only modules such as the Redis cache handler that an edge bundle would carry.
  runtime: "nodejs",
  // Pages only: not the build's files, pictures, the API, or the files at the top (robots.txt, icons).
  // A deeper path with a dot is a page's address (/orders/<id>.x), which must get its 404 here.
  // Not server actions either: they answer data, not documents, and a request that passes through
  // middleware has its body buffered here first (up to 10 MB), past the actions' own streaming cap.
  // A matcher cannot name a method: the server drops the header from any other request before
  // this is read (lib/http/request/request-start.ts), and the pages answer for themselves.
  // Pictures pass only for the address check above.
  matcher: [
    { source: "/((?!_next/|api/|uploads/|images/|[^/]*\\.[^/]*$).*)", missing: [{ type: "header", key: "next-action" }] },
    "/uploads/:path*",
    { source: "/api/v1/:path*", has: [{ type: "header", key: "access-control-request-method" }] },
  ],
};
