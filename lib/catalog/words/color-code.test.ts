import { describe, expect, it } from "vitest";
import { COLOR_CODE_PATTERN, colorCodeForms, normalColorCode } from "./color-code";

describe("colour codes (3 or 6 hex digits, spec §5 and §9)", () => {
  it("accepts 3 or 6 digits, with or without #, and nothing else", () => {
    for (const code of ["#fff", "FFF", "#2e3a87", "2E3A87"]) expect(COLOR_CODE_PATTERN.test(code), code).toBe(true);
    for (const code of ["#ff", "#ffff", "#fffff", "#fffffff", "#ggg", "", "##fff"]) expect(COLOR_CODE_PATTERN.test(code), code).toBe(false);
  });

  it("normalises to lower case with a #", () => {
    expect(normalColorCode("FFF")).toBe("#fff");
    expect(normalColorCode("#2E3A87")).toBe("#2e3a87");
  });

  it("names both spellings of a colour that has a short form", () => {
    expect(colorCodeForms("#fff")).toEqual(["#fff", "#ffffff"]);
    expect(colorCodeForms("#1a2")).toEqual(["#1a2", "#11aa22"]);
    expect(colorCodeForms("#ffffff")).toEqual(["#ffffff", "#fff"]);
    expect(colorCodeForms("#2e3a87")).toEqual(["#2e3a87"]);
  });
});
