import { describe, expect, it } from "vitest";
import { estimateText } from "./estimate";
import { dayLabel, dayLabelIn, deliveryDate, isPinCode, zoneOf } from "./zones";

// Sunday 22 November 2026, 10:00 in India.
const SUNDAY_MORNING_IST = new Date("2026-11-22T04:30:00Z");

describe("the twin's delivery zones, counted from New Delhi", () => {
  it.each([
    ["110001", "Delhi NCR", 2, true],
    ["122002", "Delhi NCR", 2, true],
    ["226001", "North", 3, true],
    ["560001", "Metro", 4, true],
    ["400001", "Metro", 4, true],
    ["682001", "Rest of India", 6, true],
    ["781001", "Special", 8, false],
    ["190001", "Special", 8, false],
    ["744101", "Special", 8, false],
  ])("%s is in %s: %i days, cash on delivery %s", (pin, name, days, cod) => {
    expect(zoneOf(pin)).toEqual({ name, days, cod });
  });

  it("delivers nowhere to army post offices", () => {
    expect(zoneOf("900001")).toBeNull();
  });

  it.each(["000000", "011001", "11000", "1100011", "11000a", " 110001", ""])("refuses %j as a pin code", (pin) => {
    expect(isPinCode(pin)).toBe(false);
  });
});

describe("deliveryDate (India's calendar, a controllable clock)", () => {
  it("counts the days from today in India", () => {
    expect(deliveryDate(SUNDAY_MORNING_IST, 2)).toBe("2026-11-24");
    expect(dayLabel("2026-11-24")).toBe("Tue 24 Nov");
    expect(dayLabelIn("en", "2026-11-24")).toBe("Tue 24 Nov");
    expect(dayLabelIn("hi", "2026-11-24")).toBe("मंगल, 24 नव॰");
  });

  it("counts from India's date, not UTC's, just after midnight in India", () => {
    // 01:30 on Monday 23 November in India is still Sunday in UTC.
    expect(deliveryDate(new Date("2026-11-22T20:00:00Z"), 2)).toBe("2026-11-25");
    // 23:59 on Sunday in India.
    expect(deliveryDate(new Date("2026-11-22T18:29:00Z"), 2)).toBe("2026-11-24");
  });

  it("moves a Sunday delivery to Monday", () => {
    // Friday 20 November + 2 days is a Sunday.
    expect(deliveryDate(new Date("2026-11-20T06:00:00Z"), 2)).toBe("2026-11-23");
  });

  it("crosses months and years", () => {
    expect(deliveryDate(new Date("2026-12-29T06:00:00Z"), 6)).toBe("2027-01-04");
    expect(dayLabel("2027-01-04")).toBe("Mon 4 Jan");
  });
});

describe("estimateText", () => {
  it("says the date and the pin code, and whether cash on delivery is possible", () => {
    expect(estimateText({ pinCode: "110001", serviceable: true, deliveryBy: "2026-11-25", cod: true })).toEqual({
      message: "Delivery by Wed 25 Nov to 110001",
      codMessage: "Cash on delivery available",
    });
    expect(estimateText({ pinCode: "781001", serviceable: true, deliveryBy: "2026-11-30", cod: false }).codMessage).toBe(
      "Cash on delivery is not available at this pin code",
    );
  });

  it("says plainly when nobody delivers there", () => {
    expect(estimateText({ pinCode: "900001", serviceable: false, deliveryBy: null, cod: false })).toEqual({
      message: "Sorry, we do not deliver to 900001 yet",
      codMessage: null,
    });
  });
});
