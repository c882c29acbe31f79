import { describe, expect, it } from "vitest";
import { ALL_SEGMENT, paramsOfSegment, searchSegment } from "./search-segment";

describe("the search page's parameters as one path segment", () => {
  it("reads back as the page's own parameters, in the URL's order, first values only", () => {
    const segment = searchSegment(new URLSearchParams("size=M&utm_source=x&search=Silk%20%20Kurta&size=L&page=2"));
    expect(segment).toMatch(/^[\w-]+$/);
    expect(Object.entries(paramsOfSegment(segment))).toEqual([
      ["size", "M"],
      ["search", "Silk  Kurta"],
      ["page", "2"],
    ]);
  });

  it("is one segment per distinct page: unknown and blank parameters make no difference", () => {
    expect(searchSegment(new URLSearchParams("search=kurta&fbclid=1&color="))).toBe(searchSegment(new URLSearchParams("search=kurta")));
    expect(searchSegment(new URLSearchParams("search=kurta&size=M"))).not.toBe(searchSegment(new URLSearchParams("size=M&search=kurta")));
  });

  it("stands for the unfiltered list with no parameters, and reads any other address as none", () => {
    expect(searchSegment(new URLSearchParams("utm_source=x"))).toBe(ALL_SEGMENT);
    expect(paramsOfSegment(ALL_SEGMENT)).toEqual({});
    expect(paramsOfSegment("search=kurta")).toEqual({});
  });
});
