import { describe, expect, it } from "vitest";
import { productSearchSchema } from "./search-schema";
import { SEARCH_SORTS, SORT_CHOICES, sortChoicesFor } from "./sort-options";

describe("sort options", () => {
  it("each menu entry is a sort the API accepts, named by its value", () => {
    for (const choice of SORT_CHOICES) {
      expect(choice.value).toBe(`${choice.sortBy}-${choice.sortOrder}`);
      expect(productSearchSchema.parse({ search: "silk", sortBy: choice.sortBy, sortOrder: choice.sortOrder })).toMatchObject({
        sortBy: choice.sortBy,
        sortOrder: choice.sortOrder,
      });
    }
    expect(new Set(SORT_CHOICES.map((choice) => choice.value)).size).toBe(SORT_CHOICES.length);
  });

  it('"low to high" is ascending and "high to low" descending (the spec had them swapped)', () => {
    const byLabel = Object.fromEntries(SORT_CHOICES.map((choice) => [choice.label, choice.value]));
    expect(byLabel["Price: low to high"]).toBe("price-asc");
    expect(byLabel["Price: high to low"]).toBe("price-desc");
    expect(byLabel["Most popular"]).toBe("viewed-desc");
    expect(byLabel["Best selling"]).toBe("purchased-desc");
  });

  it("offers relevance only with search text", () => {
    expect(sortChoicesFor("createdAt", "desc", false).map((choice) => choice.sortBy)).not.toContain("relevance");
    expect(sortChoicesFor("relevance", "desc", true)[0]).toMatchObject({ value: "relevance-desc", label: "Relevance" });
  });

  it("adds the page's own order when the menu has none for it", () => {
    const choices = sortChoicesFor("rating", "asc", false);
    expect(choices.at(-1)).toEqual({ value: "rating-asc", label: "Rating: low to high", sortBy: "rating", sortOrder: "asc" });
    expect(sortChoicesFor("price", "asc", false)).toHaveLength(SORT_CHOICES.length - 1);
  });

  it("names every sort the API takes, and the API refuses others", () => {
    expect(SEARCH_SORTS).toEqual(["price", "viewed", "purchased", "createdAt", "rating", "relevance"]);
    expect(productSearchSchema.safeParse({ sortBy: "cheapest" }).success).toBe(false);
  });
});
