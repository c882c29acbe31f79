import { describe, it, expect } from "vitest";
import { DELIVERY_CHARGE_PAISE, cartTotals, lineTotal, type PricedLine } from "./cart-totals";
import { priceWithGst } from "./gst";
import type { GstSchedule } from "./gst";
import * as api from "./index";

const ON = new Date("2024-06-01T12:00:00+05:30");

describe("lineTotal", () => {
  it("is (price + GST) × quantity", () => {
    expect(lineTotal({ pricePaise: 39_900, cutPricePaise: 59_900, quantity: 2 }, ON)).toBe(83_790); // (399 + 19.95) × 2
    expect(lineTotal({ pricePaise: 100_000, cutPricePaise: 100_000, quantity: 1 }, ON)).toBe(112_000);
    expect(lineTotal({ pricePaise: 99_999, cutPricePaise: 0, quantity: 3 }, ON)).toBe(314_997); // (99999 + 5000) × 3
  });

  it("rounds GST per unit before multiplying by quantity", () => {
    // 617.25 paise GST per unit → 617; × 4 = 2468 (not round(2469))
    expect(lineTotal({ pricePaise: 12_345, cutPricePaise: 12_345, quantity: 4 }, ON)).toBe((12_345 + 617) * 4);
  });

  it("stays exact for large quantities", () => {
    // ₹7,999 + ₹959.88 = ₹8,958.88 per unit, × 10,000
    expect(lineTotal({ pricePaise: 799_900, cutPricePaise: 999_900, quantity: 10_000 }, ON)).toBe(8_958_880_000);
  });

  it("uses the schedule passed in", () => {
    const flat18: GstSchedule[] = [{ validFrom: "2000-01-01", slabs: [{ minPricePaise: 0, rateBasisPoints: 1800 }] }];
    expect(lineTotal({ pricePaise: 10_000, cutPricePaise: 10_000, quantity: 2 }, ON, flat18)).toBe(23_600);
  });
});

describe("input validation", () => {
  const ok: PricedLine = { pricePaise: 39_900, cutPricePaise: 59_900, quantity: 1 };
  const bad: [string, PricedLine, RegExp][] = [
    ["zero quantity", { ...ok, quantity: 0 }, /quantity must be a positive whole number.*got 0/],
    ["negative quantity", { ...ok, quantity: -2 }, /quantity.*got -2/],
    ["fractional quantity", { ...ok, quantity: 1.5 }, /quantity.*got 1\.5/],
    ["NaN quantity", { ...ok, quantity: Number.NaN }, /quantity.*got NaN/],
    ["quantity above MAX_SAFE_INTEGER", { ...ok, quantity: 2 ** 53 }, /quantity/],
    ["negative price", { ...ok, pricePaise: -1 }, /pricePaise must be a non-negative whole number.*got -1/],
    ["fractional price", { ...ok, pricePaise: 399.5 }, /pricePaise.*got 399\.5/],
    ["NaN price", { ...ok, pricePaise: Number.NaN }, /pricePaise.*got NaN/],
    ["price above MAX_SAFE_INTEGER", { ...ok, pricePaise: Number.MAX_SAFE_INTEGER + 2 }, /pricePaise/],
    ["negative cut price", { ...ok, cutPricePaise: -100 }, /cutPricePaise.*got -100/],
    ["string quantity", { ...ok, quantity: "2" as unknown as number }, /quantity.*got string 2/],
  ];

  it.each(bad)("rejects %s with a RangeError", (_name, line, message) => {
    expect(() => lineTotal(line, ON)).toThrow(RangeError);
    expect(() => lineTotal(line, ON)).toThrow(message);
    expect(() => cartTotals([ok, line], ON)).toThrow(/^cart line 1: /);
  });

  it("rejects results that would exceed MAX_SAFE_INTEGER", () => {
    expect(() => lineTotal({ pricePaise: 799_900, cutPricePaise: 0, quantity: 2 ** 40 }, ON)).toThrow(/exceeds Number.MAX_SAFE_INTEGER/);
    const big: PricedLine = { pricePaise: 5_000_000_000_000_000, cutPricePaise: 0, quantity: 1 };
    expect(() => cartTotals([big, big], ON)).toThrow(/cart subtotal exceeds/);
  });
});

describe("cartTotals", () => {
  it("builds the full breakdown with free delivery", () => {
    const lines: PricedLine[] = [
      { pricePaise: 39_900, cutPricePaise: 59_900, quantity: 2 }, // ₹399 (was ₹599) × 2
      { pricePaise: 799_900, cutPricePaise: 1_199_900, quantity: 1 }, // ₹7,999 (was ₹11,999)
      { pricePaise: 99_999, cutPricePaise: 99_999, quantity: 1 }, // ₹999.99, no discount
    ];
    expect(cartTotals(lines, ON)).toEqual({
      subtotalPaise: 79_800 + 799_900 + 99_999, // 979_699
      gstPaise: 1995 * 2 + 95_988 + 5000, // 104_978
      discountPaise: 20_000 * 2 + 400_000, // 440_000
      promoDiscountPaise: 0,
      // With GST: (₹628.95 − ₹418.95) × 2 + (₹13,438.88 − ₹8,958.88)
      savingWithGstPaise: 21_000 * 2 + 448_000,
      // The cut prices with GST: ₹628.95 × 2 + ₹13,438.88 + ₹999.99 + ₹50 GST
      listWithGstPaise: 62_895 * 2 + 1_343_888 + 104_999,
      offersWithGstPaise: 0,
      deliveryPaise: 4000,
      deliveryDiscountPaise: 4000,
      deliveryDuePaise: 0,
      totalPaise: 1_084_677,
    });
  });

  it("total is the sum of line totals", () => {
    const lines: PricedLine[] = [
      { pricePaise: 12_345, cutPricePaise: 20_000, quantity: 3 },
      { pricePaise: 123_456, cutPricePaise: 150_000, quantity: 7 },
    ];
    const totals = cartTotals(lines, ON);
    expect(totals.totalPaise).toBe(lineTotal(lines[0]!, ON) + lineTotal(lines[1]!, ON));
    expect(totals.totalPaise).toBe(totals.subtotalPaise + totals.gstPaise);
    expect(totals.totalPaise).toBe((12_345 + 617) * 3 + (123_456 + 14_815) * 7);
  });

  it("treats a cut price below the price as no discount", () => {
    const totals = cartTotals(
      [
        { pricePaise: 50_000, cutPricePaise: 40_000, quantity: 5 },
        { pricePaise: 50_000, cutPricePaise: 60_000, quantity: 2 },
      ],
      ON,
    );
    expect(totals.discountPaise).toBe(20_000);
  });

  it("takes a promotion's discount off before GST, with the slab chosen on what is left", () => {
    // ₹2,600 at 10% off: ₹2,340 taxed at 5% (₹117), not ₹2,600 at 18%.
    const totals = cartTotals(
      [{ pricePaise: 260_000, cutPricePaise: 300_000, quantity: 2, unitDiscountPaise: 26_000 }],
      new Date("2026-11-28T12:00:00+05:30"),
    );
    expect(totals).toMatchObject({ subtotalPaise: 520_000, promoDiscountPaise: 52_000, gstPaise: 23_400, totalPaise: 468_000 + 23_400 });
    expect(() => cartTotals([{ pricePaise: 100, cutPricePaise: 100, quantity: 1, unitDiscountPaise: 101 }], ON)).toThrow(RangeError);
  });

  it("adds up as the shopper reads it, every figure with GST: list − discount on it − offers = total", () => {
    // ₹2,600 (₹3,000 struck) at 10% off, 2 pieces, after 22 September 2025: ₹2,340 at 5% is ₹2,457 a piece; the
    // piece with GST without the offer, ₹2,600 at 12%, is ₹2,912, so the offer takes ₹455 with GST off each.
    const totals = cartTotals(
      [{ pricePaise: 260_000, cutPricePaise: 300_000, quantity: 2, unitDiscountPaise: 26_000 }],
      new Date("2026-11-28T12:00:00+05:30"),
    );
    expect(totals.totalPaise).toBe(totals.listWithGstPaise - totals.savingWithGstPaise - totals.offersWithGstPaise);
    expect(totals.offersWithGstPaise).toBe(2 * (priceWithGst(260_000, new Date("2026-11-28T12:00:00+05:30")) - 245_700));
    expect(totals.listWithGstPaise).toBe(2 * priceWithGst(300_000, new Date("2026-11-28T12:00:00+05:30")));
  });

  it("handles an empty cart", () => {
    expect(cartTotals([], ON)).toEqual({
      subtotalPaise: 0,
      gstPaise: 0,
      discountPaise: 0,
      promoDiscountPaise: 0,
      savingWithGstPaise: 0,
      listWithGstPaise: 0,
      offersWithGstPaise: 0,
      deliveryPaise: 4000,
      deliveryDiscountPaise: 4000,
      deliveryDuePaise: 0,
      totalPaise: 0,
    });
  });

  it("stays exact for large quantities", () => {
    const totals = cartTotals([{ pricePaise: 799_900, cutPricePaise: 899_900, quantity: 10_000 }], ON);
    expect(totals.subtotalPaise).toBe(7_999_000_000);
    expect(totals.gstPaise).toBe(959_880_000);
    expect(totals.discountPaise).toBe(1_000_000_000);
    expect(totals.totalPaise).toBe(8_958_880_000);
  });

  it("applies one date to every line", () => {
    const schedules: GstSchedule[] = [
      { validFrom: "2020-01-01", slabs: [{ minPricePaise: 0, rateBasisPoints: 500 }] },
      { validFrom: "2024-06-01", slabs: [{ minPricePaise: 0, rateBasisPoints: 1000 }] },
    ];
    const lines: PricedLine[] = [{ pricePaise: 10_000, cutPricePaise: 10_000, quantity: 1 }];
    expect(cartTotals(lines, new Date("2024-05-31T23:00:00+05:30"), schedules).gstPaise).toBe(500);
    expect(cartTotals(lines, new Date("2024-06-01T00:00:00+05:30"), schedules).gstPaise).toBe(1000);
  });

  it("exposes the delivery charge", () => {
    expect(DELIVERY_CHARGE_PAISE).toBe(4000);
  });
});

describe("index", () => {
  it("re-exports the public API", () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        "DELIVERY_CHARGE_PAISE",
        "GST_SCHEDULES",
        "cartTotals",
        "cashRoundOff",
        "codFeeSplit",
        "cutPiece",
        "formatINR",
        "paidPerPiecePaise",
        "formatRoundOff",
        "gstFor",
        "gstRateFor",
        "gstScheduleFor",
        "lessDiscount",
        "lineTotal",
        "nextGstChange",
        "paiseToRupees",
        "percentOff",
        "priceBeforeGst",
        "priceRangeBeforeGst",
        "priceWithGst",
        "returnTotals",
        "roundOffReturned",
        "rupeesToPaise",
        "sharesOf",
      ].sort(),
    );
  });
});
