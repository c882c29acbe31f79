import { describe, expect, it } from "vitest";
import { percentOff } from "./discount";
import { priceWithGst } from "./gst";

describe("percentOff", () => {
  it("is the whole percent off the cut price, rounded down", () => {
    expect(percentOff(75_000, 100_000)).toBe(25);
    expect(percentOff(99_900, 149_900)).toBe(33); // 33.36 %
    expect(percentOff(66_700, 100_000)).toBe(33); // 33.3 %, never rounded up to 34
    expect(percentOff(1, 100)).toBe(99);
  });

  it("is 0 without a real cut price", () => {
    expect(percentOff(100_000, 100_000)).toBe(0);
    expect(percentOff(100_000, 90_000)).toBe(0);
    expect(percentOff(100_000, 0)).toBe(0);
  });

  it("never reaches 100 for a price above zero and is 100 for a free item", () => {
    expect(percentOff(1, 1_000_000)).toBe(99);
    expect(percentOff(0, 50_000)).toBe(100);
  });
});

describe("percentOff beside prices shown with GST", () => {
  // The pages show prices with GST and the discount of the prices before it (one rule with the listing's filter).
  // The percentage never claims more than the prices shown give, beyond a paisa's rounding: with the same rate on both
  // it is the same, and a cut price taxed at a higher rate (above ₹2,500) only widens the gap shown.
  const on = new Date("2026-11-25T12:00:00+05:30");

  it("agrees with the prices shown, or understates them", () => {
    const overstated: string[] = [];
    for (let price = 10_000; price <= 600_000; price += 1_237) {
      for (const cutFactor of [1.05, 1.2, 1.333, 1.5, 2, 3.7]) {
        const cut = Math.round(price * cutFactor);
        const [shownPrice, shownCut] = [priceWithGst(price, on), priceWithGst(cut, on)];
        const exact = ((shownCut - shownPrice) * 100) / shownCut;
        if (percentOff(price, cut) > exact + 0.01) overstated.push(`${price}/${cut}`);
      }
    }
    expect(overstated).toEqual([]);
  });

  it("examples: the same rate keeps the percentage; a higher rate on the cut price widens the gap shown", () => {
    // ₹1,099 (cut ₹1,499): ₹1,153.95 and ₹1,573.95 with 5% GST, 26.7% off either way.
    expect(percentOff(109_900, 149_900)).toBe(26);
    expect(percentOff(priceWithGst(109_900, on), priceWithGst(149_900, on))).toBe(26);
    // ₹2,000 at 5% (₹2,100) against a cut price of ₹3,000 at 18% (₹3,540): 33% said, 40.7% shown.
    expect(percentOff(200_000, 300_000)).toBe(33);
    expect(percentOff(priceWithGst(200_000, on), priceWithGst(300_000, on))).toBe(40);
  });
});
