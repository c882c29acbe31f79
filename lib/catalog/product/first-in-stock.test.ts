import { describe, expect, it } from "vitest";
import { firstInStockSizeId, firstInStockVariant } from "./first-in-stock";

const size = (id: string, label: string, stock: number) => ({ id, size: label, stock });

describe("first in stock", () => {
  const soldOut = { id: "ivory", sizes: [size("ivory-m", "M", 0), size("ivory-l", "L", 0)] };
  const red = { id: "red", sizes: [size("red-xl", "XL", 4), size("red-s", "S", 0), size("red-m", "M", 2)] };
  const green = { id: "green", sizes: [size("green-s", "S", 9)] };

  it("opens on the first colour with a piece in stock, skipping sold-out colours", () => {
    expect(firstInStockVariant([soldOut, red, green])?.id).toBe("red");
    expect(firstInStockVariant([green, red])?.id).toBe("green");
  });

  it("chooses no colour when every size is sold out, or there are none", () => {
    expect(firstInStockVariant([soldOut])).toBeNull();
    expect(firstInStockVariant([])).toBeNull();
  });

  it("saves the smallest size in stock of that colour, whatever order the sizes were stored in", () => {
    expect(firstInStockSizeId([soldOut, red, green])).toBe("red-m");
  });

  it("saves the first size of all when nothing is in stock (the wishlist keeps sold-out sizes)", () => {
    expect(firstInStockSizeId([{ id: "empty", sizes: [] }, soldOut])).toBe("ivory-m");
    expect(firstInStockSizeId([])).toBeNull();
  });
});
