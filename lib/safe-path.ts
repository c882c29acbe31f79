// Where a login or sign-up may send the visitor afterwards: a path on this site, never another site.

const ORIGIN = "https://shop.invalid";
/** Backslashes (read as "/" by browsers) and control characters (dropped by URL parsers, so they can hide a "//"). */
const UNSAFE = /[\\\p{Cc}]/u;
/** A "." or ".." path segment: normalising it away can turn "/.//host" into "//host". */
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
const MAX_LENGTH = 2000;

/**
 * The `next` search parameter when it is a relative path of this site ("/…"), normalised; else
 * null. Refused: "//host", "https://…", "javascript:…", backslashes, control characters and dot
 * segments, also when percent-encoded (once or twice), and a result that reads as "//host".
 */
export function safeNextPath(value: string | string[] | null | undefined): string | null {
  const next = Array.isArray(value) ? value[0] : value;
  if (!next || next.length > MAX_LENGTH || !next.startsWith("/") || next.startsWith("//")) return null;
  const given = decodings(next);
  if (given.length < 3 || given.some((form) => UNSAFE.test(form) || DOT_SEGMENT.test(pathOf(form)))) return null;
  const url = new URL(next, ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Check what is returned, not what was given: no decoding of it may start with "//".
  return decodings(path).some((decoded) => decoded.startsWith("//")) ? null : path;
}

/** The value as given, decoded once and decoded twice; shorter when a decoding is malformed. */
function decodings(value: string): string[] {
  const forms = [value];
  try {
    for (let form = value; forms.length < 3; forms.push(form)) form = decodeURIComponent(form);
  } catch {
    // Malformed percent-encoding: the forms decoded so far.
  }
  return forms;
}

function pathOf(form: string): string {
  return form.replace(/[?#][^]*/, "");
}
