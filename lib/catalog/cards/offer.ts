import { percentOff } from "@/lib/pricing/discount";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cutPiece, priceWithGst, type PiecePrice } from "@/lib/pricing/gst";

/** A size's prices as stored: before GST (the spec's) and as typed with GST (decision 083). */
export const sizePricesSelect = {
  pricePaise: true,
  cutPricePaise: true,
  priceWithGstPaise: true,
  cutPriceWithGstPaise: true,
} satisfies Prisma.SizeStockSelect;

/**
 * What a set of sizes offers: the lowest and highest of the prices given, and whether any piece is in stock. The product
 * page gives it the prices with GST (lib/catalog/product/detail.ts), as the shopper reads them.
 */
export type Offer = {
  lowPaise: number;
  highPaise: number;
  inStock: boolean;
  /** The struck price of the cheapest piece when a sale lowers it (decision 086), else null. */
  wasPaise: number | null;
  /** That piece's percentage off its struck price (shopperSize's), 0 without one: the figure its size shows. */
  percentOff: number;
};

const NOTHING: Offer = { lowPaise: 0, highPaise: 0, inStock: false, wasPaise: null, percentOff: 0 };

type OfferedSize = { pricePaise: number; stock: number; wasPaise?: number | null; percentOff?: number };

/** The offer of these sizes; `none` when there are no sizes. Of the cheapest pieces, the one struck highest is shown. */
export function offerOf(sizes: readonly OfferedSize[], none: Offer = NOTHING): Offer {
  if (sizes.length === 0) return none;
  const prices = sizes.map((size) => size.pricePaise);
  const lowPaise = Math.min(...prices);
  const struck = sizes
    .filter((size) => size.pricePaise === lowPaise && size.wasPaise != null)
    .reduce<OfferedSize | null>((best, size) => (best === null || size.wasPaise! > best.wasPaise! ? size : best), null);
  return {
    lowPaise,
    highPaise: Math.max(...prices),
    inStock: sizes.some((size) => size.stock > 0),
    wasPaise: struck?.wasPaise ?? null,
    percentOff: struck?.percentOff ?? 0,
  };
}

/**
 * A size as the shopper sees it, at `salePaise` before GST (its price when no sale lowers it): what a piece costs with
 * GST, its struck price on the same basis (the cut price, or on sale the higher of the cut price and the price), and the
 * percentage between them, of the prices before GST.
 */
export function shopperSize<
  T extends { pricePaise: number; cutPricePaise: number; priceWithGstPaise?: number | null; cutPriceWithGstPaise?: number | null },
>(size: T, salePaise: number, on: Date = new Date()) {
  const onSale = salePaise < size.pricePaise;
  const was: PiecePrice = onSale && size.pricePaise > size.cutPricePaise ? size : cutPiece(size);
  const wasPaise = typeof was === "number" ? was : was.pricePaise;
  return {
    ...size,
    salePricePaise: onSale ? salePaise : null,
    priceWithGstPaise: priceWithGst(onSale ? salePaise : size, on),
    cutPriceWithGstPaise: priceWithGst(was, on),
    percentOff: percentOff(salePaise, wasPaise),
  };
}
