import type { SizeRow } from "@/lib/cart/priced-lines";
import { gstFor, gstRateFor, lessDiscount, lineTotal } from "@/lib/pricing";

/**
 * A bought line as the catalogue and the GST schedule have it on `on`, less what the promotions take off each
 * piece: what an order line keeps, whatever changes later. GST and its rate are on the price less the discount.
 */
export function lineSnapshot(size: SizeRow, quantity: number, on: Date, unitDiscountPaise = 0) {
  const taxable = size.pricePaise - unitDiscountPaise;
  return {
    sizeId: size.id,
    productId: size.variant.product.id,
    productName: size.variant.product.name,
    description: size.variant.product.description,
    colorName: size.variant.colorName,
    colorCode: size.variant.colorCode,
    size: size.size,
    imageUrl: size.variant.images[0]?.url ?? "",
    unitPricePaise: size.pricePaise,
    cutPricePaise: size.cutPricePaise,
    hsn: size.variant.product.hsn,
    unitDiscountPaise,
    gstRateBp: gstRateFor(taxable, on),
    unitGstPaise: gstFor(lessDiscount(size, unitDiscountPaise), on),
    quantity,
    lineTotalPaise: lineTotal({ ...size, quantity, unitDiscountPaise }, on),
  };
}

/** A free gift's line: one piece at ₹0 (no taxable value, no GST), its price kept as the struck price. */
export function giftSnapshot(size: SizeRow, on: Date) {
  return {
    ...lineSnapshot(size, 1, on),
    unitPricePaise: 0,
    cutPricePaise: size.pricePaise,
    gstRateBp: gstRateFor(0, on),
    unitGstPaise: 0,
    lineTotalPaise: 0,
  };
}
