import { describe, expect, it } from "vitest";
import { percentOff } from "./discount";

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
