import { queryFields } from "./read-input";

/** A DELETE's fields from its body, or from its query string when the client sent them there (axios `params`). */
export function withQuery(input: Record<string, unknown>, request: Request): Record<string, unknown> {
  return { ...queryFields(new URL(request.url).searchParams), ...input };
}
