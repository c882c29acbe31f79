import { describe, expect, it } from "vitest";
import { salesAxis } from "./sales-axis";

describe("salesAxis", () => {
  it.each([
    [
      [120_000, 987_654, null],
      [0, 250_000, 500_000, 750_000, 1_000_000],
    ],
    [
      [1_530_000, 40_000],
      [0, 500_000, 1_000_000, 1_500_000, 2_000_000],
    ],
    [[2_000_000], [0, 500_000, 1_000_000, 1_500_000, 2_000_000]],
    [[96_310], [0, 25_000, 50_000, 75_000, 100_000]],
    [[7], [0, 2, 4, 6, 8]],
  ])("holds the largest month of %j", (values, ticks) => {
    const axis = salesAxis(values);
    expect(axis.ticks).toEqual(ticks);
    expect(axis.domain).toEqual([0, ticks.at(-1)]);
    expect(axis.domain[1]).toBeGreaterThanOrEqual(Math.max(...values.filter((value) => value !== null)));
  });

  it("draws ₹0 to ₹1K before any sale", () => {
    expect(salesAxis([null, 0, null]).domain).toEqual([0, 1000]);
  });
});
