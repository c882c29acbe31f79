import { getEnv } from "@/lib/env";
import { behindOurProxy, CLIENT_IP_HEADER } from "./client-ip";

/**
 * The client's address for per-IP rate limits. On Vercel, the platform's own header (it
 * overwrites what the client sent). Elsewhere, the header every request's hook
 * (lib/http/request/request-start.ts) sets from the TCP peer and TRUSTED_PROXY_HOPS; X-Forwarded-For
 * itself is never read here.
 */
export function clientIp(headers: Headers): string {
  const value = getEnv().VERCEL
    ? (headers.get("x-vercel-forwarded-for")?.split(",")[0] ?? headers.get("x-real-ip"))
    : headers.get(CLIENT_IP_HEADER);
  return value?.trim() || "unknown";
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * True when the request comes from one of our own pages (checked for cookie-authenticated changes).
 * X-Forwarded-Host counts only where a proxy of ours sets it; elsewhere a client chose it.
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin) {
    const originHost = hostOf(origin);
    if (!originHost) return false;
    const host = (behindOurProxy(getEnv()) ? headers.get("x-forwarded-host") : null) ?? headers.get("host");
    return originHost === hostOf(getEnv().APP_URL) || originHost === host;
  }
  return headers.get("sec-fetch-site") === "same-origin";
}
