import { describe, expect, it } from "vitest";
import { refundSplit, splitOf } from "./refund-split";

describe("refundSplit", () => {
  it("gives the order's credit back first, the rest by the method paid", () => {
    expect(refundSplit({ refundPaise: 150_000, creditLeftPaise: 50_000, toCredit: false, bonusPercent: 10 })).toEqual({
      creditBackPaise: 50_000,
      creditBonusPaise: 0,
      creditPaise: 50_000,
      moneyPaise: 100_000,
      backPaise: 150_000,
    });
  });

  it("credits everything when chosen, with the bonus only on what would have been money", () => {
    expect(refundSplit({ refundPaise: 150_000, creditLeftPaise: 50_000, toCredit: true, bonusPercent: 10 })).toEqual({
      creditBackPaise: 50_000,
      creditBonusPaise: 10_000,
      creditPaise: 160_000,
      moneyPaise: 0,
      backPaise: 160_000,
    });
  });

  it("never gives back more credit than the refund, and rounds the bonus down to the paisa", () => {
    expect(refundSplit({ refundPaise: 30_000, creditLeftPaise: 50_000, toCredit: false, bonusPercent: 0 }).creditBackPaise).toBe(30_000);
    expect(refundSplit({ refundPaise: 157_395, creditLeftPaise: 0, toCredit: true, bonusPercent: 5 }).creditBonusPaise).toBe(7_869);
  });

  it("reads a stored return the same way", () => {
    const split = refundSplit({ refundPaise: 150_000, creditLeftPaise: 50_000, toCredit: true, bonusPercent: 10 });
    expect(splitOf({ totalPaise: 150_000, refundToCredit: true, creditBackPaise: 50_000, creditBonusPaise: 10_000 })).toEqual(split);
  });
});
