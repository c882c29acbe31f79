import { getEnv } from "@/lib/env";

/**
 * The client's address for per-IP rate limits: the last X-Forwarded-For entry, which the
 * proxy nearest to us appended (Next.js fills the header when there is no proxy). Entries to
 * the left of it come from the client and cannot be trusted.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || headers.get("x-real-ip") || "unknown";
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** True when the request comes from one of our own pages (checked for cookie-authenticated changes). */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin) {
    const originHost = hostOf(origin);
    if (!originHost) return false;
    const host = headers.get("x-forwarded-host") ?? headers.get("host");
    return originHost === hostOf(getEnv().APP_URL) || originHost === host;
  }
  return headers.get("sec-fetch-site") === "same-origin";
}
