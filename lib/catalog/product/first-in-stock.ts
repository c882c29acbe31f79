import { sortBySize } from "../sizes";

// Which colour a product page opens on, and which size a card's wishlist heart saves: the first
// colour (in the shop's order) with a piece in stock, and its smallest size in stock.

type StockedVariant = { id: string; sizes: readonly { id: string; size: string; stock: number }[] };

/** The first colour with a size in stock, or null when every size is sold out. */
export function firstInStockVariant<V extends StockedVariant>(variants: readonly V[]): V | null {
  return variants.find((variant) => variant.sizes.some((size) => size.stock > 0)) ?? null;
}

/** The smallest size in stock of the first colour that has one; when none is in stock, the first size of all. */
export function firstInStockSizeId(variants: readonly StockedVariant[]): string | null {
  const variant = firstInStockVariant(variants);
  if (variant) return sortBySize(variant.sizes).find((size) => size.stock > 0)?.id ?? null;
  const first = variants.find((candidate) => candidate.sizes.length > 0);
  return first ? (sortBySize(first.sizes)[0]?.id ?? null) : null;
}
