import { formatINR, rupeesToPaise } from "@/lib/pricing";

/** A cart or wishlist amount (rupees, the views' unit) as "₹1,499". */
export function rupees(amount: number): string {
  return formatINR(rupeesToPaise(amount));
}

/** Whole percent off the cut price, rounded down: floor((cut − price) × 100 / cut). */
export function percentOff(pricePaise: number, cutPricePaise: number): number {
  if (cutPricePaise <= 0 || cutPricePaise <= pricePaise) return 0;
  return Math.floor(((cutPricePaise - pricePaise) * 100) / cutPricePaise);
}
