import { describe, expect, it } from "vitest";
import { colorFamily, splitColorWords } from "./color-families";

describe("colour families", () => {
  it("widens a family name to the colours dyers call it", () => {
    expect(colorFamily("red")).toEqual(expect.arrayContaining(["red", "maroon", "wine", "rust"]));
    expect(colorFamily("Blue")).toEqual(expect.arrayContaining(["blue", "navy", "indigo"]));
    expect(colorFamily("gray")).toBe(colorFamily("grey"));
  });

  it("leaves a colour that is not a family name, and any other word, alone", () => {
    expect(colorFamily("maroon")).toBeNull();
    expect(colorFamily("kurta")).toBeNull();
  });

  it("keeps every family's words lower-case letters, its own name among them", () => {
    for (const name of ["red", "pink", "orange", "yellow", "green", "blue", "purple", "white", "brown", "black", "grey"]) {
      const family = colorFamily(name)!;
      expect(family).toContain(name);
      for (const word of family) expect(word).toMatch(/^[a-z]+$/);
    }
  });
});

describe("colour words in a search", () => {
  it("takes the family out of the text", () => {
    expect(splitColorWords("red kurta")).toEqual({ text: "kurta", colors: [colorFamily("red")] });
    expect(splitColorWords("Red cotton KURTA")).toEqual({ text: "cotton KURTA", colors: [colorFamily("red")] });
  });

  it("reads a search of a colour alone, and two colours as both", () => {
    expect(splitColorWords("red")).toEqual({ text: "", colors: [colorFamily("red")] });
    expect(splitColorWords("red kurta blue red")).toEqual({ text: "kurta", colors: [colorFamily("red"), colorFamily("blue")] });
  });

  it("leaves quoted phrases, exclusions and or-alternatives as typed", () => {
    expect(splitColorWords('"red carpet" kurta')).toEqual({ text: '"red carpet" kurta', colors: [] });
    expect(splitColorWords("kurta -red")).toEqual({ text: "kurta -red", colors: [] });
    expect(splitColorWords("red or blue kurta")).toEqual({ text: "red or blue kurta", colors: [] });
  });

  it("finds no colour in a search without one", () => {
    expect(splitColorWords("chikankari kurta")).toEqual({ text: "chikankari kurta", colors: [] });
  });
});
