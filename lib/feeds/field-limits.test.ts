import { describe, expect, it } from "vitest";
import { feedMaterial, feedTitle } from "./field-limits";

describe("feed fields within Google's limits", () => {
  it("keeps a title as it is when it fits", () => {
    expect(feedTitle("Chikankari Kurta", "Indigo", "M")).toBe("Chikankari Kurta, Indigo, M");
  });

  it("shortens the longest name the back office takes (200) so that the title is 150 with its colour and size", () => {
    const title = feedTitle("Handwoven ".repeat(20).trim(), "Deep Midnight Indigo Blue with Silver Zari Border Highlights", "XXL");
    expect(title).toHaveLength(150);
    expect(title.endsWith("…, Deep Midnight Indigo Blue with Silver Zari Border Highlights, XXL")).toBe(true);
  });

  it("shortens a material past 200 characters", () => {
    expect(feedMaterial("Cotton ".repeat(40))).toHaveLength(200);
    expect(feedMaterial("100% Cotton")).toBe("100% Cotton");
  });
});
