// The shipping twin's delivery zones, counted from the workshop in New Delhi by the pin code's
// leading digits (India Post's postal regions), and the delivery date they give. Pure: the
// clock is an argument.

export type Zone = { name: string; days: number; cod: boolean };

/** Most specific prefix first; the first match wins. */
const ZONES: readonly { prefixes: readonly string[]; zone: Zone }[] = [
  // Army and field post offices: no courier goes there.
  { prefixes: ["9"], zone: { name: "Army post", days: 0, cod: false } },
  // Delhi and its satellite towns (Gurugram, Faridabad, Noida, Ghaziabad).
  { prefixes: ["110", "121", "122", "201"], zone: { name: "Delhi NCR", days: 2, cod: true } },
  // Far and hard to reach: Jammu and Kashmir, Ladakh, the North East, Sikkim, Andaman and Nicobar.
  { prefixes: ["18", "19", "737", "744", "78", "79"], zone: { name: "Special", days: 8, cod: false } },
  // The rest of the north: Haryana, Punjab, Himachal, Chandigarh, Uttar Pradesh, Uttarakhand.
  { prefixes: ["1", "2"], zone: { name: "North", days: 3, cod: true } },
  // The other metros: Mumbai, Pune, Ahmedabad, Bengaluru, Hyderabad, Chennai, Kolkata.
  { prefixes: ["400", "411", "380", "560", "500", "600", "700"], zone: { name: "Metro", days: 4, cod: true } },
  { prefixes: ["3", "4", "5", "6", "7", "8"], zone: { name: "Rest of India", days: 6, cod: true } },
];

/** The fewest and most days in transit to a pin code the courier reaches (for the product feeds and structured data). */
export const TRANSIT_DAYS = (() => {
  const days = ZONES.map(({ zone }) => zone.days).filter((value) => value > 0);
  return { min: Math.min(...days), max: Math.max(...days) };
})();

export const PIN_CODE_MESSAGE = "Enter a 6-digit pin code that does not start with 0";

export const isPinCode = (value: string) => /^[1-9]\d{5}$/.test(value);

/** The zone of a valid pin code, or null where the twin delivers nowhere. */
export function zoneOf(pinCode: string): Zone | null {
  const found = ZONES.find(({ prefixes }) => prefixes.some((prefix) => pinCode.startsWith(prefix)));
  return found && found.zone.days > 0 ? found.zone : null;
}

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `days` after `now` in India, moved to Monday when it falls on a Sunday (no deliveries). As "YYYY-MM-DD". */
export function deliveryDate(now: Date, days: number): string {
  const day = new Date(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS + days * DAY_MS);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-25" → "Wed 25 Nov". */
export function dayLabel(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** The day in a page's language: "Wed 25 Nov" as English has always shown it, "बुध, 25 नव॰" in Hindi (Intl's hi-IN). */
export function dayLabelIn(locale: "en" | "hi", isoDate: string): string {
  if (locale === "en") return dayLabel(isoDate);
  return new Intl.DateTimeFormat("hi-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
