import { describe, expect, it } from "vitest";
import { sharesOf } from "./shares";

describe("sharesOf", () => {
  it("gives one part the whole", () => {
    expect(sharesOf(12_589, [11_990])).toEqual([12_589]);
  });

  it("shares in proportion, the paise left to the largest remainders, then the earlier", () => {
    expect(sharesOf(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(sharesOf(105, [10_000, 5_000])).toEqual([70, 35]);
    expect(sharesOf(101, [1, 2])).toEqual([34, 67]);
  });

  it("adds up to the total, with nothing for a part of weight 0", () => {
    const shares = sharesOf(57_750, [11_990, 0, 43_001]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(57_750);
    expect(shares[1]).toBe(0);
    expect(sharesOf(500, [0, 0])).toEqual([0, 0]);
  });
});
