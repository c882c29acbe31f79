import { describe, expect, it } from "vitest";
import { namedWholeNumber, pageNumber, rupeesNumber, wholeNumber } from "./validation";

const message = (
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

describe("wholeNumber", () => {
  const page = namedWholeNumber("page", 1, 100);

  it("takes a number or its digits, and nothing read as one", () => {
    expect(page.parse(7)).toBe(7);
    expect(page.parse(" 7 ")).toBe(7);
    expect(page.parse("7.0")).toBe(7);
    for (const value of ["", " ", null, true, [], [7], "1e1", "0x10", "seven"]) expect(message(page, value)).toBe("page must be a number");
  });

  it("takes only the text the API document shows (a fraction that rounds to a whole is not one)", () => {
    expect(namedWholeNumber("count", 0, 10).parse("-0") === 0).toBe(true);
    expect(message(page, "1.00000000000000001")).toBe("page must be a number");
  });

  it("says why a decimal or out-of-range text is refused", () => {
    expect(message(page, "2.5")).toBe("page must be a whole number");
    expect(message(page, "-1")).toBe("page must be at least 1");
    expect(message(page, "101")).toBe("page must be at most 100");
  });

  it("gives one message for every refusal when given one", () => {
    const amount = wholeNumber("Choose from ₹1 to ₹10", 1, 10);
    expect([message(amount, "2.5"), message(amount, "0"), message(amount, "")]).toEqual(Array(3).fill("Choose from ₹1 to ₹10"));
  });

  it("reads every paged list's page with one rule and one message", () => {
    expect(pageNumber().parse("3")).toBe(3);
    for (const value of ["0", "1.5", "-2", "100001", "x"]) expect(message(pageNumber(), value)).toBe("page must be a whole number from 1");
  });
});

describe("rupeesNumber", () => {
  it("takes rupees to the paisa, as a number or its text", () => {
    const amount = rupeesNumber("An amount from ₹0 to ₹100", 0, 100);
    expect(amount.parse("99.5")).toBe(99.5);
    expect(amount.parse(0.25)).toBe(0.25);
    for (const value of ["0.001", "", true, "-1", "101"]) expect(message(amount, value)).toBe("An amount from ₹0 to ₹100");
  });
});
