import { describe, expect, it } from "vitest";
import { CATEGORIES, COLOURS, TECHNIQUES } from "./catalog-data";
import { productText } from "./product-text";
import { createRandom } from "./random";

// The demo catalogue's words agree with its pictures (images.ts): a round neck with a button
// placket on every kurta, and the sleeve length each silhouette is drawn with.
describe("the demo products' text", () => {
  it("says what the picture shows: the neck, and the sleeves of the silhouette", () => {
    const rng = createRandom(7);
    for (const category of CATEGORIES) {
      for (let i = 0; i < 40; i++) {
        const technique = TECHNIQUES[rng.pick(category.techniques)]!;
        const { details } = productText(rng, category, technique, rng.pick(category.fabrics), COLOURS[0]!);
        expect(details).toContain("Neckline: Round neck with a button placket");
        const sleeves = details.find((line) => line.startsWith("Sleeves: "));
        if (sleeves) expect(sleeves).toBe(category.silhouette === "kurti" ? "Sleeves: Three-quarter sleeves" : "Sleeves: Full sleeves");
      }
    }
  });
});

describe("the demo products' Hindi", () => {
  it("names and describes every product in Hindi, from the same words as its English", () => {
    const rng = createRandom(11);
    for (const category of CATEGORIES) {
      for (const key of category.techniques) {
        for (const fabric of category.fabrics) {
          const text = productText(rng, category, TECHNIQUES[key]!, fabric, COLOURS[7]!);
          expect(text.nameHi).toMatch(/^[\u0900-\u097F][\u0900-\u097F\s-]+$/);
          expect(text.descriptionHi).toMatch(/[\u0900-\u097F]/);
          if (text.name.startsWith("Black ")) expect(text.nameHi).toMatch(/^(काला .* कुर्ता|काला .* सेट|काली .* (कुर्ती|अनारकली))$/);
        }
      }
    }
  });
});
