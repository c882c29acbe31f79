import { describe, expect, it } from "vitest";
import { cashCreditSplit, creditSplit } from "./split";

describe("creditSplit", () => {
  it("pays what the balance covers; cash rounds the rest to the rupee, a card pays it exactly", () => {
    expect(creditSplit(50_000, 149_940, true)).toEqual({ creditPaise: 50_000, roundOffPaise: -40, restPaise: 99_900 });
    expect(creditSplit(50_025, 149_900, true)).toEqual({ creditPaise: 50_025, roundOffPaise: 25, restPaise: 99_900 });
    expect(creditSplit(50_025, 149_900, false)).toEqual({ creditPaise: 50_025, roundOffPaise: 0, restPaise: 99_875 });
  });

  it("never pays more than is due, nor more than the balance", () => {
    expect(creditSplit(500_000, 149_900, false)).toEqual({ creditPaise: 149_900, roundOffPaise: 0, restPaise: 0 });
    expect(creditSplit(0, 149_900, true)).toEqual({ creditPaise: 0, roundOffPaise: 0, restPaise: 149_900 });
  });
});

describe("cashCreditSplit", () => {
  it("credit pays part of a cash order's goods and fee; the rest is rounded to the nearest rupee and the total is credit plus cash", () => {
    // ₹1,234.60 due before rounding (quoted ₹1,235 with its 40 paise round-off); ₹100.25 of credit.
    const split = cashCreditSplit(10_025, { totalPaise: 123_500, roundOffPaise: 40 });
    expect(split).toEqual({ creditPaise: 10_025, roundOffPaise: -35, restPaise: 113_400, totalPaise: 123_425 });
  });
});
