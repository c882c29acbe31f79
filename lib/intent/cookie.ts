// The cookie that holds a visitor's tap until they log in (see docs/decisions/050-carrying-intent.md).

export const INTENT_COOKIE = "shopper_intent";
export const INTENT_MAX_AGE_SECONDS = 30 * 60;

/** The cookie's JSON, or null when it is not JSON; the intent schema checks the rest. */
export function readIntentCookie(value: string | undefined): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}
