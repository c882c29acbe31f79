import { describe, expect, it } from "vitest";
import { ALL_SEGMENT, paramsOfSegment, searchSegment } from "./search-segment";

describe("the search page's parameters as one path segment", () => {
  it("reads back as the page's own parameters, in the URL's order, first values only", () => {
    const segment = searchSegment(new URLSearchParams("size=M&utm_source=x&search=Silk%20%20Kurta&size=L&page=2"));
    expect(segment).toMatch(/^[\w-]+$/);
    expect(Object.entries(paramsOfSegment(segment) ?? {})).toEqual([
      ["size", "M"],
      ["search", "Silk  Kurta"],
      ["page", "2"],
    ]);
  });

  it("is one segment per distinct page: unknown and blank parameters make no difference", () => {
    expect(searchSegment(new URLSearchParams("search=kurta&fbclid=1&color="))).toBe(searchSegment(new URLSearchParams("search=kurta")));
    expect(searchSegment(new URLSearchParams("search=kurta&size=M"))).not.toBe(searchSegment(new URLSearchParams("size=M&search=kurta")));
  });

  it("stands for the unfiltered list with no parameters, and for no page when it did not make the segment", () => {
    expect(searchSegment(new URLSearchParams("utm_source=x"))).toBe(ALL_SEGMENT);
    expect(paramsOfSegment(ALL_SEGMENT)).toEqual({});
    expect(paramsOfSegment("search=kurta")).toBeNull();
    expect(paramsOfSegment("xyz")).toBeNull();
    // The same parameters with an unknown one, or padded: another address of the same page, so none.
    expect(paramsOfSegment(Buffer.from("search=kurta&utm_source=x").toString("base64url"))).toBeNull();
    expect(paramsOfSegment(Buffer.from("search=kurta").toString("base64url"))).toEqual({ search: "kurta" });
  });
});
