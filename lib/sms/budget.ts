import "server-only";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/send-email";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { SHOP } from "@/lib/shop";
import type { SmsTemplate } from "./types";

// The day's budget of messages to mobile numbers (decision 097, SMS pumping): at most
// SMS_DAILY_LIMIT in any 24 hours, of which numbers without an account may use only a share, so a
// flood of codes to new numbers never takes the rest, kept for the shop's own shoppers. Every
// message is counted (SmsSpend) before it is sent, under one lock, so the ceiling is exact. The
// owner gets one email a day once either part is nearly spent.

/** What numbers without an account (or proof) may use of SMS_DAILY_LIMIT. */
export const NEW_NUMBERS_SHARE = 0.5;
/** How much of either part is spent when the owner is told. */
const ALERT_AT = 0.8;
export const ALERT_TEMPLATE = "sms-budget-alert";
export const TEXTS_PAUSED = "The shop's text messages for today are spent";

const DAY_MS = 24 * 60 * 60_000;

type Tx = Pick<Prisma.TransactionClient, "$executeRaw" | "$queryRaw" | "smsSpend" | "emailOutbox" | "$queryRawUnsafe">;

type Spend = { phone: string; template: SmsTemplate; known: boolean };

/** Whether the number is an account's mobile (proved by a code when it was added). */
export async function hasAccount(phone: string): Promise<boolean> {
  return (await getDb().user.count({ where: { mobile: phone } })) > 0;
}

/** Counts one message against the day's budget inside `tx`; false, counting nothing, when its part is spent. */
export async function spendSmsBudget(tx: Tx, { phone, template, known }: Spend): Promise<boolean> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('sms-budget', 0))`;
  const now = clock.now();
  const since = new Date(now.getTime() - DAY_MS);
  const [spent] = await tx.$queryRaw<{ total: number; strangers: number }[]>`
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE NOT known))::int AS strangers FROM "SmsSpend" WHERE "createdAt" > ${since}`;
  const { total, strangers } = spent!;
  const limit = getEnv().SMS_DAILY_LIMIT;
  const share = Math.floor(limit * NEW_NUMBERS_SHARE);
  if (total >= limit || (!known && strangers >= share)) {
    log.warn({ template, known, total, strangers, limit }, "SMS budget: a message was refused");
    return false;
  }
  await tx.smsSpend.create({ data: { phone, template, known, createdAt: now } });
  const after = { total: total + 1, strangers: strangers + (known ? 0 : 1) };
  if (after.total >= limit * ALERT_AT || after.strangers >= share * ALERT_AT) await tellOwnerOnce(tx, after, limit, since);
  return true;
}

/** Counts the message in a transaction of its own; 503 when its part of the budget is spent. */
export async function spendOrRefuse(spend: Spend): Promise<void> {
  const spent = await getDb().$transaction((tx) => spendSmsBudget(tx, spend));
  if (!spent) throw new AppError("unavailable", TEXTS_PAUSED);
}

async function tellOwnerOnce(tx: Tx, spent: { total: number; strangers: number }, limit: number, since: Date): Promise<void> {
  const told = await tx.emailOutbox.count({ where: { template: ALERT_TEMPLATE, createdAt: { gt: since } } });
  if (told > 0) return;
  const share = Math.floor(limit * NEW_NUMBERS_SHARE);
  const lines = [
    `In the last 24 hours the shop has sent ${spent.total} of its ${limit} text messages a day (SMS_DAILY_LIMIT).`,
    `${spent.strangers} of them went to numbers without an account, which may use ${share}.`,
    "Many codes to new numbers at once is SMS pumping (decision 097): new numbers get no more codes once their share is spent, " +
      "while your shoppers' numbers keep the rest. Look at the SMS provider's report for unusual countries or number ranges.",
  ];
  await queueEmail(
    {
      to: SHOP.email,
      subject: `${SHOP.name}: ${spent.total} of ${limit} text messages sent today`,
      text: lines.join("\n\n"),
      html: lines.map((line) => `<p>${line}</p>`).join(""),
      template: ALERT_TEMPLATE,
    },
    tx,
  );
}
