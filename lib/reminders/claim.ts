import "server-only";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import type { Prisma, ReminderKind } from "@/lib/generated/prisma/client";
import { queueJob } from "@/lib/jobs/queue-job";
import { messageSendingTime } from "@/lib/sms/quiet-hours";
import { reachFor } from "./channel";
import { readReminderSettings, type ReminderSettings } from "./settings";
import { cheaperWishes, stillWished, type Wish } from "./wishlist-price";

// The periodic job that finds carts left behind and wishlisted sizes now cheaper (decision 111). Each
// is claimed in a transaction holding a lock on its shopper, so that two workers (or a worker and the
// cron route) claiming at once agree on the caps, which both kinds share; the unique keys (shopper,
// kind, cart) and (shopper, kind, size, price) make a second claim of the same reminder impossible.
// The claim queues the job that sends it.

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
  const due: { userId: string; claim: (tx: Tx) => Promise<Claim | null> }[] = [
    ...carts.map((cart) => ({ userId: cart.userId, claim: (tx: Tx) => cartClaim(tx, cart, settings, now) })),
    ...(await cheaperWishes()).map((wish) => ({ userId: wish.userId, claim: (tx: Tx) => wishClaim(tx, wish) })),
  ];
  let claimed = 0;
  for (const { userId, claim } of due) {
    if (await getDb().$transaction((tx) => claimOne(tx, userId, claim, settings, now))) claimed++;
  }
  return claimed;
}

/** What a reminder is about: a cart (by when it began), or a wishlisted size at a lower price. */
type Claim = { kind: ReminderKind; cartStartedAt: Date | null; sizeId: string | null; pricePaise: number | null };

async function claimOne(
  tx: Tx,
  userId: string,
  dueClaim: (tx: Tx) => Promise<Claim | null>,
  settings: ReminderSettings,
  now: Date,
): Promise<boolean> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`reminder:${userId}`}, 0))`;
  const claim = await dueClaim(tx);
  if (!claim || (await suppressed(tx, userId, settings, now))) return false;
  const reach = await reachFor(userId, claim.kind, settings.channels, tx);
  if (!reach) return false;
  // Either unique key, (shopper, kind, cart) or (shopper, kind, size, price), makes a second claim a no-op.
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "Reminder" (id, "userId", kind, "cartStartedAt", "sizeId", "pricePaise", channel, "createdAt")
    VALUES (gen_random_uuid()::text, ${userId}, ${claim.kind}::"ReminderKind", ${claim.cartStartedAt}::timestamp(3),
            ${claim.sizeId}, ${claim.pricePaise}::int, ${reach.channel}::"ConsentChannel", ${now})
    ON CONFLICT DO NOTHING RETURNING id`;
  if (!row) return false;
  await queueJob("reminders.send", { reminderId: row.id }, tx, { singletonKey: row.id });
  return true;
}

/** The first reminder of a cart left long enough, or the second a while after the first went; none once she ordered since it began. */
async function cartClaim(tx: Tx, cart: Cart, settings: ReminderSettings, now: Date): Promise<Claim | null> {
  if (await orderedSince(tx, cart.userId, cart.startedAt)) return null;
  const earlier = await tx.reminder.findMany({
    where: { userId: cart.userId, cartStartedAt: cart.startedAt },
    select: { kind: true, sentAt: true },
  });
  const claim = (kind: ReminderKind): Claim => ({ kind, cartStartedAt: cart.startedAt, sizeId: null, pricePaise: null });
  const first = earlier.find((each) => each.kind === "CART_FIRST");
  if (!first) return claim("CART_FIRST");
  if (earlier.some((each) => each.kind === "CART_SECOND") || !first.sentAt) return null;
  const secondFrom = first.sentAt.getTime() + settings.secondAfterHours * HOUR_MS;
  return now.getTime() >= secondFrom && cart.touchedAt <= first.sentAt ? claim("CART_SECOND") : null;
}

/** A wishlisted size cheaper now: still on her list and not bought since she saved it. */
async function wishClaim(tx: Tx, wish: Wish): Promise<Claim | null> {
  if (!(await stillWished(tx, wish))) return null;
  return { kind: "WISHLIST_PRICE", cartStartedAt: null, sizeId: wish.sizeId, pricePaise: wish.pricePaise };
}

const orderedSince = async (tx: Tx, userId: string, since: Date) =>
  (await tx.order.count({ where: { userId, orderType: "ORDER", createdAt: { gte: since } } })) > 0;

/** Too many of her cash parcels came back, or the day's or week's reminder (of any kind) went. */
async function suppressed(tx: Tx, userId: string, settings: ReminderSettings, now: Date): Promise<boolean> {
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
