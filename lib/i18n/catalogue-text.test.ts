import { describe, expect, it } from "vitest";
import { catalogueText } from "./catalogue-text";

describe("a catalogue text in a language", () => {
  it("shows the Hindi on a Hindi page, and the English on an English one", () => {
    expect(catalogueText("hi", "Blue Kurta", "नीला कुर्ता")).toBe("नीला कुर्ता");
    expect(catalogueText("en", "Blue Kurta", "नीला कुर्ता")).toBe("Blue Kurta");
  });

  it("falls back to the English where the Hindi is missing or blank", () => {
    expect(catalogueText("hi", "Blue Kurta", "")).toBe("Blue Kurta");
    expect(catalogueText("hi", "Blue Kurta", "   ")).toBe("Blue Kurta");
    expect(catalogueText("hi", "Blue Kurta", undefined)).toBe("Blue Kurta");
  });
});
