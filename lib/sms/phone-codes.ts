import "server-only";
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { firstInWindow, hit, LIMITS, refuseWhenSpent } from "@/lib/auth/rate-limit";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { PhoneCodePurpose } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/locales";
import { networkBlock } from "@/lib/http/request/client-ip";
import { hasAccount, spendSmsBudget } from "./budget";
import { smsLanguage } from "./providers/provider";
import { codeText } from "./send/code-text";
import { sendSms } from "./send/send-sms";

// One-time codes texted to a mobile number (docs/features/accounts.md, "Mobile numbers"): six
// digits from the system's secure source, kept only as a keyed hash, good for 5 minutes, used
// once, dead after 5 wrong tries. Asking again is allowed after 30 s, a few times an hour per
// number; per address and per network only far above a carrier-NAT address's pace, and more
// tightly for numbers without an account; the day's texts come out of a budget whose last share
// only known numbers may use (lib/sms/budget.ts, decision 097).
export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_AFTER_MS = 30_000;
export const MAX_WRONG_TRIES = 5;

/** The answer to every request for a code, whether or not the number has an account. */
export const CODE_SENT = "We have sent a 6-digit code to your mobile number. It expires in 5 minutes.";
export const CODE_WRONG = "That code is not correct";
export const CODE_DEAD = "This code has expired or was tried too many times. Ask for a new one.";
export const CODES_PAUSED = "We cannot send codes right now. Please log in with your email, or try again later.";

type Purpose = PhoneCodePurpose;

function codeHash(id: string, code: string): Buffer {
  return createHmac("sha256", getEnv().AUTH_SECRET).update(`${id}:${code}`).digest();
}

/** The page's language when it said one, else the account's (decision 122), else English. */
async function codeLanguage(phone: string, userId: string | null, pageLanguage: Locale | undefined): Promise<Locale> {
  if (pageLanguage) return pageLanguage;
  const account = await getDb().user.findFirst({ where: userId ? { id: userId } : { mobile: phone }, select: { language: true } });
  return account?.language ?? "en";
}

/**
 * Makes a code for `phone` (already normalised) and texts it. Earlier codes for the same number
 * and purpose stop working. `userId`: the account adding this number (ADD_PHONE); `pageLanguage`:
 * the language of the page that asked, which the text is written in.
 */
export async function sendPhoneCode(
  phone: string,
  purpose: Purpose,
  ip: string,
  userId: string | null = null,
  pageLanguage?: Locale,
): Promise<void> {
  const known = await knownNumber(phone, userId);
  const strangers = known ? [] : [LIMITS.newNumberCodesPerIp(ip), LIMITS.newNumberCodesPerNetwork(networkBlock(ip))];
  await hit(LIMITS.textsPerPhone(phone), LIMITS.codesPerIp(ip), ...strangers);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const id = randomUUID();
  const now = clock.now();
  await getDb().$transaction(async (tx) => {
    // One request at a time across the shop: the 30-second pause and the daily ceiling are exact.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('phone-codes', 0))`;
    const last = await tx.phoneCode.findFirst({ where: { phone, purpose }, orderBy: { createdAt: "desc" }, select: { createdAt: true } });
    const wait = last ? last.createdAt.getTime() + RESEND_AFTER_MS - now.getTime() : 0;
    if (wait > 0) throw new AppError("rate_limited", `Please wait ${Math.ceil(wait / 1000)} seconds before asking for another code`);
    if (!(await spendSmsBudget(tx, { phone, template: "otp", known }))) throw new AppError("unavailable", CODES_PAUSED);
    await tx.phoneCode.updateMany({ where: { phone, purpose, usedAt: null, expiresAt: { gt: now } }, data: { expiresAt: now } });
    await tx.phoneCode.create({
      data: {
        id,
        phone,
        purpose,
        userId,
        codeHash: codeHash(id, code).toString("hex"),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        createdAt: now,
      },
    });
  });
  try {
    const language = smsLanguage("otp", await codeLanguage(phone, userId, pageLanguage));
    const text = codeText(language, code, new URL(getEnv().APP_URL).hostname);
    await sendSms({ to: phone, template: "otp", text, vars: { code }, secret: code, language });
  } catch (error) {
    // A code that never reached the phone must not be guessable either.
    await getDb().phoneCode.update({ where: { id }, data: { expiresAt: now } });
    throw error;
  }
}

/**
 * A number that may use the budget's share kept for the shop's shoppers: an account's mobile, or
 * one a signed-in, verified account asks to add.
 */
async function knownNumber(phone: string, userId: string | null): Promise<boolean> {
  if (await hasAccount(phone)) return true;
  if (!userId) return false;
  return (await getDb().user.count({ where: { id: userId, isVerified: true } })) > 0;
}

/**
 * Uses the newest live code of `phone` when `code` is it; throws a 400 otherwise (a wrong code
 * counts one of its tries, and one failure of the address and of its network; past their limits
 * every check from there is 429). Of many requests with the right code at once, exactly one succeeds.
 * `userId`: for ADD_PHONE, only the account that asked may use the code.
 */
export async function spendPhoneCode(
  phone: string,
  code: string,
  purpose: Purpose,
  ip: string,
  userId: string | null = null,
): Promise<void> {
  const failures = [LIMITS.codeFailuresPerIp(ip), LIMITS.codeFailuresPerNetwork(networkBlock(ip))];
  await refuseWhenSpent(...failures);
  const countFailure = async () => {
    for (const failure of failures) await firstInWindow(failure);
  };
  const db = getDb();
  const now = clock.now();
  const live = await db.phoneCode.findFirst({
    where: { phone, purpose, userId, usedAt: null, expiresAt: { gt: now }, attempts: { lt: MAX_WRONG_TRIES } },
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true, attempts: true },
  });
  if (!live) {
    await countFailure();
    throw new AppError("validation", CODE_DEAD, { code: CODE_DEAD });
  }
  const right = timingSafeEqual(codeHash(live.id, code), Buffer.from(live.codeHash, "hex"));
  if (right) {
    const { count } = await db.phoneCode.updateMany({
      where: { id: live.id, usedAt: null, expiresAt: { gt: now }, attempts: { lt: MAX_WRONG_TRIES } },
      data: { usedAt: now },
    });
    if (count === 1) return;
    throw new AppError("validation", CODE_DEAD, { code: CODE_DEAD });
  }
  const counted = await db.phoneCode.updateManyAndReturn({
    where: { id: live.id, attempts: { lt: MAX_WRONG_TRIES } },
    data: { attempts: { increment: 1 } },
    select: { attempts: true },
  });
  await countFailure();
  const left = MAX_WRONG_TRIES - (counted[0]?.attempts ?? MAX_WRONG_TRIES);
  const message = left > 0 ? `${CODE_WRONG}. ${left} ${left === 1 ? "try" : "tries"} left.` : CODE_DEAD;
  throw new AppError("validation", message, { code: message });
}
