import { describe, expect, it } from "vitest";
import { isReadablePath, isStorableText } from "./storable-text";

describe("text PostgreSQL can take", () => {
  it("refuses a NUL character and a lone surrogate, and takes any other text", () => {
    expect(isStorableText("Kurta — कुर्ता 👗")).toBe(true);
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("a\udc00")).toBe(false);
  });

  it("a URL path is readable when every segment decodes to such text", () => {
    expect(isReadablePath("/product/indigo-kurta")).toBe(true);
    expect(isReadablePath("/product/%E0%A4%95%E0%A5%81")).toBe(true);
    for (const path of ["/product/%00", "/product/a%00b", "/product/%ED%A0%80", "/reviews/%E0%A4", "/track/%zz"]) {
      expect(isReadablePath(path), path).toBe(false);
    }
  });
});
