import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";

// A first, cheap redirect only: every page, action and route checks access again on the
// server (lib/auth/guards.ts), so skipping this file opens nothing.
const LOGGED_IN = ["/myaccount", "/cart", "/wishlist", "/booking", "/orders", "/return"];

export async function middleware(request: NextRequest) {
  const secret = process.env.AUTH_SECRET;
  const secureCookie = process.env.APP_URL?.startsWith("https://") ?? false;
  const token = secret ? await getToken({ req: request, secret, secureCookie }) : null;
  const { pathname, search } = request.nextUrl;
  const toLogin = () => {
    const url = new URL("/login", request.url);
    url.searchParams.set("next", pathname + search);
    return NextResponse.redirect(url);
  };
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    if (!token) return toLogin();
    if (token.role !== "ADMIN") return NextResponse.redirect(new URL("/", request.url));
  }
  if (!token && LOGGED_IN.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return toLogin();
  return NextResponse.next();
}

export const config = {
  matcher: ["/admin/:path*", "/myaccount/:path*", "/cart/:path*", "/wishlist/:path*", "/booking/:path*", "/orders/:path*", "/return/:path*"],
};
