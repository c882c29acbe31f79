import "server-only";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { queueJob } from "@/lib/jobs/queue-job";
import { messageSendingTime } from "@/lib/sms/quiet-hours";
import { reachFor } from "./channel";
import { readReminderSettings, type ReminderSettings } from "./settings";

// The periodic job that finds carts left behind (decision 111). Each cart is claimed in a
// transaction holding a lock on its shopper, so that two workers (or a worker and the cron route)
// claiming at once agree on the caps; the unique key (shopper, kind, cart) makes a second claim of
// the same reminder impossible. The claim queues the job that sends it.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** A cart untouched for longer than this is not "left a moment ago" any more: no first reminder. */
const STALE_AFTER_MS = 7 * DAY_MS;

type Cart = { userId: string; startedAt: Date; touchedAt: Date };
type Tx = Prisma.TransactionClient;

/** Claims every reminder now due; returns how many. Nothing in quiet hours: they are claimed when the window opens. */
export async function claimDueReminders(): Promise<number> {
  const settings = await readReminderSettings();
  if (!settings.enabled) return 0;
  const now = clock.now();
  if (messageSendingTime(now).getTime() !== now.getTime()) return 0;
  const leftBefore = new Date(now.getTime() - settings.cartAfterMinutes * MINUTE_MS);
  const carts = await getDb().$queryRaw<Cart[]>`
    SELECT "userId", min("createdAt") AS "startedAt", max(greatest("createdAt", "updatedAt")) AS "touchedAt"
    FROM "CartLine" GROUP BY "userId"
    HAVING max(greatest("createdAt", "updatedAt")) <= ${leftBefore}
       AND max(greatest("createdAt", "updatedAt")) > ${new Date(now.getTime() - STALE_AFTER_MS)}`;
  let claimed = 0;
  for (const cart of carts) {
    if (await getDb().$transaction((tx) => claimOne(tx, cart, settings, now))) claimed++;
  }
  return claimed;
}

async function claimOne(tx: Tx, cart: Cart, settings: ReminderSettings, now: Date): Promise<boolean> {
  const { userId, startedAt } = cart;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`reminder:${userId}`}, 0))`;
  const kind = await dueKind(tx, cart, settings, now);
  if (!kind || (await suppressed(tx, userId, startedAt, settings, now))) return false;
  const reach = await reachFor(userId, settings.channels, tx);
  if (!reach) return false;
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "Reminder" (id, "userId", kind, "cartStartedAt", channel, "createdAt")
    VALUES (gen_random_uuid()::text, ${userId}, ${kind}::"ReminderKind", ${startedAt}, ${reach.channel}::"ConsentChannel", ${now})
    ON CONFLICT ("userId", kind, "cartStartedAt") DO NOTHING RETURNING id`;
  if (!row) return false;
  await queueJob("reminders.send", { reminderId: row.id }, tx, { singletonKey: row.id });
  return true;
}

/** The first reminder of a cart left long enough, or the second a while after the first went. */
async function dueKind(tx: Tx, cart: Cart, settings: ReminderSettings, now: Date): Promise<"CART_FIRST" | "CART_SECOND" | null> {
  const earlier = await tx.reminder.findMany({
    where: { userId: cart.userId, cartStartedAt: cart.startedAt },
    select: { kind: true, sentAt: true },
  });
  const first = earlier.find((each) => each.kind === "CART_FIRST");
  if (!first) return "CART_FIRST";
  if (earlier.some((each) => each.kind === "CART_SECOND") || !first.sentAt) return null;
  const secondFrom = first.sentAt.getTime() + settings.secondAfterHours * HOUR_MS;
  return now.getTime() >= secondFrom && cart.touchedAt <= first.sentAt ? "CART_SECOND" : null;
}

/** She ordered since the cart began, too many of her cash parcels came back, or the day's or week's reminder went. */
async function suppressed(tx: Tx, userId: string, startedAt: Date, settings: ReminderSettings, now: Date): Promise<boolean> {
  if ((await tx.order.count({ where: { userId, orderType: "ORDER", createdAt: { gte: startedAt } } })) > 0) return true;
  const limit = settings.codReturnsLimit;
  if (limit !== null) {
    const cameBack = await tx.order.count({ where: { userId, paymentType: "COD", rtoInitiatedAt: { not: null } } });
    if (cameBack >= limit) return true;
  }
  const recent = await tx.reminder.findMany({
    where: { userId, cancelledAt: null, createdAt: { gt: new Date(now.getTime() - 7 * DAY_MS) } },
    select: { createdAt: true },
  });
  const today = recent.filter((each) => each.createdAt.getTime() > now.getTime() - DAY_MS);
  return today.length >= 1 || recent.length >= 2;
}
