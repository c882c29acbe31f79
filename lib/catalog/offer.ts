/**
 * What a set of sizes offers: the lowest and highest of the prices given, and whether any piece is in stock. The product
 * page gives it the prices with GST (lib/catalog/detail.ts), as the shopper reads them.
 */
export type Offer = { lowPaise: number; highPaise: number; inStock: boolean };

const NOTHING: Offer = { lowPaise: 0, highPaise: 0, inStock: false };

/** The offer of these sizes; `none` when there are no sizes. */
export function offerOf(sizes: readonly { pricePaise: number; stock: number }[], none: Offer = NOTHING): Offer {
  if (sizes.length === 0) return none;
  const prices = sizes.map((size) => size.pricePaise);
  return { lowPaise: Math.min(...prices), highPaise: Math.max(...prices), inStock: sizes.some((size) => size.stock > 0) };
}
