import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { getDb } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { PRIVACY_NOTICE_VERSION } from "@/lib/privacy/notice";
import { isUniqueClash } from "@/lib/to-app-error";
import { parseInput } from "@/lib/validation";
import { CODE_SENT, sendPhoneCode, spendPhoneCode } from "@/lib/sms/phone-codes";
import { phoneCodeSchema, phoneSchema } from "../schemas";
import { startSession } from "./sessions";
import { toUserView, userViewSelect } from "../user-view";

// Signing in or up with a mobile number: a code proves the number; a number without an account
// gets one there and then, verified by that code (the name can come later, at the address).

/** POST /auth/otp/request: the same answer for every number; `language`: the page's, which the text is written in. */
export async function requestSignInCode(ctx: Ctx, input: unknown, language?: Locale) {
  const { phone } = parseInput(phoneSchema, input);
  await sendPhoneCode(phone, "SIGN_IN", ctx.ip, null, language);
  return { message: CODE_SENT };
}

const sessionUser = { id: true, tokenVersion: true, role: true } as const;

/** The account of a number whose code was just given: found, or made verified. */
async function accountOf(mobile: string) {
  const db = getDb();
  const found = await db.user.findUnique({ where: { mobile }, select: sessionUser });
  if (found) return found;
  try {
    return await db.user.create({
      data: { fullname: "", mobile, mobileAddedAt: new Date(), phone: mobile.slice(3), isVerified: true },
      select: sessionUser,
    });
  } catch (error) {
    // Two codes of one number used at once: the other request made the account.
    if (!isUniqueClash(error)) throw error;
    return db.user.findUniqueOrThrow({ where: { mobile }, select: sessionUser });
  }
}

/** Checks the code and opens a session for the number's account (the web's Auth.js door and the API's). */
export async function startPhoneSession(ctx: Ctx, input: unknown, userAgent: string | null) {
  const { phone, code } = parseInput(phoneCodeSchema, input);
  await spendPhoneCode(phone, code, "SIGN_IN", ctx.ip);
  const user = await accountOf(phone);
  // The sign-in form shows the notice (components/account/notice-line.tsx): the account records its version.
  await getDb().user.update({ where: { id: user.id }, data: { noticeVersion: PRIVACY_NOTICE_VERSION } });
  return { user, ...(await startSession(user, { way: "PHONE_CODE", ip: ctx.ip, userAgent })) };
}

/** POST /auth/otp/verify: as /user/signin answers, with the user. */
export async function signInWithPhoneCode(ctx: Ctx, input: unknown, userAgent: string | null) {
  const { user, token } = await startPhoneSession(ctx, input, userAgent);
  const view = toUserView(await getDb().user.findUniqueOrThrow({ where: { id: user.id }, select: userViewSelect }));
  return { message: "Logged in successfully", token, user: view };
}
