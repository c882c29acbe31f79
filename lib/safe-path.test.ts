import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-path";

describe("safeNextPath", () => {
  it("keeps a path of this site with its query and hash", () => {
    expect(safeNextPath("/myaccount")).toBe("/myaccount");
    expect(safeNextPath("/myaccount#manageAccount")).toBe("/myaccount#manageAccount");
    expect(safeNextPath("/product/red-kurta?color=abc&size=L")).toBe("/product/red-kurta?color=abc&size=L");
    expect(safeNextPath(["/cart", "/elsewhere"])).toBe("/cart");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeNextPath("/a/../cart")).toBe("/cart");
    expect(safeNextPath("/../../etc")).toBe("/etc");
  });

  it("refuses nothing, non-strings and over-long values", () => {
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath("")).toBeNull();
    expect(safeNextPath([])).toBeNull();
    expect(safeNextPath(`/${"a".repeat(2000)}`)).toBeNull();
  });

  it.each([
    "https://evil.example/phish",
    "http:/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/foo\\bar",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%252F/evil.example",
    "/%255Cevil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/%E0%A4%A",
  ])("refuses %j", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});
