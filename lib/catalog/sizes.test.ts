import { describe, expect, it } from "vitest";
import { SIZE_ORDER, sizeRank, sortBySize } from "./sizes";

describe("size order", () => {
  it("runs XS to XXL", () => {
    expect(SIZE_ORDER).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
  });

  it("sorts sizes smallest first, whatever order they were stored in", () => {
    const stored = ["XXL", "M", "xs", "L", "S", "XL"].map((size, id) => ({ id, size }));
    expect(sortBySize(stored).map((row) => row.size)).toEqual(["xs", "S", "M", "L", "XL", "XXL"]);
    expect(stored.map((row) => row.size)[0]).toBe("XXL"); // the input is left alone
  });

  it("puts sizes it does not know last, in their own order", () => {
    const stored = [{ size: "Free size" }, { size: "L" }, { size: "3XL" }, { size: "S" }];
    expect(sortBySize(stored).map((row) => row.size)).toEqual(["S", "L", "Free size", "3XL"]);
    expect(sizeRank(" m ")).toBe(2);
    expect(sizeRank("Free size")).toBe(SIZE_ORDER.length);
  });
});
