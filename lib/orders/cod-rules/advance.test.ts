import { describe, expect, it } from "vitest";
import { advanceOn, advanceTerms, refusedParcelSplit } from "./advance";

describe("advanceOn", () => {
  it("asks a fixed sum, or a percentage of what is left rounded up to the rupee", () => {
    expect(advanceOn({ fixedPaise: 20_000, percent: null }, 154_950)).toBe(20_000);
    expect(advanceOn({ fixedPaise: null, percent: 10 }, 154_950)).toBe(15_500);
    expect(advanceOn({ fixedPaise: null, percent: 20 }, 100_000)).toBe(20_000);
  });

  it("never asks more than the whole rupees left after store credit", () => {
    expect(advanceOn({ fixedPaise: 50_000, percent: null }, 30_050)).toBe(30_000);
    expect(advanceOn({ fixedPaise: null, percent: 100 }, 30_050)).toBe(30_000);
    expect(advanceOn({ fixedPaise: 50_000, percent: null }, 0)).toBe(0);
  });
});

describe("a refused parcel", () => {
  it("keeps up to the terms' sum and refunds the rest; the words say the same figures", () => {
    expect(refusedParcelSplit(20_000, 15_000)).toEqual({ keptPaise: 15_000, refundPaise: 5_000 });
    expect(refusedParcelSplit(10_000, 15_000)).toEqual({ keptPaise: 10_000, refundPaise: 0 });
    expect(refusedParcelSplit(20_000, 0)).toEqual({ keptPaise: 0, refundPaise: 20_000 });
    expect(advanceTerms(20_000, 15_000)).toContain("keeps ₹150 of it for the shipping both ways and refunds the other ₹50.");
    expect(advanceTerms(10_000, 15_000)).toContain("keeps ₹100 of it for the shipping both ways.");
    expect(advanceTerms(20_000, 0)).toContain("refunded in full.");
  });
});
