import { formatINR } from "@/lib/pricing";

// Who may pay cash on delivery, decided once for the product page, the cart, the booking page and
// the server: the rules in force (dated like GST, lib/orders/cod/rules-store.ts) applied to the
// pieces, the place and the customer. The first rule that refuses is the answer, in this order.

/** Cash for one transaction must stay below ₹2,00,000 (Income-tax Act, s.269ST): the largest maximum a rule may set. */
export const COD_CEILING_PAISE = 19_999_900;
export const CUSTOMER_RTO_LOOKBACK_DAYS = 180;

export type CodPlaceEffect = "ALLOW" | "PREPAID_ONLY" | "BLOCK" | "ADVANCE";
export type CodPlaceRule = { kind: "PIN" | "STATE"; value: string; effect: CodPlaceEffect };

export type CodRules = {
  /** Null for the built-in rules used before an owner saves any. */
  id: string | null;
  validFrom: Date;
  minOrderPaise: number;
  maxOrderPaise: number;
  feePaise: number;
  firstOrderMaxPaise: number | null;
  rtoLookbackDays: number | null;
  places: readonly CodPlaceRule[];
} & CodAdvanceRules;

/** The advance asked before cash on delivery (decision 115): how much, from whom, and what a refused parcel costs of it. */
export type CodAdvanceRules = {
  /** A fixed sum, or a percentage of what store credit leaves to pay; both null: no advance is asked. */
  advanceFixedPaise: number | null;
  advancePercent: number | null;
  /** Orders of this total or more are asked; null: none for their value. */
  advanceFromPaise: number | null;
  /** A recent return to origin asks an advance instead of refusing cash on delivery. */
  advanceOnRecentRto: boolean;
  /** A refused parcel: the shop keeps up to this much of the paid advance and refunds the rest. */
  advanceKeepPaise: number;
};

/** Why this order is asked an advance, and how much the rules ask (./advance.ts turns it into rupees). */
export type CodAdvanceAsk = {
  why: "place" | "order-value" | "recent-rto";
  fixedPaise: number | null;
  percent: number | null;
  keepPaise: number;
};

export type CodLine = { productId: string; productName: string; cashOnDelivery: boolean };
export type CodPlace = { pinCode: string; state: string };
/** What the shop knows of the customer: their last return to origin, and whether any order of theirs was delivered. */
export type CodCustomer = { lastRtoAt: Date | null; hasDeliveredOrder: boolean };

export type CodCase = {
  lines: readonly CodLine[];
  /** The pieces' total with GST (and delivery), before the fee. */
  goodsPaise: number;
  /** Unknown until an address is chosen: place rules are then not applied yet. */
  place?: CodPlace | null;
  /** Unknown for a visitor: customer rules are then not applied yet. */
  customer?: CodCustomer | null;
  now: Date;
};

export type CodRuleName =
  "place-blocked" | "products" | "place-prepaid" | "recent-rto" | "first-order" | "cod-off" | "below-min" | "above-max";

type OnlineOnly = readonly { productId: string; productName: string }[];

export type CodDecision =
  /** `advance`: present when cash on delivery needs a part paid online first. */
  | { ok: true; feePaise: number; totalPaise: number; advance?: CodAdvanceAsk }
  /** `onlineOnly`: the pieces that cannot be paid in cash (the "products" rule), for the booking page to offer moving. */
  | { ok: false; rule: CodRuleName; message: string; onlineOnly: OnlineOnly };

const PAY_ONLINE = "Please pay online with Pay Now.";
const DAY_MS = 86_400_000;

/** The place rule that applies: a pin code's own rule before its state's. */
export function placeRuleFor(rules: Pick<CodRules, "places">, place: CodPlace): CodPlaceRule | null {
  const pin = rules.places.find((rule) => rule.kind === "PIN" && rule.value === place.pinCode);
  if (pin) return pin;
  const state = place.state.trim().toLowerCase();
  return rules.places.find((rule) => rule.kind === "STATE" && rule.value.toLowerCase() === state) ?? null;
}

function placeName(rule: CodPlaceRule): string {
  return rule.kind === "PIN" ? `pin code ${rule.value}` : rule.value;
}

/** Null when the shop delivers to this place at all (whatever the payment), else why not. */
export function placeRefusal(rules: Pick<CodRules, "places">, place: CodPlace): string | null {
  const rule = placeRuleFor(rules, place);
  return rule?.effect === "BLOCK" ? `We do not deliver to ${placeName(rule)} at the moment. Please choose another address.` : null;
}

/** The largest order total cash may pay under these rules (never the legal ceiling or more). */
export function codMaxPaise(rules: Pick<CodRules, "maxOrderPaise">): number {
  return Math.min(rules.maxOrderPaise, COD_CEILING_PAISE);
}

export function decideCod(rules: CodRules, request: CodCase): CodDecision {
  const refuse = (rule: CodRuleName, message: string, onlineOnly: OnlineOnly = []): CodDecision => ({
    ok: false,
    rule,
    message,
    onlineOnly,
  });
  const totalPaise = request.goodsPaise + rules.feePaise;
  const placeRule = request.place ? placeRuleFor(rules, request.place) : null;

  if (placeRule?.effect === "BLOCK") return refuse("place-blocked", placeRefusal(rules, request.place!)!);
  const onlineOnly = new Map<string, { productId: string; productName: string }>();
  for (const line of request.lines) {
    if (!line.cashOnDelivery) onlineOnly.set(line.productId, { productId: line.productId, productName: line.productName });
  }
  if (onlineOnly.size > 0) {
    const names = [...new Set([...onlineOnly.values()].map((line) => line.productName))].join(", ");
    return refuse("products", `Cash on delivery is not available for ${names}. ${PAY_ONLINE}`, [...onlineOnly.values()]);
  }
  if (placeRule?.effect === "PREPAID_ONLY") {
    return refuse("place-prepaid", `Cash on delivery is not available for ${placeName(placeRule)}. ${PAY_ONLINE}`);
  }
  const customer = request.customer;
  const asksAdvance = rules.advanceFixedPaise !== null || rules.advancePercent !== null;
  let advanceWhy: CodAdvanceAsk["why"] | null = placeRule?.effect === "ADVANCE" && asksAdvance ? "place" : null;
  if (customer && rules.rtoLookbackDays !== null && customer.lastRtoAt) {
    if (request.now.getTime() - customer.lastRtoAt.getTime() < rules.rtoLookbackDays * DAY_MS) {
      if (rules.advanceOnRecentRto && asksAdvance) advanceWhy = "recent-rto";
      else
        return refuse(
          "recent-rto",
          `Cash on delivery is not available on this account for now: an order came back undelivered in the last ${rules.rtoLookbackDays} days. ${PAY_ONLINE}`,
        );
    }
  }
  if (customer && rules.firstOrderMaxPaise !== null && !customer.hasDeliveredOrder && totalPaise > rules.firstOrderMaxPaise) {
    return refuse("first-order", `A first order above ${formatINR(rules.firstOrderMaxPaise)} can be paid online only. ${PAY_ONLINE}`);
  }
  const maxPaise = codMaxPaise(rules);
  if (maxPaise <= 0) return refuse("cod-off", `Cash on delivery is not available at the moment. ${PAY_ONLINE}`);
  if (totalPaise < rules.minOrderPaise) {
    return refuse("below-min", `Cash on delivery is available for orders from ${formatINR(rules.minOrderPaise)}. ${PAY_ONLINE}`);
  }
  if (totalPaise > maxPaise) {
    return refuse("above-max", `Cash on delivery is available for orders up to ${formatINR(maxPaise)}. ${PAY_ONLINE}`);
  }
  // A place's ALLOW only lifts its state's rule; it never lifts the value rules above.
  if (asksAdvance && rules.advanceFromPaise !== null && totalPaise >= rules.advanceFromPaise) advanceWhy ??= "order-value";
  if (!advanceWhy) return { ok: true, feePaise: rules.feePaise, totalPaise };
  const advance = {
    why: advanceWhy,
    fixedPaise: rules.advanceFixedPaise,
    percent: rules.advancePercent,
    keepPaise: rules.advanceKeepPaise,
  };
  return { ok: true, feePaise: rules.feePaise, totalPaise, advance };
}
