import { sizePricesSelect } from "@/lib/catalog/offer";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cartTotals, cutPiece, priceWithGst, sharesOf, type CartTotals } from "@/lib/pricing";
import type { AppliedPromotion, PromoLine } from "@/lib/promotions/engine";
import type { CouponState, LinePart, PricedLines } from "@/lib/promotions/price-lines";

// What the cart and wishlist show, built only from database rows. Money is paise, as the pages
// use it; the API's rupees are made in ./api-view.ts.

/** Everything a line needs from its size, variant (first image) and product: one query for all lines. */
export const sizeSelect = {
  id: true,
  size: true,
  ...sizePricesSelect,
  stock: true,
  variant: {
    select: {
      id: true,
      colorName: true,
      colorCode: true,
      productId: true,
      images: { orderBy: [{ position: "asc" }, { id: "asc" }], take: 1, select: { url: true } },
      product: { select: { id: true, name: true, slug: true, description: true, hsn: true, cashOnDelivery: true, categoryId: true } },
    },
  },
} satisfies Prisma.SizeStockSelect;

export type SizeRow = Prisma.SizeStockGetPayload<{ select: typeof sizeSelect }>;

export type CartItem = {
  productId: string;
  /** "<product> - <colour> - <size>" */
  name: string;
  description: string;
  image: string;
  /** Selling price of one piece. */
  pricePaise: number;
  /** Struck-through (cut) price of one piece. */
  cutPricePaise: number;
  /** One piece with its GST (priceWithGst), as the pages show it, and the cut price on the same basis. */
  priceWithGstPaise: number;
  cutPriceWithGstPaise: number;
  /** The line at that price: priceWithGstPaise × quantity. */
  lineWithGstPaise: number;
  /** The variant (colour) id. */
  subDetailId: string;
  sizeId: string;
  quantity: number;
  /** Current stock of the size. */
  maxQuantity: number;
  slug: string;
  colorName: string;
  size: string;
};

/** An offer in the cart: its share of totals.offersWithGstPaise, by what it takes off before GST (sharesOf). */
export type CartOffer = AppliedPromotion & { discountWithGstPaise: number };

export type CartView = {
  cart: CartItem[];
  totals: CartTotals;
  /** The promotions that apply, each with what it takes off before GST and with it (the shopper's figure). */
  promotions: CartOffer[];
  /** The code the shopper applied, and why it does not apply when it does not. */
  coupon: CouponState | null;
  /** Automatic offers that do not apply, and why ("Another offer saves you more"). */
  notApplied: { title: string; reason: string }[];
  /** Free gifts the offers add to the order, one piece each at ₹0. */
  gifts: { sizeId: string; name: string; image: string; valuePaise: number }[];
  notices: string[];
};

export type WishlistItem = {
  productId: string;
  name: string;
  description: string;
  image: string;
  pricePaise: number;
  /** One piece with its GST (priceWithGst). */
  priceWithGstPaise: number;
  subDetailId: string;
  sizeId: string;
  slug: string;
  colorName: string;
  size: string;
  inStock: boolean;
};

export type WishlistView = { wishlist: WishlistItem[]; notices: string[] };

/** A size with the quantity the cart holds of it (already within stock). */
export type SettledLine = { size: SizeRow; quantity: number };

export function itemName(size: SizeRow): string {
  return `${size.variant.product.name} - ${size.variant.colorName} - ${size.size}`;
}

export function toWishlistItem(size: SizeRow, on: Date = new Date()): WishlistItem {
  return {
    productId: size.variant.product.id,
    name: itemName(size),
    description: size.variant.product.description,
    image: size.variant.images[0]?.url ?? "",
    pricePaise: size.pricePaise,
    priceWithGstPaise: priceWithGst(size, on),
    subDetailId: size.variant.id,
    sizeId: size.id,
    slug: size.variant.product.slug,
    colorName: size.variant.colorName,
    size: size.size,
    inStock: size.stock > 0,
  };
}

export function toCartItem({ size, quantity }: SettledLine, on: Date = new Date()): CartItem {
  return {
    productId: size.variant.product.id,
    name: itemName(size),
    description: size.variant.product.description,
    image: size.variant.images[0]?.url ?? "",
    pricePaise: size.pricePaise,
    cutPricePaise: size.cutPricePaise,
    priceWithGstPaise: priceWithGst(size, on),
    cutPriceWithGstPaise: priceWithGst(cutPiece(size), on),
    lineWithGstPaise: priceWithGst(size, on) * quantity,
    subDetailId: size.variant.id,
    sizeId: size.id,
    quantity,
    maxQuantity: size.stock,
    slug: size.variant.product.slug,
    colorName: size.variant.colorName,
    size: size.size,
  };
}

/** A line as the promotions engine reads it. */
export function promoLineOf({ size, quantity }: SettledLine): PromoLine {
  const { product } = size.variant;
  return {
    sizeId: size.id,
    productId: product.id,
    categoryId: product.categoryId,
    unitPricePaise: size.pricePaise,
    unitPriceWithGstPaise: size.priceWithGstPaise,
    quantity,
  };
}

/** The lines' totals, each piece less what the promotions take off it (a line's parts priced apart). */
export function pricedTotals(lines: readonly SettledLine[], parts: readonly (readonly LinePart[])[], on: Date): CartTotals {
  return cartTotals(
    lines.flatMap(({ size, quantity }, i) =>
      (parts[i] ?? [{ quantity, unitDiscountPaise: 0 }]).map((part) => ({
        pricePaise: size.pricePaise,
        cutPricePaise: size.cutPricePaise,
        priceWithGstPaise: size.priceWithGstPaise,
        cutPriceWithGstPaise: size.cutPriceWithGstPaise,
        quantity: part.quantity,
        unitDiscountPaise: part.unitDiscountPaise,
      })),
    ),
    on,
  );
}

export function toCartView(
  lines: readonly SettledLine[],
  notices: readonly string[],
  priced: Pick<PricedLines, "parts" | "applied" | "coupon" | "notApplied">,
  gifts: readonly SizeRow[],
  on: Date = new Date(),
): CartView {
  const totals = pricedTotals(lines, priced.parts, on);
  const shares = sharesOf(
    totals.offersWithGstPaise,
    priced.applied.map((promotion) => promotion.discountPaise),
  );
  return {
    cart: lines.map((line) => toCartItem(line, on)),
    totals,
    promotions: priced.applied.map((promotion, i) => ({ ...promotion, discountWithGstPaise: shares[i]! })),
    coupon: priced.coupon,
    notApplied: priced.notApplied,
    gifts: gifts.map((size) => ({
      sizeId: size.id,
      name: itemName(size),
      image: size.variant.images[0]?.url ?? "",
      valuePaise: priceWithGst(size, on),
    })),
    notices: [...new Set(notices)],
  };
}

export function toWishlistView(sizes: readonly SizeRow[], notices: readonly string[], on: Date = new Date()): WishlistView {
  return { wishlist: sizes.map((size) => toWishlistItem(size, on)), notices: [...new Set(notices)] };
}
