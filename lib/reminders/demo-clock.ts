import "server-only";
import { getDb } from "@/lib/db";
import { claimDueReminders } from "./claim";
import { readReminderSettings } from "./settings";

/**
 * The demo's clock for one shopper's cart (POST /api/dev/cart-left, demo mode only, gated like the
 * development inbox): her cart's lines are dated back by the owner's delay, so the cart counts as left
 * since then, and the claim job runs at once instead of on its next minute. Returns how many reminders
 * it claimed (hers, and any other now due).
 */
export async function leaveCartInDemo(userId: string): Promise<number> {
  const { cartAfterMinutes } = await readReminderSettings();
  await getDb().$executeRaw`
    UPDATE "CartLine"
    SET "createdAt" = "createdAt" - make_interval(mins => ${cartAfterMinutes}::int),
        "updatedAt" = "updatedAt" - make_interval(mins => ${cartAfterMinutes}::int)
    WHERE "userId" = ${userId}`;
  return claimDueReminders();
}
