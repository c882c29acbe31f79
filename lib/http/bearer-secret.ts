import { createHash, timingSafeEqual } from "node:crypto";

/**
 * True when the request carries `Authorization: Bearer <secret>`. Compared in constant time
 * (digests of equal length), so the answer's timing tells nothing of how much of a guess was right.
 */
export function hasBearerSecret(headers: Headers, secret: string): boolean {
  const match = /^Bearer (.+)$/.exec(headers.get("authorization") ?? "");
  if (!match) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(secret));
}
