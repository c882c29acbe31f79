import { describe, expect, it } from "vitest";
import { FIT_RULE, fitAdvice, halfBinomialTail } from "./fit-advice";

describe("the fit rule (decision 089)", () => {
  it("computes the exact binomial tail at p = 1/2", () => {
    expect(halfBinomialTail(0, 10)).toBe(1);
    expect(halfBinomialTail(11, 10)).toBe(0);
    expect(halfBinomialTail(10, 10)).toBeCloseTo(1 / 1024, 12);
    expect(halfBinomialTail(9, 10)).toBeCloseTo(11 / 1024, 12);
    expect(halfBinomialTail(8, 10)).toBeCloseTo(56 / 1024, 12);
  });

  it("gives no advice below the minimum number of buyers, however one-sided", () => {
    expect(FIT_RULE.minBuyers).toBe(10);
    expect(fitAdvice({ up: 9, down: 0, fits: 0 })).toBeNull();
    expect(fitAdvice({ up: 0, down: 9, fits: 0 })).toBeNull();
  });

  it("at 10 buyers needs 9 saying one way (P = 11/1024 ≤ 0.05); 8 of 10 is not enough (P = 56/1024)", () => {
    expect(fitAdvice({ up: 9, down: 0, fits: 1 })).toBe("up");
    expect(fitAdvice({ up: 0, down: 9, fits: 1 })).toBe("down");
    expect(fitAdvice({ up: 8, down: 0, fits: 2 })).toBeNull();
  });

  it("true-to-size answers and the other direction count against the advice", () => {
    expect(fitAdvice({ up: 15, down: 0, fits: 5 })).toBe("up"); // P(X ≥ 15 | 20) ≈ 0.021
    expect(fitAdvice({ up: 14, down: 3, fits: 3 })).toBeNull(); // P(X ≥ 14 | 20) ≈ 0.058
    expect(fitAdvice({ up: 30, down: 30, fits: 0 })).toBeNull();
  });
});
