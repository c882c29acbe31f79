import { describe, expect, it } from "vitest";
import { displayMobile, normaliseMobile } from "./phone";

describe("normaliseMobile", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["+91 98765-43210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["(098765) 43210", "+919876543210"],
  ])("%s is %s", (typed, stored) => expect(normaliseMobile(typed)).toBe(stored));

  it.each(["", "12345", "5876543210", "98765432101", "+1 415 555 0100", "98765O4321", "9".repeat(41)])(
    "%s is not a mobile number",
    (typed) => expect(normaliseMobile(typed)).toBeNull(),
  );

  // Each pins a mutant the unit tests let through (issue 48).
  it("refuses an eleven-digit typo rather than dropping a digit and reaching another person's number", () => {
    expect(normaliseMobile("98765432100")).toBeNull();
    expect(normaliseMobile("98765 432100")).toBeNull();
    expect(normaliseMobile("+91 98765432100")).toBeNull();
    expect(normaliseMobile("919876543210 0")).toBeNull();
  });

  it.each([
    ["9198765432", "+919198765432"],
    ["91987 65432", "+919198765432"],
    ["+91 91987 65432", "+919198765432"],
    ["919198765432", "+919198765432"],
    ["09198765432", "+919198765432"],
  ])("a number of ten digits starting 91 is a number of its own: %s is %s", (typed, stored) => expect(normaliseMobile(typed)).toBe(stored));

  it("reads at most 40 characters", () => {
    const spaced = ` ${"9876543210".split("").join("  ")}`.padEnd(40, " ");
    expect(spaced).toHaveLength(40);
    expect(normaliseMobile(spaced)).toBe("+919876543210");
    expect(normaliseMobile(`${spaced} `)).toBeNull();
  });

  it("shows the ten digits in two groups", () => expect(displayMobile("+919876543210")).toBe("98765 43210"));
});
