/** The `next` search parameter when it is a path on this site ("/…", never "//…" or "/\…"), else null. */
export function safeNextPath(value: string | string[] | undefined): string | null {
  const next = Array.isArray(value) ? value[0] : value;
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // Control characters (tabs, newlines) are dropped by URL parsers and could hide a "//".
  if (/\p{Cc}/u.test(next)) return null;
  return next;
}
