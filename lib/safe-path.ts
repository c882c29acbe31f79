// Where a login or sign-up may send the visitor afterwards: a path on this site, never another site.

const ORIGIN = "https://shop.invalid";
/** Backslashes (read as "/" by browsers) and control characters (dropped by URL parsers, so they can hide a "//"). */
const UNSAFE = /[\\\p{Cc}]/u;
const MAX_LENGTH = 2000;

/**
 * The `next` search parameter when it is a relative path of this site ("/…"), normalised; else
 * null. Refused: "//host", "/\host", "https://…", "javascript:…", backslashes and control
 * characters, also when percent-encoded (once or twice), and anything that would leave the site.
 */
export function safeNextPath(value: string | string[] | null | undefined): string | null {
  const next = Array.isArray(value) ? value[0] : value;
  if (!next || next.length > MAX_LENGTH || !next.startsWith("/") || next.startsWith("//")) return null;
  let decoded = next;
  for (let round = 0; round < 2; round += 1) {
    if (UNSAFE.test(decoded) || decoded.startsWith("//")) return null;
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return null;
    }
  }
  if (UNSAFE.test(decoded) || decoded.startsWith("//")) return null;
  const url = new URL(next, ORIGIN);
  if (url.origin !== ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
