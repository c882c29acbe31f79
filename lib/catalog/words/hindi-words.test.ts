import { describe, expect, it } from "vitest";
import { inEnglishWords } from "./hindi-words";
import { readSearchWords } from "./search-words";

describe("a search's Hindi words", () => {
  it("reads Devanagari and Latin spellings as the catalogue's English", () => {
    expect(inEnglishWords("नीला कुर्ता")).toBe("blue kurta");
    expect(inEnglishWords("Neela Kurta")).toBe("blue Kurta");
    expect(inEnglishWords("सलवार")).toBe("salwar");
    // Typed with or without nukta and chandrabindu.
    expect(inEnglishWords("सफ़ेद कुर्तियाँ")).toBe("white kurta");
  });

  it("reads prices bounded in Hindi, in either kind of digits", () => {
    expect(inEnglishWords("कुर्ता 1000 से कम")).toBe("kurta under 1000");
    expect(inEnglishWords("कुर्ता १५०० से ज़्यादा")).toBe("kurta above 1500");
    expect(readSearchWords("कुर्ता XL 1000 से कम")).toEqual({ text: "kurta", sizes: ["XL"], priceMax: 1000 });
    expect(readSearchWords("साइज़ 42 कुर्ता")).toEqual({ text: "kurta", sizes: ["XL"] });
  });

  it("keeps every other word as typed", () => {
    expect(inEnglishWords('silk -cotton "chikan work"')).toBe('silk -cotton "chikan work"');
    expect(inEnglishWords("से कम")).toBe("से कम");
  });
});
