import { describe, expect, it } from "vitest";
import { addDays, indianDate, isIndianDate, mondayOf, startOfIndianDate } from "./india-days";

describe("India's calendar days", () => {
  it("names the day in India, which starts at 18:30 UTC the day before", () => {
    expect(indianDate(new Date("2026-11-24T18:29:59Z"))).toBe("2026-11-24");
    expect(indianDate(new Date("2026-11-24T18:30:00Z"))).toBe("2026-11-25");
    expect(startOfIndianDate("2026-11-25").toISOString()).toBe("2026-11-24T18:30:00.000Z");
  });

  it("reads only real days written YYYY-MM-DD", () => {
    expect(isIndianDate("2026-02-28")).toBe(true);
    expect(isIndianDate("2028-02-29")).toBe(true);
    for (const text of ["2026-02-29", "2026-13-01", "2026-1-5", "25/11/2026", "today", "2026-11-25T00:00"])
      expect(isIndianDate(text)).toBe(false);
  });

  it("counts days across months and years, and finds the week's Monday", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(mondayOf("2026-11-25")).toBe("2026-11-23"); // a Wednesday
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23"); // a Sunday ends the week
  });
});
