import { assertPaise, checkedAdd, checkedMul } from "./validate";

/**
 * What a return gives back, from the parent order's line snapshot (never today's prices): each
 * unit at what it was bought for, its promotions' discount taken off and its GST on the rest.
 * Delivery was free, so nothing else comes back.
 *
 *   subtotal = Σ unit price × quantity      promotions = Σ unit promotion discount × quantity
 *   gst = Σ unit GST × quantity      discount = Σ max(0, cut price − price) × quantity
 *   total = subtotal − promotions + gst
 */
export type ReturnedLine = {
  unitPricePaise: number;
  unitGstPaise: number;
  cutPricePaise: number;
  quantity: number;
  /** Off each piece by the order's promotions, before GST (0 when none). */
  unitDiscountPaise?: number;
};

export type ReturnTotals = {
  subtotalPaise: number;
  gstPaise: number;
  discountPaise: number;
  promoDiscountPaise: number;
  totalPaise: number;
};

/** What one piece of a bought line cost the shopper: its price less its promotions' discount, with GST. */
export function paidPerPiecePaise(line: Pick<ReturnedLine, "unitPricePaise" | "unitGstPaise" | "unitDiscountPaise">): number {
  return line.unitPricePaise - (line.unitDiscountPaise ?? 0) + line.unitGstPaise;
}

export function returnTotals(lines: readonly ReturnedLine[]): ReturnTotals {
  let subtotalPaise = 0;
  let gstPaise = 0;
  let discountPaise = 0;
  let promoDiscountPaise = 0;
  for (const line of lines) {
    assertPaise(line.unitPricePaise, "unitPricePaise");
    assertPaise(line.unitGstPaise, "unitGstPaise");
    assertPaise(line.cutPricePaise, "cutPricePaise");
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new RangeError(`quantity must be a whole number from 0`);
    subtotalPaise = checkedAdd(subtotalPaise, checkedMul(line.unitPricePaise, line.quantity, "line subtotal"), "return subtotal");
    gstPaise = checkedAdd(gstPaise, checkedMul(line.unitGstPaise, line.quantity, "line GST"), "return GST");
    const unitDiscount = line.cutPricePaise > line.unitPricePaise ? line.cutPricePaise - line.unitPricePaise : 0;
    discountPaise = checkedAdd(discountPaise, checkedMul(unitDiscount, line.quantity, "line discount"), "return discount");
    const unitPromo = line.unitDiscountPaise ?? 0;
    assertPaise(unitPromo, "unitDiscountPaise");
    promoDiscountPaise = checkedAdd(promoDiscountPaise, checkedMul(unitPromo, line.quantity, "line promotion"), "return promotions");
  }
  const totalPaise = checkedAdd(subtotalPaise, gstPaise, "return total") - promoDiscountPaise;
  return { subtotalPaise, gstPaise, discountPaise, promoDiscountPaise, totalPaise };
}
