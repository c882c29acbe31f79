import { describe, expect, it } from "vitest";
import { intentSchema } from "./schemas";

const intent = (path: string) => intentSchema.safeParse({ action: "cart", sizeId: "size-1", path }).success;

describe("a remembered intent's way back", () => {
  it("is a product page, English or Hindi, with its colour and size", () => {
    expect(intent("/product/indigo-kurta?color=abc&size=M")).toBe(true);
    expect(intent("/hi/product/indigo-kurta?color=abc&size=M")).toBe(true);
  });

  it("is never another page or another site", () => {
    for (const path of ["/hi/cart", "/hindi/product/x", "/hi", "//evil.example/product/x", "https://evil.example/product/x", "/cart"]) {
      expect(intent(path), path).toBe(false);
    }
  });
});
