import { expect } from "vitest";
import type { toCartApiView } from "@/lib/cart/api-view";
import type { toWishlistApiView } from "@/lib/wishlist/api-view";
import { cartTotals, paiseToRupees, priceWithGst, type CartTotals, type PricedLine } from "@/lib/pricing";
import { call, db, type CallOptions, type RouteHandler } from "../../support/api";
import { makeProduct, makeUser, type MadeProduct, type MadeSize, type MadeVariant, type MadeUser } from "../../support/factories";

// Customers, the Indigo kurta and typed calls for the cart and wishlist tests.

export type Customer = MadeUser;

/** A customer, not yet verified, with a bearer token. */
export const customer = (): Promise<Customer> => makeUser({ fullname: "Meera Iyer", emailTag: "cart", verified: false });

/** The one-colour product most tests use: Indigo, sizes S/M/L at ₹1,499 (cut ₹1,999). */
export async function indigoKurta(stock: { S?: number; M?: number; L?: number } = {}) {
  const product = await makeProduct({
    name: "Chikankari Kurta",
    variants: [
      {
        colorName: "Indigo",
        colorCode: "#3f51b5",
        sizes: (["S", "M", "L"] as const).map((size) => ({ size, pricePaise: 149_900, cutPricePaise: 199_900, stock: stock[size] ?? 10 })),
      },
    ],
  });
  const variant = product.variants[0]!;
  const size = (name: "S" | "M" | "L") => variant.sizes[name]!;
  return { product, variant, S: size("S"), M: size("M"), L: size("L") };
}

/** The item the cart must answer for a size (in paise, as the pages read it), built from what the test wrote. */
export function expectedCartItem(product: MadeProduct, variant: MadeVariant, size: MadeSize, quantity: number, stock = size.stock) {
  return {
    productId: product.id,
    name: `${product.name} - ${variant.colorName} - ${size.size}`,
    description: product.description,
    image: variant.image,
    pricePaise: size.pricePaise,
    cutPricePaise: size.cutPricePaise,
    priceWithGstPaise: priceWithGst(size.pricePaise),
    cutPriceWithGstPaise: priceWithGst(size.cutPricePaise),
    lineWithGstPaise: priceWithGst(size.pricePaise) * quantity,
    subDetailId: variant.id,
    sizeId: size.id,
    quantity,
    maxQuantity: stock,
    slug: product.slug,
    colorName: variant.colorName,
    size: size.size,
    // The colour's sizes as made (the line's own at `stock`), for the size picker.
    sizes: Object.values(variant.sizes).map((made) => ({
      sizeId: made.id,
      size: made.size,
      inStock: (made.id === size.id ? stock : made.stock) > 0,
    })),
  };
}

export function expectedWishlistItem(product: MadeProduct, variant: MadeVariant, size: MadeSize, inStock = size.stock > 0) {
  return {
    productId: product.id,
    name: `${product.name} - ${variant.colorName} - ${size.size}`,
    description: product.description,
    image: variant.image,
    pricePaise: size.pricePaise,
    priceWithGstPaise: priceWithGst(size.pricePaise),
    subDetailId: variant.id,
    sizeId: size.id,
    slug: product.slug,
    colorName: variant.colorName,
    size: size.size,
    inStock,
  };
}

/** The same items as the API answers them: rupees, under the spec's names, without the pages' prices with GST. */
export function expectedCartApiItem(...args: Parameters<typeof expectedCartItem>) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the pages' figures and the size picker's choices are not in the API
  const { pricePaise, cutPricePaise, priceWithGstPaise, cutPriceWithGstPaise, lineWithGstPaise, sizes, ...item } = expectedCartItem(
    ...args,
  );
  return { ...item, price: pricePaise / 100, discount: cutPricePaise / 100 };
}

export function expectedWishlistApiItem(...args: Parameters<typeof expectedWishlistItem>) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the pages' figure is not in the API
  const { pricePaise, priceWithGstPaise, ...item } = expectedWishlistItem(...args);
  return { ...item, price: pricePaise / 100 };
}

/** lib/pricing's totals for these lines (what the domain answers). */
export const expectedTotals = (lines: PricedLine[]): CartTotals => cartTotals(lines);

/** The same totals in rupees (what the API must answer). */
export function expectedApiTotals(lines: PricedLine[]) {
  const t = cartTotals(lines);
  return {
    subtotal: paiseToRupees(t.subtotalPaise),
    gst: paiseToRupees(t.gstPaise),
    discount: paiseToRupees(t.discountPaise),
    promoDiscount: 0,
    promotions: [],
    delivery: paiseToRupees(t.deliveryPaise),
    deliveryDiscount: paiseToRupees(t.deliveryDiscountPaise),
    total: paiseToRupees(t.totalPaise),
  };
}

export type CartBody = Partial<ReturnType<typeof toCartApiView>> & { success: boolean; message?: string; errors?: Record<string, string> };
export type WishlistBody = Partial<ReturnType<typeof toWishlistApiView>> & {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
};

export async function callCart(handler: RouteHandler, options: CallOptions) {
  const { status, body } = await call(handler, options);
  return { status, body: body as unknown as CartBody };
}

export async function callWishlist(handler: RouteHandler, options: CallOptions) {
  const { status, body } = await call(handler, options);
  return { status, body: body as unknown as WishlistBody };
}

/** The stored cart of a user as sizeId → quantity. */
export async function storedCart(userId: string): Promise<Record<string, number>> {
  const rows = await db.cartLine.findMany({ where: { userId }, select: { sizeId: true, quantity: true } });
  return Object.fromEntries(rows.map((row) => [row.sizeId, row.quantity]));
}

export async function storedWishlist(userId: string): Promise<string[]> {
  const rows = await db.wishlistLine.findMany({ where: { userId }, select: { sizeId: true } });
  return rows.map((row) => row.sizeId).sort();
}

export async function setStock(sizeId: string, stock: number): Promise<void> {
  const changed = await db.$executeRaw`UPDATE "SizeStock" SET "stock" = ${stock} WHERE "id" = ${sizeId}`;
  expect(changed).toBe(1);
}
