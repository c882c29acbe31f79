// Days as the shop keeps them: India's calendar days (Asia/Kolkata, +05:30 all year, no daylight
// saving), named as YYYY-MM-DD. A day runs from its midnight in India to the next; a week starts
// on Monday. The order filters and the dashboard's today and this week use these.

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A calendar day written YYYY-MM-DD. */
export type IndianDate = string;

/** The day in India at the instant `now`. */
export function indianDate(now: Date): IndianDate {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether `text` is a real day written YYYY-MM-DD (not 2026-02-30). */
export function isIndianDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The instant the day starts in India (its midnight, 18:30 UTC the day before). */
export function startOfIndianDate(date: IndianDate): Date {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() - IST_OFFSET_MS);
}

/** The day `days` after `date` (before, when negative). */
export function addDays(date: IndianDate, days: number): IndianDate {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week that holds `date`. */
export function mondayOf(date: IndianDate): IndianDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

const DATE_TIME = {
  en: new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }),
  hi: new Intl.DateTimeFormat("hi-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }),
};

/** "28 Nov 2026, 3:30 pm": a moment as India reads it, in English or Hindi. */
export const formatIndianDateTime = (at: Date, locale: "en" | "hi" = "en"): string => DATE_TIME[locale].format(at);

const DAY = {
  en: new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
  hi: new Intl.DateTimeFormat("hi-IN", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
};

/** "Saturday, 28 November": one of India's calendar days. */
export const formatIndianDay = (day: IndianDate, locale: "en" | "hi" = "en"): string => DAY[locale].format(new Date(`${day}T00:00:00Z`));
