import { describe, expect, it } from "vitest";
import { CREDIT_NOTE_SERIES, financialYearOf, formatDocumentNumber, INVOICE_SERIES } from "./document-numbers";

describe("document numbers", () => {
  it("count the financial year from 1 April, midnight in India", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("26-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("27-28");
    expect(financialYearOf(new Date("2026-11-22T12:00:00Z"))).toBe("26-27");
    expect(financialYearOf(new Date("2099-06-01T00:00:00Z"))).toBe("99-00");
  });

  it("are at most 16 characters, up to the last number of a series", () => {
    expect(formatDocumentNumber(INVOICE_SERIES, "26-27", 123)).toBe("KS/26-27/000123");
    expect(formatDocumentNumber(CREDIT_NOTE_SERIES, "26-27", 1)).toBe("KS/CN/26-27/0001");
    expect(formatDocumentNumber(INVOICE_SERIES, "26-27", 999_999).length).toBeLessThanOrEqual(16);
    expect(formatDocumentNumber(CREDIT_NOTE_SERIES, "26-27", 9_999)).toHaveLength(16);
    expect(() => formatDocumentNumber(INVOICE_SERIES, "26-27", 1_000_000)).toThrow(/full/);
    expect(() => formatDocumentNumber(CREDIT_NOTE_SERIES, "26-27", 10_000)).toThrow(/full/);
  });
});
