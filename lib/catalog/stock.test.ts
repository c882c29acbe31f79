import { describe, expect, it } from "vitest";
import { LOW_STOCK_THRESHOLD, stockLevel } from "./stock";

describe("stockLevel", () => {
  it("warns from 1 to 10 pieces left, as the spec says", () => {
    expect(LOW_STOCK_THRESHOLD).toBe(10);
    expect(stockLevel(1)).toBe("low");
    expect(stockLevel(10)).toBe("low");
    expect(stockLevel(11)).toBe("in");
  });

  it("is out of stock at zero (and below, should a bad row ever say so)", () => {
    expect(stockLevel(0)).toBe("out");
    expect(stockLevel(-1)).toBe("out");
  });
});
