import { cutPiece, priceWithGst, sharesOf, type CartTotals } from "@/lib/pricing";
import type { AppliedPromotion } from "@/lib/promotions/engine";
import type { CouponState } from "@/lib/promotions/price-lines";
import { itemName, type PricedCart, type SettledLine } from "./priced-lines";

// What the cart shows, built from its priced lines (./priced-lines.ts). Money is paise, as the pages
// use it; the API's rupees are made in ./api-view.ts.

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
  /** Every size of the line's colour, for the size picker on the line. */
  sizes: SizeChoice[];
};

/** A size of a colour, in the catalogue's order, and whether any is in stock. */
export type SizeChoice = { sizeId: string; size: string; inStock: boolean };

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

function toCartItem({ size, quantity }: SettledLine, sizes: SizeChoice[], on: Date): CartItem {
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
    sizes,
  };
}

/** `choices`: the sizes of each line's colour, by variant id (./size-choices.ts). */
export function toCartView(
  priced: PricedCart,
  notices: readonly string[],
  choices: ReadonlyMap<string, SizeChoice[]>,
  on: Date = new Date(),
): CartView {
  const shares = sharesOf(
    priced.totals.offersWithGstPaise,
    priced.applied.map((promotion) => promotion.discountPaise),
  );
  return {
    cart: priced.lines.map((line) => toCartItem(line, choices.get(line.size.variant.id) ?? [], on)),
    totals: priced.totals,
    promotions: priced.applied.map((promotion, i) => ({ ...promotion, discountWithGstPaise: shares[i]! })),
    coupon: priced.coupon,
    notApplied: priced.notApplied,
    gifts: priced.gifts.map((size) => ({
      sizeId: size.id,
      name: itemName(size),
      image: size.variant.images[0]?.url ?? "",
      valuePaise: priceWithGst(size, on),
    })),
    notices: [...new Set(notices)],
  };
}
