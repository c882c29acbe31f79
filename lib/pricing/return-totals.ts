import { assertPaise, checkedAdd, checkedMul } from "./validate";

/**
 * What a return gives back, from the parent order's line snapshot (never today's prices): each
 * unit at the price and GST it was bought for. Delivery was free, so nothing else comes back.
 *
 *   subtotal = Σ unit price × quantity      gst = Σ unit GST × quantity
 *   discount = Σ max(0, cut price − price) × quantity      total = subtotal + gst
 */
export type ReturnedLine = { unitPricePaise: number; unitGstPaise: number; cutPricePaise: number; quantity: number };

export type ReturnTotals = { subtotalPaise: number; gstPaise: number; discountPaise: number; totalPaise: number };

export function returnTotals(lines: readonly ReturnedLine[]): ReturnTotals {
  let subtotalPaise = 0;
  let gstPaise = 0;
  let discountPaise = 0;
  for (const line of lines) {
    assertPaise(line.unitPricePaise, "unitPricePaise");
    assertPaise(line.unitGstPaise, "unitGstPaise");
    assertPaise(line.cutPricePaise, "cutPricePaise");
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new RangeError(`quantity must be a whole number from 0`);
    subtotalPaise = checkedAdd(subtotalPaise, checkedMul(line.unitPricePaise, line.quantity, "line subtotal"), "return subtotal");
    gstPaise = checkedAdd(gstPaise, checkedMul(line.unitGstPaise, line.quantity, "line GST"), "return GST");
    const unitDiscount = line.cutPricePaise > line.unitPricePaise ? line.cutPricePaise - line.unitPricePaise : 0;
    discountPaise = checkedAdd(discountPaise, checkedMul(unitDiscount, line.quantity, "line discount"), "return discount");
  }
  return { subtotalPaise, gstPaise, discountPaise, totalPaise: checkedAdd(subtotalPaise, gstPaise, "return total") };
}
