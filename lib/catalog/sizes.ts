// The shop's sizes, smallest first: the order of the size buttons, of the API's sizes and of a
// product's availableSizes, and the positions the seed gives its size rows.

export const SIZE_ORDER = ["XS", "S", "M", "L", "XL", "XXL"] as const;
export type SizeLabel = (typeof SIZE_ORDER)[number];

/** A size label's place in SIZE_ORDER, ignoring case; labels the shop does not know come after all of them. */
export function sizeRank(label: string): number {
  const index = (SIZE_ORDER as readonly string[]).indexOf(label.trim().toUpperCase());
  return index < 0 ? SIZE_ORDER.length : index;
}

/** The sizes in SIZE_ORDER (a stable sort: unknown labels keep their order, after the known ones). */
export function sortBySize<T extends { size: string }>(sizes: readonly T[]): T[] {
  return [...sizes].sort((a, b) => sizeRank(a.size) - sizeRank(b.size));
}
