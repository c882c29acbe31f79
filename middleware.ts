import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce, STRICT_TRANSPORT_SECURITY } from "@/lib/http/csp";
import { isReadablePath } from "@/lib/storable-text";

// Two jobs for every page: its Content-Security-Policy (and HSTS on https), and a first, cheap
// redirect to login. Every page, action and route checks access again on the server
// (lib/auth/guards.ts), so skipping this file opens nothing.
const LOGGED_IN = ["/myaccount", "/cart", "/wishlist", "/booking", "/orders", "/return"];
/** Pages about the visitor themselves: rendered per request anyway, so their scripts carry a nonce. */
const PER_USER = [...LOGGED_IN, "/admin", "/login", "/signup", "/reset-password", "/verify", "/dev"];

const under = (pathname: string, paths: readonly string[]) => paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

export async function middleware(request: NextRequest) {
  const https = process.env.APP_URL?.startsWith("https://") ?? false;
  const { pathname, search } = request.nextUrl;
  // An address no page can hold (a NUL byte, broken UTF-8) is unknown: the shop's 404 page.
  const readable = isReadablePath(pathname);
  if (readable && under(pathname, ["/uploads"])) return NextResponse.next();

  const redirect = readable && (await loginRedirect(request, pathname, search, https));
  if (redirect) return redirect;

  const nonce = under(pathname, PER_USER) ? newNonce() : null;
  const policy = contentSecurityPolicy({ nonce, dev: process.env.NODE_ENV === "development", https });
  // Next.js reads the nonce from the request's policy and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  if (nonce) requestHeaders.set("content-security-policy", policy);
  const response = readable
    ? NextResponse.next({ request: { headers: requestHeaders } })
    : NextResponse.rewrite(new URL("/not-found", request.url), { request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  if (https) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

async function loginRedirect(request: NextRequest, pathname: string, search: string, secureCookie: boolean): Promise<NextResponse | null> {
  const isAdmin = under(pathname, ["/admin"]);
  if (!isAdmin && !under(pathname, LOGGED_IN)) return null;
  const secret = process.env.AUTH_SECRET;
  const token = secret ? await getToken({ req: request, secret, secureCookie }) : null;
  const toLogin = () => {
    const url = new URL("/login", request.url);
    url.searchParams.set("next", pathname + search);
    return NextResponse.redirect(url);
  };
  if (!token) return toLogin();
  if (isAdmin && token.role !== "ADMIN") return NextResponse.redirect(new URL("/", request.url));
  return null;
}

export const config = {
  // Node.js like the rest of the server: the edge sandbox cannot load Node-only modules, such as
  // the Redis cache handler that an edge bundle would carry.
  runtime: "nodejs",
  // Pages only: not the build's files, pictures, the API, or paths with a dot (robots.txt, icons).
  // Not server actions either: they answer data, not documents, and a request that passes through
  // middleware has its body buffered here first (up to 10 MB), past the actions' own streaming cap.
  // Pictures pass only for the address check above.
  matcher: [
    { source: "/((?!_next/|api/|uploads/|images/|.*\\.).*)", missing: [{ type: "header", key: "next-action" }] },
    "/uploads/:path*",
  ],
};
