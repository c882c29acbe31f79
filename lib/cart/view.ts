import type { Prisma } from "@/lib/generated/prisma/client";
import { cartTotals, paiseToRupees } from "@/lib/pricing";

// What the cart and wishlist show, built only from database rows. Money is paise in here and
// rupees in the views (the API's unit); formatINR(rupeesToPaise(price)) shows it on a page.

/** Everything a line needs from its size, variant (first image) and product: one query for all lines. */
export const sizeSelect = {
  id: true,
  size: true,
  pricePaise: true,
  cutPricePaise: true,
  stock: true,
  variant: {
    select: {
      id: true,
      colorName: true,
      colorCode: true,
      productId: true,
      images: { orderBy: [{ position: "asc" }, { id: "asc" }], take: 1, select: { url: true } },
      product: { select: { id: true, name: true, slug: true, description: true, hsn: true, cashOnDelivery: true } },
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
  /** Selling price of one piece, rupees. */
  price: number;
  /** Struck-through (cut) price of one piece, rupees. */
  discount: number;
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

/** Cart totals in rupees, from lib/pricing's cartTotals. */
export type CartTotalsView = {
  subtotal: number;
  gst: number;
  discount: number;
  delivery: number;
  deliveryDiscount: number;
  total: number;
};

export type CartView = { cart: CartItem[]; totals: CartTotalsView; notices: string[] };

export type WishlistItem = {
  productId: string;
  name: string;
  description: string;
  image: string;
  price: number;
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

export function toWishlistItem(size: SizeRow): WishlistItem {
  return {
    productId: size.variant.product.id,
    name: itemName(size),
    description: size.variant.product.description,
    image: size.variant.images[0]?.url ?? "",
    price: paiseToRupees(size.pricePaise),
    subDetailId: size.variant.id,
    sizeId: size.id,
    slug: size.variant.product.slug,
    colorName: size.variant.colorName,
    size: size.size,
    inStock: size.stock > 0,
  };
}

export function toCartItem({ size, quantity }: SettledLine): CartItem {
  return {
    productId: size.variant.product.id,
    name: itemName(size),
    description: size.variant.product.description,
    image: size.variant.images[0]?.url ?? "",
    price: paiseToRupees(size.pricePaise),
    discount: paiseToRupees(size.cutPricePaise),
    subDetailId: size.variant.id,
    sizeId: size.id,
    quantity,
    maxQuantity: size.stock,
    slug: size.variant.product.slug,
    colorName: size.variant.colorName,
    size: size.size,
  };
}

export function toCartView(lines: readonly SettledLine[], notices: readonly string[], on: Date = new Date()): CartView {
  const totals = cartTotals(
    lines.map(({ size, quantity }) => ({ pricePaise: size.pricePaise, cutPricePaise: size.cutPricePaise, quantity })),
    on,
  );
  return {
    cart: lines.map(toCartItem),
    totals: {
      subtotal: paiseToRupees(totals.subtotalPaise),
      gst: paiseToRupees(totals.gstPaise),
      discount: paiseToRupees(totals.discountPaise),
      delivery: paiseToRupees(totals.deliveryPaise),
      deliveryDiscount: paiseToRupees(totals.deliveryDiscountPaise),
      total: paiseToRupees(totals.totalPaise),
    },
    notices: [...new Set(notices)],
  };
}

export function toWishlistView(sizes: readonly SizeRow[], notices: readonly string[]): WishlistView {
  return { wishlist: sizes.map(toWishlistItem), notices: [...new Set(notices)] };
}
