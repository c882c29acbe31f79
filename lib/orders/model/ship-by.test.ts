import { describe, expect, it } from "vitest";
import { shipByDay, shipByDayIn } from "./ship-by";

// The day a confirmed order leaves at the latest: two days after the day in India it was confirmed,
// a Sunday moved to Monday.
describe("shipByDay", () => {
  it.each([
    ["2026-12-06T06:30:00Z", "Tue 8 Dec"], // Sunday noon in India
    ["2026-12-04T06:30:00Z", "Mon 7 Dec"], // Friday: Sunday is no dispatch day
    ["2026-12-05T18:00:00Z", "Mon 7 Dec"], // 23:30 on Saturday in India, still Saturday there
    ["2026-12-05T19:00:00Z", "Tue 8 Dec"], // 00:30 on Sunday in India
  ])("confirmed at %s ships by %s", (at, day) => {
    expect(shipByDay(new Date(at))).toBe(day);
  });
});

describe("shipByDayIn", () => {
  it("writes the day in Hindi for a Hindi message, and as before in English", () => {
    expect(shipByDayIn("hi", new Date("2026-12-06T06:30:00Z"))).toBe("मंगलवार, 8 दिसंबर");
    expect(shipByDayIn("en", new Date("2026-12-06T06:30:00Z"))).toBe("Tue 8 Dec");
  });
});
