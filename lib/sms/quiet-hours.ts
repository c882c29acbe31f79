// Quiet hours: the shop sends no message a shopper did not just ask for between 21:00 and 09:00 in
// India (IST, UTC+05:30 all year); one due then waits for 09:00.
const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const OPENS = 9;
const CLOSES = 21;

/** `now` when it falls within 09:00–21:00 IST, else the next 09:00 IST. */
export function nextSendingTime(now: Date): Date {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  const hour = india.getUTCHours();
  if (hour >= OPENS && hour < CLOSES) return now;
  const opening = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), OPENS) - IST_OFFSET_MS;
  return new Date(hour < OPENS ? opening : opening + 24 * HOUR_MS);
}
