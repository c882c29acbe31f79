import { paiseToRupees, type CartTotals } from "@/lib/pricing";
import type { AppliedPromotion } from "@/lib/promotions/engine";
import type { OfferView } from "@/lib/promotions/offers";
import type { CouponState } from "@/lib/promotions/price-lines";
import type { CartItem, CartView } from "./view";

// The spec's cart shape (/api/v1/order/*): money in rupees at this edge. The pages' prices with GST
// stay out: the spec's client adds GST itself.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the pages' figures and the size picker's choices are left out
function toCartItemApi({ pricePaise, cutPricePaise, priceWithGstPaise, cutPriceWithGstPaise, lineWithGstPaise, sizes, ...item }: CartItem) {
  return { ...item, price: paiseToRupees(pricePaise), discount: paiseToRupees(cutPricePaise) };
}

function toTotalsApi(totals: CartTotals, promotions: readonly AppliedPromotion[]) {
  return {
    subtotal: paiseToRupees(totals.subtotalPaise),
    gst: paiseToRupees(totals.gstPaise),
    discount: paiseToRupees(totals.discountPaise),
    promoDiscount: paiseToRupees(totals.promoDiscountPaise),
    promotions: promotions.map(({ code, title, discountPaise, note }) => ({ code, title, amount: paiseToRupees(discountPaise), note })),
    delivery: paiseToRupees(totals.deliveryPaise),
    deliveryDiscount: paiseToRupees(totals.deliveryDiscountPaise),
    total: paiseToRupees(totals.totalPaise),
  };
}

function toCouponApi(coupon: CouponState | null) {
  if (!coupon) return null;
  const { shortByPaise, ...state } = coupon;
  return { ...state, shortBy: shortByPaise === null ? null : paiseToRupees(shortByPaise) };
}

export function toCartApiView(view: CartView) {
  return {
    cart: view.cart.map(toCartItemApi),
    totals: toTotalsApi(view.totals, view.promotions),
    coupon: toCouponApi(view.coupon),
    notApplied: view.notApplied,
    gifts: view.gifts.map(({ valuePaise, ...gift }) => ({ ...gift, value: paiseToRupees(valuePaise) })),
    notices: view.notices,
  };
}

export function toOfferApi({ minCartPaise, savingPaise, shortByPaise, ...offer }: OfferView) {
  return {
    ...offer,
    minCart: paiseToRupees(minCartPaise),
    saving: paiseToRupees(savingPaise),
    shortBy: shortByPaise === null ? null : paiseToRupees(shortByPaise),
  };
}
