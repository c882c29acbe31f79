import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-path";

describe("safeNextPath", () => {
  it("keeps a path of this site with its query and hash", () => {
    expect(safeNextPath("/myaccount")).toBe("/myaccount");
    expect(safeNextPath("/myaccount#manageAccount")).toBe("/myaccount#manageAccount");
    expect(safeNextPath("/product/red-kurta?color=abc&size=L")).toBe("/product/red-kurta?color=abc&size=L");
    expect(safeNextPath(["/cart", "/elsewhere"])).toBe("/cart");
    expect(safeNextPath(`/${"a".repeat(1999)}`)).toBe(`/${"a".repeat(1999)}`);
  });

  it("keeps dots that are not path segments, and dot segments in the query or hash", () => {
    expect(safeNextPath("/product/kurta.v2/...")).toBe("/product/kurta.v2/...");
    expect(safeNextPath("/search?q=a/../b")).toBe("/search?q=a/../b");
    expect(safeNextPath("/search#a/./b")).toBe("/search#a/./b");
  });

  it("returns the normalised form of what it keeps", () => {
    expect(safeNextPath("/search?q=red kurta")).toBe("/search?q=red%20kurta");
    expect(safeNextPath("/product/%2F")).toBe("/product/%2F");
    // Decoded twice, no more: what a third decoding would show is left to the page it names.
    expect(safeNextPath("/%25252F/evil.example")).toBe("/%25252F/evil.example");
  });

  it("refuses nothing, non-strings and over-long values", () => {
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath("")).toBeNull();
    expect(safeNextPath([])).toBeNull();
    expect(safeNextPath(`/${"a".repeat(2000)}`)).toBeNull();
  });

  it.each([
    // Another site, a scheme, or not a path.
    "https://evil.example/phish",
    "http:/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "//evil.example",
    "///evil.example",
    // Backslashes and control characters, as given or percent-encoded.
    "/\\evil.example",
    "\\\\evil.example",
    "/foo\\bar",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%255Cevil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    // Dot segments, which normalise "/.//host" into "//host".
    "/.//evil.example/phish",
    "/..//evil.example/phish",
    "/%2e//evil.example/phish",
    "/%2E%2E//evil.example/phish",
    "/%252e//evil.example/phish",
    "/a/..//evil.example/phish",
    "/a/../cart",
    "/./cart",
    "/cart/.",
    "/cart/..",
    "/%3F/../cart",
    // A result that reads as "//host" once decoded.
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%252F/evil.example",
    "%2F%2Fevil.example",
    // Malformed percent-encoding.
    "/%E0%A4%A",
    "/%25E0%25A4%25A",
  ])("refuses %j", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});
