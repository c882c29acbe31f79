import { describe, expect, it } from "vitest";
import { codRefusal } from "./cod";

const cod = (productName: string, cashOnDelivery = true) => ({ productName, cashOnDelivery });

describe("codRefusal", () => {
  it("allows an order whose every product allows it, up to the limit", () => {
    expect(codRefusal([cod("Chikankari Kurta"), cod("Bandhani Kurta")], 1_000_000, 1_000_000)).toBeNull();
  });

  it("names each product that needs online payment, once", () => {
    expect(
      codRefusal([cod("Silk Kurta", false), cod("Chikankari Kurta"), cod("Silk Kurta", false), cod("Zari Kurta", false)], 100, 1_000_000),
    ).toBe("Cash on delivery is not available for Silk Kurta, Zari Kurta. Please pay online with Pay Now.");
  });

  it("refuses a total above the limit, saying the limit", () => {
    expect(codRefusal([cod("Chikankari Kurta")], 1_000_001, 1_000_000)).toBe(
      "Cash on delivery is available for orders up to ₹10,000. Please pay online with Pay Now.",
    );
  });

  it("a limit of 0 turns cash on delivery off", () => {
    expect(codRefusal([cod("Chikankari Kurta")], 100, 0)).toBe(
      "Cash on delivery is not available at the moment. Please pay online with Pay Now.",
    );
  });
});
