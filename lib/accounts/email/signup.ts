import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { hashPassword } from "@/lib/auth/password";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { getDb } from "@/lib/db";
import { sendEmail } from "@/lib/email/send-email";
import { accountExistsEmail } from "@/lib/email/templates";
import { getEnv } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { pathIn } from "@/lib/i18n/message-path";
import { AppError } from "@/lib/errors";
import { PRIVACY_NOTICE_VERSION } from "@/lib/privacy/notice";
import { isUniqueClash } from "@/lib/to-app-error";
import { parseInput } from "@/lib/validation";
import { SIGNUP_MESSAGE, signupSchema } from "../schemas";
import { sendVerificationEmail } from "./verification";

/**
 * Creates a customer account (never an admin, never pre-verified) and mails the verification link.
 * An email that already has an account gets the same answer, so sign-up cannot tell who has an
 * account; its owner is emailed instead (a few times a day at most).
 */
/** `language`: the page's, kept on the new account for her emails and texts (decision 122). */
export async function signup(ctx: Ctx, input: unknown, language?: Locale) {
  await hit(LIMITS.signupPerIp(ctx.ip));
  const { fullname, email, password } = parseInput(signupSchema, input);
  const passwordHash = await hashPassword(password);
  try {
    const user = await getDb().user.create({
      data: { fullname, email, passwordHash, passwordSetAt: new Date(), noticeVersion: PRIVACY_NOTICE_VERSION, language },
      select: { id: true, fullname: true },
    });
    await sendVerificationEmail({ ...user, email });
  } catch (error) {
    if (!isUniqueClash(error)) throw error;
    await mailOwner(email);
  }
  return { message: SIGNUP_MESSAGE };
}

async function mailOwner(email: string): Promise<void> {
  const owner = await getDb().user.findUnique({ where: { email }, select: { fullname: true, language: true } });
  if (!owner) return;
  try {
    await hit(LIMITS.accountExistsMailsPerAccount(email));
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return;
    throw error;
  }
  const { language } = owner;
  const link = `${getEnv().APP_URL}${pathIn(language, "/login")}`;
  await sendEmail({ to: email, ...accountExistsEmail({ fullname: owner.fullname, link, language }) });
}
