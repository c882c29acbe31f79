import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { readReminderSettings, toReminderSettingsApi, type ReminderSettings } from "./settings";

// What reminders bring back (decision 111): those sent, those opened (a WhatsApp reminder whose
// read receipt came: decision 117; email and SMS say nothing), those whose link was tapped, and the
// orders a shopper placed within 7 days after tapping one, each order counted once however many
// reminders she tapped, cancelled orders left out. A link opened by a mail scanner counts as a tap.

export type ReminderFigures = { sent: number; opened: number; clicked: number; recoveredOrders: number; recoveredRevenuePaise: number };

async function reminderFigures(): Promise<ReminderFigures> {
  const [row] = await getDb().$queryRaw<(Omit<ReminderFigures, "recoveredRevenuePaise"> & { recoveredRevenuePaise: bigint })[]>`
    SELECT
      (SELECT count(*)::int FROM "Reminder" WHERE "sentAt" IS NOT NULL) AS sent,
      (SELECT count(*)::int FROM "Reminder" r JOIN "SmsMessage" m ON m.id = r."messageId" WHERE m."readAt" IS NOT NULL) AS opened,
      (SELECT count(*)::int FROM "Reminder" WHERE "clickedAt" IS NOT NULL) AS clicked,
      count(o.id)::int AS "recoveredOrders",
      coalesce(sum(o."totalPaise"), 0)::bigint AS "recoveredRevenuePaise"
    FROM "Order" o
    WHERE o."orderType" = 'ORDER' AND o.status <> 'CANCELLED' AND EXISTS (
      SELECT 1 FROM "Reminder" r
      WHERE r."userId" = o."userId" AND r."clickedAt" <= o."createdAt" AND o."createdAt" < r."clickedAt" + interval '7 days')`;
  return { ...row!, recoveredRevenuePaise: Number(row!.recoveredRevenuePaise) };
}

type RemindersPage = { settings: ReminderSettings; figures: ReminderFigures };

/** The back office's page and GET /api/v1/reminders: the settings and the figures, for an admin. */
export async function loadReminders(ctx: Ctx): Promise<RemindersPage> {
  requireAdmin(ctx.caller);
  const [settings, figures] = await Promise.all([readReminderSettings(), reminderFigures()]);
  return { settings, figures };
}

/** The API's shape: rupees at the edge. */
export function toRemindersApi({ settings, figures }: RemindersPage) {
  const { recoveredRevenuePaise, ...counts } = figures;
  return { settings: toReminderSettingsApi(settings), figures: { ...counts, recoveredRevenue: recoveredRevenuePaise / 100 } };
}
