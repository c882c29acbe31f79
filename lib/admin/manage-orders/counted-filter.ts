// A quick filter that shows a count ("To ship 9") opens exactly the list it counts: its own
// fields and no other filter, since a Today or a search left on would list fewer than the count
// says. It is on only when the list is exactly that; pressed again, it clears its fields.

type Query = Record<string, string | undefined>;

export function countedFilter(
  path: string,
  fields: Record<string, string>,
  query: Query,
  filterKeys: readonly string[],
): { href: string; active: boolean } {
  const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();
  const active = filterKeys.every((key) => (key in fields ? same(query[key], fields[key]!) : !query[key]));
  return { href: active ? path : `${path}?${new URLSearchParams(fields).toString()}`, active };
}
