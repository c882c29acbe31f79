import { describe, expect, it } from "vitest";
import { ALL_SEGMENT } from "./search-segment";
import { keepSearchPage } from "./search-visits";

describe("keepSearchPage", () => {
  it("renders a search on request the first time and keeps its page from the second visit on", () => {
    expect(keepSearchPage("c2VhcmNoPXNpbGs", { prefetch: false })).toBe(false);
    expect(keepSearchPage("c2VhcmNoPXNpbGs", { prefetch: false })).toBe(true);
    expect(keepSearchPage("c2VhcmNoPXNpbGs", { prefetch: false })).toBe(true);
  });

  it("does not count a prefetch as a visit", () => {
    expect(keepSearchPage("c2VhcmNoPWxpbmVu", { prefetch: true })).toBe(false);
    expect(keepSearchPage("c2VhcmNoPWxpbmVu", { prefetch: false })).toBe(false);
    expect(keepSearchPage("c2VhcmNoPWxpbmVu", { prefetch: true })).toBe(true);
  });

  it("counts each language's visits apart: a Hindi search is kept from its own second visit", () => {
    expect(keepSearchPage("c2VhcmNoPWNoaWthbg", { prefetch: false })).toBe(false);
    expect(keepSearchPage("c2VhcmNoPWNoaWthbg", { prefetch: false, locale: "hi" })).toBe(false);
    expect(keepSearchPage("c2VhcmNoPWNoaWthbg", { prefetch: false, locale: "hi" })).toBe(true);
  });

  it("always keeps the unfiltered list, which the build prerenders in each language", () => {
    expect(keepSearchPage(ALL_SEGMENT, { prefetch: false })).toBe(true);
    expect(keepSearchPage(ALL_SEGMENT, { prefetch: false, locale: "hi" })).toBe(true);
  });
});
