import { pickSearchParams, type RawSearchParams, type SearchKey } from "./search-url";

// The search page's parameters as one path segment: the address the middleware serves `/search?…`
// from (app/(shop)/search/[query]), so each distinct search is a page built on its first visit and
// kept, as a category's is. The segment is the page's own parameters (pickSearchParams: known ones,
// first values, trimmed, in the URL's order) as a query string in base64url, which no router or
// proxy re-encodes; "all" stands for none.

export const ALL_SEGMENT = "all";

export function searchSegment(query: URLSearchParams): string {
  const raw: RawSearchParams = {};
  for (const [key, value] of query) if (!(key in raw)) raw[key] = value;
  const text = new URLSearchParams(pickSearchParams(raw)).toString();
  return text === "" ? ALL_SEGMENT : Buffer.from(text).toString("base64url");
}

/** The parameters a segment made by searchSegment stands for; null for any other segment (no such page). */
export function paramsOfSegment(segment: string): Partial<Record<SearchKey, string>> | null {
  if (segment === ALL_SEGMENT) return {};
  if (!/^[\w-]+$/.test(segment)) return null;
  const query = new URLSearchParams(Buffer.from(segment, "base64url").toString());
  return searchSegment(query) === segment ? pickSearchParams(Object.fromEntries(query)) : null;
}
