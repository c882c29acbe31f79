import { describe, expect, it } from "vitest";
import { nextSendingTime } from "./quiet-hours";

// India's time written with its offset, so each case reads as the clock in India shows it.
const ist = (text: string) => new Date(`${text}+05:30`);
/** MESSAGE_QUIET_HOURS's default, "21-9". */
const NIGHT = { closes: 21, opens: 9 };

describe("nextSendingTime", () => {
  it.each([
    ["09:00, the first minute of the day's window", "2026-11-28T09:00:00", "2026-11-28T09:00:00"],
    ["noon", "2026-11-28T12:30:00", "2026-11-28T12:30:00"],
    ["20:59, the last minute", "2026-11-28T20:59:59", "2026-11-28T20:59:59"],
    ["21:00, quiet: the next morning", "2026-11-28T21:00:00", "2026-11-29T09:00:00"],
    ["23:45, quiet: the next morning", "2026-11-28T23:45:00", "2026-11-29T09:00:00"],
    ["00:10 (18:40 UTC the day before): the same morning", "2026-11-29T00:10:00", "2026-11-29T09:00:00"],
    ["02:00, quiet: the same morning", "2026-11-29T02:00:00", "2026-11-29T09:00:00"],
    ["08:59, quiet: a minute later", "2026-11-29T08:59:00", "2026-11-29T09:00:00"],
    ["21:30 on the last day of a year: 09:00 on New Year's Day", "2026-12-31T21:30:00", "2027-01-01T09:00:00"],
  ])("%s", (_, now, expected) => {
    expect(nextSendingTime(ist(now), NIGHT).toISOString()).toBe(ist(expected).toISOString());
  });

  it("answers the very instant it was given inside the window", () => {
    const now = ist("2026-11-28T15:00:00.123");
    expect(nextSendingTime(now, NIGHT)).toBe(now);
  });
});

describe("nextSendingTime with other quiet hours", () => {
  it("takes a window that does not cross midnight, and none at all", () => {
    const quiet = { closes: 1, opens: 7 };
    expect(nextSendingTime(ist("2026-11-28T23:30:00"), quiet).toISOString()).toBe(ist("2026-11-28T23:30:00").toISOString());
    expect(nextSendingTime(ist("2026-11-29T03:00:00"), quiet).toISOString()).toBe(ist("2026-11-29T07:00:00").toISOString());
    expect(nextSendingTime(ist("2026-11-29T07:00:00"), quiet).toISOString()).toBe(ist("2026-11-29T07:00:00").toISOString());
    const late = ist("2026-11-28T23:45:00");
    expect(nextSendingTime(late, null)).toBe(late);
  });
});
