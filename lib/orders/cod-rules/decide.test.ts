import { describe, expect, it } from "vitest";
import { COD_CEILING_PAISE, decideCod, placeRefusal, type CodCase, type CodRules } from "./decide";

const NOW = new Date("2026-11-28T06:00:00Z");
const DAY = 86_400_000;

const rules = (overrides: Partial<CodRules> = {}): CodRules => ({
  id: "set",
  validFrom: new Date(0),
  minOrderPaise: 0,
  maxOrderPaise: 1_000_000,
  feePaise: 0,
  firstOrderMaxPaise: null,
  rtoLookbackDays: null,
  places: [],
  advanceFixedPaise: null,
  advancePercent: null,
  advanceFromPaise: null,
  advanceOnRecentRto: false,
  advanceKeepPaise: 0,
  ...overrides,
});

const line = (productName: string, cashOnDelivery = true) => ({ productId: `p-${productName}`, productName, cashOnDelivery });
const request = (overrides: Partial<CodCase> = {}): CodCase => ({
  lines: [line("Chikankari Kurta")],
  goodsPaise: 150_000,
  place: { pinCode: "411001", state: "Maharashtra" },
  customer: { lastRtoAt: null, hasDeliveredOrder: true },
  now: NOW,
  ...overrides,
});
const ruleOf = (decision: ReturnType<typeof decideCod>) => (decision.ok ? "ok" : decision.rule);

describe("decideCod", () => {
  it("allows an order within the limits, adding the fee to what the courier collects", () => {
    expect(decideCod(rules({ feePaise: 4900 }), request())).toEqual({ ok: true, feePaise: 4900, totalPaise: 154_900 });
  });

  it("names each product that needs online payment once, and lists them for the booking page", () => {
    const decision = decideCod(
      rules(),
      request({ lines: [line("Silk Kurta", false), line("Chikankari Kurta"), line("Silk Kurta", false)] }),
    );
    expect(decision).toEqual({
      ok: false,
      rule: "products",
      message: "Cash on delivery is not available for Silk Kurta. Please pay online with Pay Now.",
      onlineOnly: [{ productId: "p-Silk Kurta", productName: "Silk Kurta" }],
    });
  });

  it("compares the total with the fee against the maximum, and says the maximum", () => {
    expect(ruleOf(decideCod(rules({ feePaise: 4900 }), request({ goodsPaise: 1_000_000 - 4900 })))).toBe("ok");
    const over = decideCod(rules({ feePaise: 4900 }), request({ goodsPaise: 1_000_000 - 4899 }));
    expect(over).toMatchObject({
      rule: "above-max",
      message: "Cash on delivery is available for orders up to ₹10,000. Please pay online with Pay Now.",
    });
  });

  it("never lets cash reach ₹2,00,000 for one order, whatever the maximum stored", () => {
    const loose = rules({ maxOrderPaise: 50_000_000 });
    expect(ruleOf(decideCod(loose, request({ goodsPaise: COD_CEILING_PAISE })))).toBe("ok");
    expect(decideCod(loose, request({ goodsPaise: COD_CEILING_PAISE + 1 }))).toMatchObject({
      rule: "above-max",
      message: "Cash on delivery is available for orders up to ₹1,99,999. Please pay online with Pay Now.",
    });
  });

  it("a minimum refuses smaller orders; a maximum of 0 turns cash on delivery off", () => {
    expect(decideCod(rules({ minOrderPaise: 50_000 }), request({ goodsPaise: 49_999 }))).toMatchObject({
      rule: "below-min",
      message: "Cash on delivery is available for orders from ₹500. Please pay online with Pay Now.",
    });
    expect(decideCod(rules({ maxOrderPaise: 0 }), request())).toMatchObject({
      rule: "cod-off",
      message: "Cash on delivery is not available at the moment. Please pay online with Pay Now.",
    });
  });

  it("an order of exactly the minimum, fee included, may pay cash; a paisa less may not", () => {
    const minimum = rules({ minOrderPaise: 50_000, feePaise: 4_900 });
    expect(decideCod(minimum, request({ goodsPaise: 45_100 }))).toEqual({ ok: true, feePaise: 4_900, totalPaise: 50_000 });
    expect(ruleOf(decideCod(minimum, request({ goodsPaise: 45_099 })))).toBe("below-min");
  });

  it("a state's rule applies to addresses in that state only", () => {
    const places = [
      { kind: "STATE", value: "Maharashtra", effect: "PREPAID_ONLY" },
      { kind: "STATE", value: "Tamil Nadu", effect: "BLOCK" },
    ] as const;
    const stateRules = rules({ places });
    expect(ruleOf(decideCod(stateRules, request()))).toBe("place-prepaid");
    expect(ruleOf(decideCod(stateRules, request({ place: { pinCode: "600001", state: "Tamil Nadu" } })))).toBe("place-blocked");
    const karnataka = { pinCode: "560001", state: "Karnataka" };
    expect(decideCod(stateRules, request({ place: karnataka }))).toEqual({ ok: true, feePaise: 0, totalPaise: 150_000 });
    expect(placeRefusal(stateRules, karnataka)).toBeNull();
  });

  it("a pin code's own rule wins over its state's, either way", () => {
    const stateOnly = rules({ places: [{ kind: "STATE", value: "Maharashtra", effect: "PREPAID_ONLY" }] });
    expect(decideCod(stateOnly, request())).toMatchObject({
      rule: "place-prepaid",
      message: "Cash on delivery is not available for Maharashtra. Please pay online with Pay Now.",
    });
    const pinAllowed = rules({ places: [...stateOnly.places, { kind: "PIN", value: "411001", effect: "ALLOW" }] });
    expect(ruleOf(decideCod(pinAllowed, request()))).toBe("ok");
    const pinPrepaid = rules({ places: [{ kind: "PIN", value: "411001", effect: "PREPAID_ONLY" }] });
    expect(decideCod(pinPrepaid, request())).toMatchObject({
      message: "Cash on delivery is not available for pin code 411001. Please pay online with Pay Now.",
    });
    expect(ruleOf(decideCod(pinPrepaid, request({ place: { pinCode: "411002", state: "Maharashtra" } })))).toBe("ok");
  });

  it("an allowed pin code never lifts the value rules", () => {
    const allowed = rules({ maxOrderPaise: 100_000, places: [{ kind: "PIN", value: "411001", effect: "ALLOW" }] });
    expect(ruleOf(decideCod(allowed, request()))).toBe("above-max");
  });

  it("a blocked place comes first, and also refuses paying online", () => {
    const blocked = rules({ places: [{ kind: "PIN", value: "411001", effect: "BLOCK" }] });
    const decision = decideCod(blocked, request({ lines: [line("Silk Kurta", false)] }));
    expect(decision).toMatchObject({
      rule: "place-blocked",
      message: "We do not deliver to pin code 411001 at the moment. Please choose another address.",
    });
    expect(placeRefusal(blocked, { pinCode: "411001", state: "Maharashtra" })).toBe(
      "We do not deliver to pin code 411001 at the moment. Please choose another address.",
    );
    expect(placeRefusal(blocked, { pinCode: "560001", state: "Karnataka" })).toBeNull();
  });

  it("states match whatever their case", () => {
    const stateBlocked = rules({ places: [{ kind: "STATE", value: "Tamil Nadu", effect: "BLOCK" }] });
    expect(placeRefusal(stateBlocked, { pinCode: "600001", state: "tamil nadu " })).toBe(
      "We do not deliver to Tamil Nadu at the moment. Please choose another address.",
    );
  });

  it("a return to origin within the look-back means pay online; older ones do not count", () => {
    const strict = rules({ rtoLookbackDays: 180 });
    const recent = request({ customer: { lastRtoAt: new Date(NOW.getTime() - 179 * DAY), hasDeliveredOrder: true } });
    expect(decideCod(strict, recent)).toMatchObject({
      rule: "recent-rto",
      message:
        "Cash on delivery is not available on this account for now: an order came back undelivered in the last 180 days. Please pay online with Pay Now.",
    });
    const old = request({ customer: { lastRtoAt: new Date(NOW.getTime() - 181 * DAY), hasDeliveredOrder: true } });
    expect(ruleOf(decideCod(strict, old))).toBe("ok");
    expect(ruleOf(decideCod(rules(), recent))).toBe("ok");
  });

  it("a first order above its limit pays online; a customer with a delivered order does not", () => {
    const firstCap = rules({ firstOrderMaxPaise: 100_000, feePaise: 4900 });
    const newcomer = { lastRtoAt: null, hasDeliveredOrder: false };
    expect(decideCod(firstCap, request({ customer: newcomer, goodsPaise: 95_200 }))).toMatchObject({
      rule: "first-order",
      message: "A first order above ₹1,000 can be paid online only. Please pay online with Pay Now.",
    });
    expect(ruleOf(decideCod(firstCap, request({ customer: newcomer, goodsPaise: 95_100 })))).toBe("ok");
    expect(ruleOf(decideCod(firstCap, request({ goodsPaise: 95_200 })))).toBe("ok");
  });

  it("before an address or a customer is known, only the rules that need neither apply", () => {
    const all = rules({ rtoLookbackDays: 180, firstOrderMaxPaise: 1, places: [{ kind: "STATE", value: "Maharashtra", effect: "BLOCK" }] });
    expect(ruleOf(decideCod(all, request({ place: null, customer: null })))).toBe("ok");
  });

  it("applies the rules in a fixed order: place blocked, products, place prepaid, recent RTO, first order, minimum, maximum", () => {
    let current = rules({
      minOrderPaise: 10_000_000,
      maxOrderPaise: 100,
      firstOrderMaxPaise: 1,
      rtoLookbackDays: 180,
      places: [
        { kind: "PIN", value: "411001", effect: "BLOCK" },
        { kind: "STATE", value: "Maharashtra", effect: "PREPAID_ONLY" },
      ],
    });
    let asked = request({ lines: [line("Silk Kurta", false)], customer: { lastRtoAt: NOW, hasDeliveredOrder: false } });
    const lifts = [
      () => (current = { ...current, places: current.places.filter((place) => place.kind === "STATE") }),
      () => (asked = { ...asked, lines: [line("Chikankari Kurta")] }),
      () => (current = { ...current, places: [] }),
      () => (asked = { ...asked, customer: { lastRtoAt: null, hasDeliveredOrder: false } }),
      () => (current = { ...current, firstOrderMaxPaise: null }),
      () => (current = { ...current, minOrderPaise: 0 }),
      () => (current = { ...current, maxOrderPaise: 10_000_000 }),
    ];
    const seen = lifts.map((lift) => {
      const rule = ruleOf(decideCod(current, asked));
      lift();
      return rule;
    });
    expect([...seen, ruleOf(decideCod(current, asked))]).toEqual([
      "place-blocked",
      "products",
      "place-prepaid",
      "recent-rto",
      "first-order",
      "below-min",
      "above-max",
      "ok",
    ]);
    expect(ruleOf(decideCod({ ...current, maxOrderPaise: 0, minOrderPaise: 10_000_000 }, asked))).toBe("cod-off");
  });
});

describe("the advance before cash on delivery (decision 115)", () => {
  const asking = (overrides: Partial<CodRules> = {}) => rules({ advanceFixedPaise: 20_000, advanceKeepPaise: 15_000, ...overrides });
  const why = (decision: ReturnType<typeof decideCod>) => (decision.ok ? (decision.advance?.why ?? "none") : `refused: ${decision.rule}`);

  it("asks it in a pin code whose rule is ADVANCE, from orders of a set value, and of a recent return to origin instead of refusing", () => {
    const pin = asking({ places: [{ kind: "PIN", value: "411001", effect: "ADVANCE" }] });
    expect(decideCod(pin, request())).toEqual({
      ok: true,
      feePaise: 0,
      totalPaise: 150_000,
      advance: { why: "place", fixedPaise: 20_000, percent: null, keepPaise: 15_000 },
    });
    expect(why(decideCod(pin, request({ place: { pinCode: "411002", state: "Maharashtra" } })))).toBe("none");
    expect(why(decideCod(asking({ advanceFromPaise: 150_000 }), request()))).toBe("order-value");
    expect(why(decideCod(asking({ advanceFromPaise: 150_001 }), request()))).toBe("none");
    const recent = { lastRtoAt: new Date(NOW.getTime() - 10 * DAY), hasDeliveredOrder: true };
    expect(why(decideCod(asking({ rtoLookbackDays: 180, advanceOnRecentRto: true }), request({ customer: recent })))).toBe("recent-rto");
    expect(why(decideCod(asking({ rtoLookbackDays: 180 }), request({ customer: recent })))).toBe("refused: recent-rto");
  });

  it("asks nothing when the rules name no sum, and never lifts a refusal", () => {
    const noSum = rules({ places: [{ kind: "PIN", value: "411001", effect: "ADVANCE" }], advanceFromPaise: 0 });
    expect(decideCod(noSum, request())).toEqual({ ok: true, feePaise: 0, totalPaise: 150_000 });
    const recent = { lastRtoAt: new Date(NOW.getTime() - 10 * DAY), hasDeliveredOrder: true };
    expect(why(decideCod(rules({ rtoLookbackDays: 180, advanceOnRecentRto: true }), request({ customer: recent })))).toBe(
      "refused: recent-rto",
    );
    expect(why(decideCod(asking({ advanceFromPaise: 0, maxOrderPaise: 100_000 }), request()))).toBe("refused: above-max");
  });
});
