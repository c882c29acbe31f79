import { describe, expect, it } from "vitest";
import { occasionFamily, splitOccasionWords } from "./occasion-words";

describe("occasions in a search", () => {
  it("widens an occasion, in any of its spellings, to the words the catalogue uses", () => {
    expect(occasionFamily("Wedding")).toEqual(expect.arrayContaining(["wedding", "festive", "zari"]));
    expect(occasionFamily("shaadi")).toBe(occasionFamily("wedding"));
    expect(occasionFamily("work")).toBe(occasionFamily("office"));
    expect(occasionFamily("kurta")).toBeNull();
  });

  it("takes the occasions out of the text, leaving quoted words and exclusions as typed", () => {
    expect(splitOccasionWords("wedding silk kurta")).toEqual({ text: "silk kurta", occasions: [occasionFamily("wedding")] });
    expect(splitOccasionWords('"office" kurta -party')).toEqual({ text: '"office" kurta -party', occasions: [] });
  });
});
