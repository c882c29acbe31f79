/**
 * Line and cart totals, all in integer paise.
 *
 *   line GST       = gstFor(unit price − unit promotion discount) × quantity   (per unit, rounded per unit)
 *   line total     = (price − promotion discount + GST) × quantity
 *   subtotal       = Σ price × quantity
 *   promotions     = Σ unit promotion discount × quantity (lib/promotions; before GST, like the discount)
 *   discount       = Σ max(0, cutPrice − price) × quantity
 *   saving with GST = Σ max(0, priceWithGst(cutPrice) − priceWithGst(price)) × quantity (what the pages' struck-through
 *                    prices promise; the discount above is the spec's, before GST)
 *   delivery       = ₹40, fully waived (deliveryDiscount = ₹40)
 *   total          = subtotal − promotions + GST + delivery − deliveryDiscount = Σ line totals
 *
 * and the same sum as a shopper reads it, every figure with its GST (the cart's and the COD dialog's rows):
 *   list with GST   = Σ max(priceWithGst(cutPrice), priceWithGst(price)) × quantity
 *   offers with GST = Σ (priceWithGst(price) − priceWithGst(price − promotion discount)) × quantity
 *   total           = list with GST − saving with GST − offers with GST
 *
 * Every intermediate is overflow-checked; a result above
 * Number.MAX_SAFE_INTEGER throws a RangeError.
 */

import { cutPiece, GST_SCHEDULES, lessDiscount, priceWithGst, type GstSchedule } from "./gst";
import { assertPaise, assertQuantity, checkedAdd, checkedMul } from "./validate";

export type PricedLine = {
  /** Unit selling price, paise. */
  pricePaise: number;
  /** Struck-through original unit price, paise. */
  cutPricePaise: number;
  /** The prices with GST the owner typed (decision 083), null when set before GST. */
  priceWithGstPaise?: number | null;
  cutPriceWithGstPaise?: number | null;
  quantity: number;
  /** Off each piece by promotions, before GST (lib/promotions); GST is on the price less it. */
  unitDiscountPaise?: number;
};

export type CartTotals = {
  subtotalPaise: number;
  gstPaise: number;
  discountPaise: number;
  /** The promotions' discount, before GST: Σ unit discount × quantity. */
  promoDiscountPaise: number;
  /** The discount as the pages show prices: cut prices and prices both with their GST. */
  savingWithGstPaise: number;
  /** The pieces at their struck (list) prices with GST, or their prices where none is above. */
  listWithGstPaise: number;
  /** What the promotions take off, GST included: the pieces' prices with GST less what is paid for them. */
  offersWithGstPaise: number;
  deliveryPaise: number;
  deliveryDiscountPaise: number;
  /** What delivery costs after its discount: the cart's delivery row when it is not free. */
  deliveryDuePaise: number;
  totalPaise: number;
};

export const DELIVERY_CHARGE_PAISE = 4000;

type LineBreakdown = {
  subtotalPaise: number;
  gstPaise: number;
  discountPaise: number;
  promoDiscountPaise: number;
  savingWithGstPaise: number;
  offersWithGstPaise: number;
  totalPaise: number;
};

function lineBreakdown(line: PricedLine, on: Date, schedules: readonly GstSchedule[]): LineBreakdown {
  assertPaise(line.pricePaise, "pricePaise");
  assertPaise(line.cutPricePaise, "cutPricePaise");
  assertQuantity(line.quantity);
  const { pricePaise, cutPricePaise, quantity } = line;
  const unitPromo = line.unitDiscountPaise ?? 0;
  assertPaise(unitPromo, "unitDiscountPaise");
  if (unitPromo > pricePaise) throw new RangeError("unitDiscountPaise must not exceed pricePaise");
  // One piece as the pages show it (priceWithGst), so a line's per-piece figure is the page's; a promotion's
  // discount comes off before GST, which is then on what is left (its slab too).
  const unitWithGst = priceWithGst(line, on, schedules);
  const paidWithGst = priceWithGst(lessDiscount(line, unitPromo), on, schedules);
  const unitGst = paidWithGst - (pricePaise - unitPromo);
  const unitDiscount = cutPricePaise > pricePaise ? cutPricePaise - pricePaise : 0;
  const unitSaving = cutPricePaise > pricePaise ? priceWithGst(cutPiece(line), on, schedules) - unitWithGst : 0;
  return {
    subtotalPaise: checkedMul(pricePaise, quantity, "line subtotal"),
    gstPaise: checkedMul(unitGst, quantity, "line GST"),
    discountPaise: checkedMul(unitDiscount, quantity, "line discount"),
    promoDiscountPaise: checkedMul(unitPromo, quantity, "line promotion discount"),
    savingWithGstPaise: checkedMul(unitSaving, quantity, "line saving"),
    offersWithGstPaise: checkedMul(unitWithGst - paidWithGst, quantity, "line offers"),
    totalPaise: checkedMul(paidWithGst, quantity, "line total"),
  };
}

/** (price + GST) × quantity, in paise. */
export function lineTotal(line: PricedLine, on: Date = new Date(), schedules: readonly GstSchedule[] = GST_SCHEDULES): number {
  return lineBreakdown(line, on, schedules).totalPaise;
}

/** Totals for a cart; every line is taxed with the schedule in force on `on`. */
export function cartTotals(
  lines: readonly PricedLine[],
  on: Date = new Date(),
  schedules: readonly GstSchedule[] = GST_SCHEDULES,
): CartTotals {
  let subtotalPaise = 0;
  let gstPaise = 0;
  let discountPaise = 0;
  let promoDiscountPaise = 0;
  let savingWithGstPaise = 0;
  let offersWithGstPaise = 0;
  let linesTotalPaise = 0;
  lines.forEach((line, i) => {
    let b: LineBreakdown;
    try {
      b = lineBreakdown(line, on, schedules);
    } catch (error) {
      if (error instanceof RangeError) throw new RangeError(`cart line ${i}: ${error.message}`);
      throw error;
    }
    subtotalPaise = checkedAdd(subtotalPaise, b.subtotalPaise, "cart subtotal");
    gstPaise = checkedAdd(gstPaise, b.gstPaise, "cart GST");
    discountPaise = checkedAdd(discountPaise, b.discountPaise, "cart discount");
    promoDiscountPaise = checkedAdd(promoDiscountPaise, b.promoDiscountPaise, "cart promotion discount");
    savingWithGstPaise = checkedAdd(savingWithGstPaise, b.savingWithGstPaise, "cart saving");
    offersWithGstPaise = checkedAdd(offersWithGstPaise, b.offersWithGstPaise, "cart offers");
    linesTotalPaise = checkedAdd(linesTotalPaise, b.totalPaise, "cart total");
  });
  const deliveryPaise = DELIVERY_CHARGE_PAISE;
  const deliveryDiscountPaise = DELIVERY_CHARGE_PAISE; // delivery is always free
  return {
    subtotalPaise,
    gstPaise,
    discountPaise,
    promoDiscountPaise,
    savingWithGstPaise,
    listWithGstPaise: checkedAdd(checkedAdd(linesTotalPaise, offersWithGstPaise, "cart list"), savingWithGstPaise, "cart list"),
    offersWithGstPaise,
    deliveryPaise,
    deliveryDiscountPaise,
    deliveryDuePaise: deliveryPaise - deliveryDiscountPaise,
    // = subtotal − promotions + GST, since delivery nets to zero
    totalPaise: checkedAdd(linesTotalPaise, deliveryPaise, "cart total") - deliveryDiscountPaise,
  };
}
