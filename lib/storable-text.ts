// What PostgreSQL can take as text: no NUL character and no lone UTF-16 surrogate (what broken
// UTF-8 can decode to). Anything else fails the query (SQLSTATE 22021).

export function isStorableText(text: string): boolean {
  return !text.includes("\0") && text.isWellFormed();
}

/**
 * Whether every segment of a URL path decodes to storable text. Next.js answers a broken escape
 * in a dynamic segment (/product/%ED%A0%80) with a bare 500, and a NUL byte would reach SQL.
 */
export function isReadablePath(pathname: string): boolean {
  try {
    return pathname.split("/").every((segment) => isStorableText(decodeURIComponent(segment)));
  } catch {
    return false;
  }
}
