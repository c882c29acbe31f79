import { getEnv } from "@/lib/env";

// Quiet hours: the shop sends no message a shopper did not just ask for between 21:00 and 09:00 in
// India (IST, UTC+05:30 all year) by default; one due then waits for the window to open.
// MESSAGE_QUIET_HOURS sets another window ("22-8") or none ("off": what the end-to-end journeys use,
// so that they pass at any hour).
const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;

/** Messages wait from `closes` (hour of the day in IST) to `opens`. */
export type QuietHours = { closes: number; opens: number };

/** When a message due `now` may go, under the shop's MESSAGE_QUIET_HOURS. */
export const messageSendingTime = (now: Date): Date => nextSendingTime(now, getEnv().MESSAGE_QUIET_HOURS);

/** `now` when it falls outside the quiet hours (or there are none), else the next opening in IST. */
export function nextSendingTime(now: Date, quiet: QuietHours | null): Date {
  if (quiet === null) return now;
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  const hour = india.getUTCHours();
  const { closes, opens } = quiet;
  const isQuiet = closes > opens ? hour >= closes || hour < opens : hour >= closes && hour < opens;
  if (!isQuiet) return now;
  const opening = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), opens) - IST_OFFSET_MS;
  return new Date(hour < opens ? opening : opening + 24 * HOUR_MS);
}
