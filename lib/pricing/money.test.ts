import { describe, it, expect } from "vitest";
import { formatINR, paiseToRupees, rupeesToPaise } from "./money";

describe("rupeesToPaise", () => {
  it("converts whole and fractional rupees", () => {
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(1499)).toBe(149_900);
    expect(rupeesToPaise(999.99)).toBe(99_999);
    expect(rupeesToPaise(123.45)).toBe(12_345);
  });

  it("is not fooled by binary floating point", () => {
    // 19.99 * 100 === 1998.9999999999998 and 1.005 * 100 === 100.49999999999999
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1.005)).toBe(101);
  });

  it("rounds to the nearest paisa, halves up", () => {
    expect(rupeesToPaise(10.004)).toBe(1000);
    expect(rupeesToPaise(10.005)).toBe(1001);
    expect(rupeesToPaise(10.006)).toBe(1001);
    expect(rupeesToPaise(1e-7)).toBe(0);
    expect(rupeesToPaise(1e21 / 1e10)).toBe(1e13);
  });

  it.each([Number.NaN, -1, -0.01, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("rejects %s", (bad) => {
    expect(() => rupeesToPaise(bad)).toThrow(RangeError);
  });

  it("rejects amounts too large for exact paise", () => {
    expect(() => rupeesToPaise(Number.MAX_SAFE_INTEGER)).toThrow(/too large/);
    expect(rupeesToPaise(90_071_992_547_409.9)).toBe(Number.MAX_SAFE_INTEGER - 1);
    expect(() => rupeesToPaise(90_071_992_547_410)).toThrow(RangeError);
  });
});

describe("paiseToRupees", () => {
  it("divides by 100", () => {
    expect(paiseToRupees(149_950)).toBe(1499.5);
    expect(paiseToRupees(5)).toBe(0.05);
    expect(paiseToRupees(-4000)).toBe(-40);
  });

  it.each([1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])("rejects %s", (bad) => {
    expect(() => paiseToRupees(bad)).toThrow(RangeError);
  });
});

describe("formatINR", () => {
  it("shows whole rupees without decimals", () => {
    expect(formatINR(149_900)).toBe("₹1,499");
    expect(formatINR(0)).toBe("₹0");
    expect(formatINR(100)).toBe("₹1");
  });

  it("shows exactly two decimals when there are paise", () => {
    expect(formatINR(149_950)).toBe("₹1,499.50");
    expect(formatINR(617)).toBe("₹6.17");
    expect(formatINR(5)).toBe("₹0.05");
  });

  it("uses Indian digit grouping", () => {
    expect(formatINR(10_000_000)).toBe("₹1,00,000");
    expect(formatINR(123_456_789)).toBe("₹12,34,567.89");
  });

  it("formats negatives with a leading minus", () => {
    expect(formatINR(-4000)).toBe("-₹40");
    expect(formatINR(-50)).toBe("-₹0.50");
  });

  it("is exact at Number.MAX_SAFE_INTEGER", () => {
    expect(formatINR(Number.MAX_SAFE_INTEGER)).toBe("₹9,00,71,99,25,47,409.91");
  });

  it.each([1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])("rejects %s", (bad) => {
    expect(() => formatINR(bad)).toThrow(RangeError);
  });
});
