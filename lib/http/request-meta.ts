import { getEnv } from "@/lib/env";

/** The client's address as the proxy in front of us reports it (Next.js sets it when there is none). */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip") || "unknown";
}

/** True when the request comes from one of our own pages (checked for cookie-authenticated changes). */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin) {
    const host = headers.get("x-forwarded-host") ?? headers.get("host");
    return origin === new URL(getEnv().APP_URL).origin || (host !== null && new URL(origin).host === host);
  }
  return headers.get("sec-fetch-site") === "same-origin";
}
