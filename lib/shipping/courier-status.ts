// What a courier's status label means for an order, by its words (Shiprocket's "UNDELIVERED",
// "RTO INITIATED", "RTO_OFD", "Delivered", …): the numeric status ids differ between Shiprocket's
// own documents and the code that reads them, the labels do not.
export type CourierMove = "DELIVERED" | "DELIVERY_FAILED" | "ON_THE_WAY" | "PICKED_UP" | "RTO_INITIATED" | "RTO_DELIVERED";

const RULES: [RegExp, CourierMove][] = [
  [/^RTO DELIVERED$/, "RTO_DELIVERED"],
  [/^RTO\b/, "RTO_INITIATED"],
  [/^(UNDELIVERED|NDR\b|DELIVERY FAILED)/, "DELIVERY_FAILED"],
  [/^DELIVERED$/, "DELIVERED"],
  [/^(RETURN )?PICKED UP$/, "PICKED_UP"],
  [/^(OUT FOR DELIVERY|IN TRANSIT|REACHED AT DESTINATION HUB|REACHED DESTINATION HUB|SHIPPED)\b/, "ON_THE_WAY"],
];

const wordsOf = (label: string) => label.toUpperCase().replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim();

/** The move a status label reports, or null for the labels that change nothing (booked, manifested, pickup scheduled, …). */
export function courierMove(label: string): CourierMove | null {
  const words = wordsOf(label);
  return RULES.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

/** Whether the label says the parcel left with the delivery agent today ("OUT FOR DELIVERY"; not a return's "RTO OFD"). */
export const isOutForDelivery = (label: string) => /^OUT FOR DELIVERY\b/.test(wordsOf(label));
