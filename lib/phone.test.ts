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

  it("shows the ten digits in two groups", () => expect(displayMobile("+919876543210")).toBe("98765 43210"));
});
