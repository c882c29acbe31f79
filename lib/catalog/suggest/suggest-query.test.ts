import { describe, expect, it } from "vitest";
import { colorFamily } from "../words/color-families";
import { colourCompletions, normalPrefix, prefixTsquery } from "./suggest-query";

describe("a suggestion prefix", () => {
  it("is one key however it was typed", () => {
    expect(normalPrefix("  Red   KU")).toBe("red ku");
    expect(normalPrefix("red-ku!")).toBe("red ku");
    expect(normalPrefix("Café")).toBe("cafe");
    expect(normalPrefix("'&|:*")).toBe("");
    expect(normalPrefix("x".repeat(100))).toHaveLength(40);
  });

  it("matches the finished words, a colour as its family, and the last word as a prefix", () => {
    expect(prefixTsquery("kur")).toBe("kur:*");
    expect(prefixTsquery("cotton ku")).toBe("cotton & ku:*");
    const red = `(${colorFamily("red")!
      .map((word) => `${word}:AC`)
      .join(" | ")})`;
    expect(prefixTsquery("red ku")).toBe(`${red} & ku:*`);
    // A colour's whole name is the colour, in a product's name or colours, not any word of a description.
    expect(prefixTsquery("red")).toBe(red);
    expect(prefixTsquery("")).toBe("");
  });

  it("completes a colour family's name from its first letters", () => {
    expect(colourCompletions("re")).toEqual(["red"]);
    expect(colourCompletions("cotton bl")).toEqual(["cotton blue", "cotton black"]);
    expect(colourCompletions("kurta")).toEqual([]);
  });
});
