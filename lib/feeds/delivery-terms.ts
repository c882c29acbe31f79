import { RETURN_WINDOW_DAYS } from "@/lib/orders/model/return-window";
import { TRANSIT_DAYS } from "@/lib/shipping/zones";

// What the feeds and the structured data promise about delivery and returns, read from the rules the
// checkout and the returns apply: delivery is free everywhere in India (the cart takes the whole
// delivery charge off), 1 to 2 working days to dispatch (SHOP.dispatchDays), the courier's zones in
// transit, and returns within RETURN_WINDOW_DAYS of delivery.

export const DELIVERY_TERMS = {
  country: "IN",
  currency: "INR",
  /** What the shopper pays for delivery: nothing (lib/pricing/cart-totals.ts discounts the whole charge). */
  ratePaise: 0,
  handlingDays: { min: 1, max: 2 },
  transitDays: TRANSIT_DAYS,
  returnDays: RETURN_WINDOW_DAYS,
} as const;
