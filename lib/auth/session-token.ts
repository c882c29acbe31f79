import "server-only";
import { decode, encode, getToken } from "next-auth/jwt";
import { getEnv } from "@/lib/env";
import type { Role } from "@/lib/generated/prisma/enums";

// One token format for both doors: Auth.js's encrypted JWT. The web keeps it in Auth.js's
// httpOnly cookie; API clients get the same token from /user/signin and send it as a Bearer.
// `sid` names the server-side session (lib/accounts/sign-in/sessions.ts) that must still exist.
export function sessionMaxAgeSeconds(): number {
  return getEnv().SESSION_MAX_AGE_DAYS * 24 * 60 * 60;
}

export type TokenClaims = { sub: string; tv: number; role: Role; sid: string };
export type Credentials = { claims: TokenClaims; source: "cookie" | "bearer" };

export function usesSecureCookies(): boolean {
  return getEnv().APP_URL.startsWith("https://");
}

export function sessionCookieName(): string {
  return usesSecureCookies() ? "__Secure-authjs.session-token" : "authjs.session-token";
}

/** A token for the claims that expires with its session. */
export function issueToken(claims: TokenClaims, expiresAt: Date): Promise<string> {
  const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return encode({ token: claims, secret: getEnv().AUTH_SECRET, salt: sessionCookieName(), maxAge });
}

function toClaims(token: Record<string, unknown> | null): TokenClaims | null {
  if (!token || typeof token.sub !== "string" || typeof token.tv !== "number" || typeof token.sid !== "string") return null;
  if (token.role !== "ADMIN" && token.role !== "CUSTOMER") return null;
  return { sub: token.sub, tv: token.tv, role: token.role, sid: token.sid };
}

/**
 * The claims a request carries, if they decrypt with our secret and have not expired.
 * A Bearer header wins over the cookie: a cross-site form cannot set it.
 */
export async function readCredentials(headers: Headers): Promise<Credentials | null> {
  const secret = getEnv().AUTH_SECRET;
  const salt = sessionCookieName();
  const authorization = headers.get("authorization");
  if (authorization?.startsWith("Bearer ")) {
    const claims = toClaims(await decode({ token: authorization.slice(7).trim(), secret, salt }).catch(() => null));
    return claims && { claims, source: "bearer" };
  }
  const cookieOnly = new Headers({ cookie: headers.get("cookie") ?? "" });
  const token = await getToken({
    req: { headers: cookieOnly },
    secret,
    salt,
    cookieName: salt,
    secureCookie: usesSecureCookies(),
    logger: silent,
  });
  const claims = toClaims(token);
  return claims && { claims, source: "cookie" };
}

const silent = { error: () => {}, warn: () => {}, debug: () => {} } as unknown as Console;
