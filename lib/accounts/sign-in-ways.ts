import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { hashPassword } from "@/lib/auth/password";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { getDb } from "@/lib/db";
import { isUniqueClash } from "@/lib/to-app-error";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { CODE_SENT, sendPhoneCode, spendPhoneCode } from "./phone-codes";
import { emailOnlySchema, phoneCodeSchema, phoneSchema, resetPasswordFormSchema } from "./schemas";
import { sendVerificationEmail } from "./verification";

// An account holds both ways in: one made with a mobile number adds an email (proved by its link)
// and a password; one made with an email adds a mobile number (proved by a code).
export const PHONE_TAKEN = "This number belongs to another account. Log in with it, or use another number.";

export type SignInWays = { mobile: string | null; email: string | null; pendingEmail: string | null; hasPassword: boolean };

/** How the caller can log in (the account page). */
export async function getSignInWays(ctx: Ctx): Promise<SignInWays> {
  const caller = requireUser(ctx.caller);
  const user = await getDb().user.findUniqueOrThrow({
    where: { id: caller.id },
    select: { mobile: true, email: true, pendingEmail: true, passwordHash: true },
  });
  return { mobile: user.mobile, email: user.email, pendingEmail: user.pendingEmail, hasPassword: user.passwordHash !== null };
}

/** Texts a code to the number the caller wants to sign in with. */
export async function requestAddPhoneCode(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  const { phone } = parseInput(phoneSchema, input);
  await sendPhoneCode(phone, "ADD_PHONE", ctx.ip, caller.id);
  return { message: CODE_SENT };
}

/** The code proves the number: it becomes the account's, and verifies the account. */
export async function addPhone(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  const { phone, code } = parseInput(phoneCodeSchema, input);
  await spendPhoneCode(phone, code, "ADD_PHONE", ctx.ip, caller.id);
  try {
    await getDb().user.update({ where: { id: caller.id }, data: { mobile: phone, isVerified: true } });
  } catch (error) {
    if (isUniqueClash(error)) throw new AppError("conflict", PHONE_TAKEN, { code: PHONE_TAKEN });
    throw error;
  }
  return { message: "Your mobile number is added: you can log in with it" };
}

/** Emails a link to the address; it joins the account when the link is opened (verification.ts). */
export async function addEmail(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  if (caller.email) throw new AppError("conflict", "Your account already has an email");
  const { email } = parseInput(emailOnlySchema, input);
  await hit(LIMITS.linkPerIp(ctx.ip), LIMITS.linkPerAccount(caller.id));
  await getDb().user.update({ where: { id: caller.id }, data: { pendingEmail: email } });
  await sendVerificationEmail({ id: caller.id, fullname: caller.fullname, email });
  return { message: `We have emailed a link to ${email}: open it to add the email to your account` };
}

/** A first password, for an account made with a mobile number (others reset theirs by email). */
export async function setFirstPassword(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  const { password } = parseInput(resetPasswordFormSchema, input);
  const passwordHash = await hashPassword(password);
  const { count } = await getDb().user.updateMany({ where: { id: caller.id, passwordHash: null }, data: { passwordHash } });
  if (count === 0) throw new AppError("conflict", "Your account has a password already: reset it by email to change it");
  return { message: "Your password is set" };
}
