/**
 * Whole percent off the cut price, rounded down: floor((cut − price) × 100 / cut); 0 when there is
 * no cut price or it is not above the price. The listing's best discount (`maxDiscountPct`) is the
 * same rule in SQL (`percentOffSql` in lib/catalog/product/listing.ts); a test holds the two together.
 */
export function percentOff(pricePaise: number, cutPricePaise: number): number {
  if (cutPricePaise <= 0 || cutPricePaise <= pricePaise) return 0;
  return Math.floor(((cutPricePaise - pricePaise) * 100) / cutPricePaise);
}
