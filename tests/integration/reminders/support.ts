import { randomInt } from "node:crypto";
import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { clock } from "@/lib/clock";
import { recordConsent } from "@/lib/privacy/consents";
import type { ConsentChannel, ConsentPurpose } from "@/lib/privacy/schemas";
import { claimDueReminders } from "@/lib/reminders/claim";
import { updateReminderSettings } from "@/lib/reminders/settings";
import { db } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { admin, buyer, type Buyer } from "../orders/fixtures";

// What the reminders' tests share (issue 53, decision 111): the clock, the owner's settings, a
// shopper who agreed (or not), and one pass of the claim job with the sends it queued.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * 11:30 in India (quiet hours are 21:00 to 09:00 IST) on the latest day on which that is at least ten
 * minutes past: orders are stamped with the real time, which then falls within the week after it.
 */
function lateMorning(): number {
  const today = new Date();
  today.setUTCHours(6, 0, 0, 0);
  return today.getTime() <= Date.now() - 10 * MINUTE ? today.getTime() : today.getTime() - DAY;
}
export const T = lateMorning();
export const at = (ms: number) => vi.spyOn(clock, "now").mockReturnValue(new Date(ms));

/**
 * The hooks of a reminders test file: the owner's settings reset before each test (on, an hour's
 * delay, WhatsApp then email, a ₹50 nudge), the clock restored after it. Returns the owner.
 */
export function reminderTests(): () => Buyer {
  let owner: Buyer | undefined;
  afterAll(() => db.$disconnect());
  afterEach(() => void vi.restoreAllMocks());
  beforeEach(async () => {
    owner ??= await admin();
    await updateReminderSettings(owner.ctx, {
      enabled: true,
      cartAfterMinutes: 60,
      secondAfterHours: 24,
      channels: ["WHATSAPP", "EMAIL"],
      prepaidNudge: 50,
      codReturnsLimit: 2,
    });
  });
  return () => owner!;
}

export type Shopper = Buyer & { mobile: string };

/** A verified shopper with a proved mobile, agreeing to `purpose` on `channels` (none: she did not agree). */
export async function shopper(channels: ConsentChannel[] = ["WHATSAPP"], purpose: ConsentPurpose = "CART_REMINDERS"): Promise<Shopper> {
  const made = await buyer();
  const mobile = `+9197${String(randomInt(0, 1e8)).padStart(8, "0")}`;
  await db.user.update({ where: { id: made.id }, data: { mobile, emailVerifiedAt: new Date(T - DAY) } });
  for (const channel of channels) {
    const contact = channel === "EMAIL" ? made.email : mobile;
    await recordConsent({ userId: made.id, contact, purpose, channel, granted: true, via: "account page" });
  }
  return { ...made, mobile };
}

/** Her cart, its lines last touched at `touched`. */
export async function leaveCart(userId: string, touched: number, sizes: string[]) {
  const when = new Date(touched);
  await db.cartLine.createMany({ data: sizes.map((sizeId) => ({ userId, sizeId, quantity: 1, createdAt: when, updatedAt: when })) });
}

export const whatsApps = (to: string, template = "cart-reminder") =>
  db.smsMessage.findMany({ where: { to, template, channel: "WHATSAPP" }, orderBy: { createdAt: "asc" } });
export const remindersOf = (userId: string) => db.reminder.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });

/** The claim job's pass at `ms`, then the send jobs it queued. */
export async function passAt(ms: number) {
  at(ms);
  await claimDueReminders();
  await workOffJobs({ names: ["reminders.send"] });
}

/** Passes at 21:30 and 02:30 IST, then at 09:30 the next day: how many `sent` holds after each. */
export async function acrossTheNight(sent: () => Promise<unknown[]>): Promise<number[]> {
  const counts: number[] = [];
  for (const ms of [T + 10 * HOUR, T + 15 * HOUR, T + DAY - 2 * HOUR]) {
    await passAt(ms);
    counts.push((await sent()).length);
  }
  return counts;
}
