import "server-only";
import { isSignedKey, signedKey } from "@/lib/auth/signed-key";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { pathIn } from "@/lib/i18n/message-path";
import { localePath, type Locale } from "@/lib/i18n/locales";

// The reminder's link (decision 111): the reminder's id and an end date, signed with the shop's
// secret. It carries no sign-in: it leads to her cart (signing in first where needed, on any
// device), and its first use within its life counts the reminder as clicked.
const KEY_PURPOSE = "cart-reminder";
/** How long a reminder's link counts clicks: the same week in which an order counts as recovered. */
const LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

const keyOf = (id: string, until: number) => signedKey(KEY_PURPOSE, `${id}.${until}`);

/** The link in her language: under /hi for a shopper who chose Hindi (decision 122). */
export function reminderLink(id: string, sentAt: Date, language: Locale = "en"): string {
  const until = sentAt.getTime() + LINK_LIFETIME_MS;
  return new URL(pathIn(language, `/cart/reminder/${id}?until=${until}&key=${keyOf(id, until)}`), getEnv().APP_URL).toString();
}

/**
 * Counts the link's first tap, when it is the shop's and still alive, and answers where it leads: her
 * wishlist for a price reminder, else her cart (uncounted, without `from`, when the link is not alive), in
 * the page's language where it has a page in it.
 */
export async function openReminderLink(id: string, params: URLSearchParams, locale: Locale = "en"): Promise<string> {
  return localePath(locale, await reminderTarget(id, params));
}

async function reminderTarget(id: string, params: URLSearchParams): Promise<string> {
  const until = Number(params.get("until"));
  const key = params.get("key") ?? "";
  const now = clock.now();
  if (!Number.isSafeInteger(until) || until < now.getTime() || !isSignedKey(KEY_PURPOSE, `${id}.${until}`, key)) return "/cart";
  await getDb().reminder.updateMany({ where: { id, clickedAt: null, sentAt: { not: null } }, data: { clickedAt: now } });
  const reminder = await getDb().reminder.findUnique({ where: { id }, select: { kind: true } });
  return reminder?.kind === "WISHLIST_PRICE" ? "/wishlist?from=reminder" : "/cart?from=reminder";
}
