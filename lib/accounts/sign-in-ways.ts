import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { hashPassword } from "@/lib/auth/password";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { getDb } from "@/lib/db";
import { isUniqueClash } from "@/lib/to-app-error";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { CODE_SENT, sendPhoneCode, spendPhoneCode } from "@/lib/sms/phone-codes";
import { emailOnlySchema, phoneCodeSchema, phoneSchema, resetPasswordFormSchema } from "./schemas";
import { sendVerificationEmail } from "./email/verification";

// An account holds both ways in: one made with a mobile number adds an email (proved by its link)
// and a password; one made with an email adds a mobile number (proved by a code). A code proves
// the number only: it never verifies an email, and a number added before the account's email is
// proved is removed when it is (email-proof.ts, decision 096).
export const PHONE_TAKEN = "This number belongs to another account. Log in with it, or use another number.";
export const ADDED_BEFORE_PROOF =
  "Your mobile number is added. Your email is not verified yet: when it is, numbers added before are removed for safety, so add it again then.";
const HAS_EMAIL = "Your account already has an email";

export type SignInWays = {
  mobile: string | null;
  mobileAddedAt: Date | null;
  email: string | null;
  /** Null while the email is unproved. */
  emailVerifiedAt: Date | null;
  pendingEmail: string | null;
  hasPassword: boolean;
  passwordSetAt: Date | null;
};

/** How the caller can log in, and since when (the account page). */
export async function getSignInWays(ctx: Ctx): Promise<SignInWays> {
  const caller = requireUser(ctx.caller);
  const { passwordHash, ...user } = await getDb().user.findUniqueOrThrow({
    where: { id: caller.id },
    select: {
      mobile: true,
      mobileAddedAt: true,
      email: true,
      emailVerifiedAt: true,
      pendingEmail: true,
      passwordHash: true,
      passwordSetAt: true,
    },
  });
  return { ...user, hasPassword: passwordHash !== null };
}

/** Texts a code to the number the caller wants to sign in with. */
export async function requestAddPhoneCode(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  const { phone } = parseInput(phoneSchema, input);
  await sendPhoneCode(phone, "ADD_PHONE", ctx.ip, caller.id);
  return { message: CODE_SENT };
}

/** The code proves the number: it becomes the account's (and proves nothing about its email). */
export async function addPhone(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  const { phone, code } = parseInput(phoneCodeSchema, input);
  await spendPhoneCode(phone, code, "ADD_PHONE", ctx.ip, caller.id);
  try {
    await getDb().user.update({ where: { id: caller.id }, data: { mobile: phone, mobileAddedAt: new Date() } });
  } catch (error) {
    if (isUniqueClash(error)) throw new AppError("conflict", PHONE_TAKEN, { code: PHONE_TAKEN });
    throw error;
  }
  if (!caller.isVerified) return { message: ADDED_BEFORE_PROOF };
  return { message: "Your mobile number is added: you can log in with it" };
}

/**
 * Emails a link to the address; it joins the account when the link is opened (verification.ts).
 * The earlier link ends before the pending address changes, in one transaction, so no link is
 * ever alive for an address the account no longer waits for.
 */
export async function addEmail(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  if (caller.email) throw new AppError("conflict", HAS_EMAIL);
  const { email } = parseInput(emailOnlySchema, input);
  await hit(LIMITS.linkPerIp(ctx.ip), LIMITS.linkPerAccount(caller.id));
  await sendVerificationEmail({ id: caller.id, fullname: caller.fullname, email }, async (tx) => {
    const { count } = await tx.user.updateMany({ where: { id: caller.id, email: null }, data: { pendingEmail: email } });
    if (count === 0) throw new AppError("conflict", HAS_EMAIL);
  });
  return { message: `We have emailed a link to ${email}: open it to add the email to your account` };
}

/** A first password, for an account made with a mobile number (others reset theirs by email). */
export async function setFirstPassword(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  const { password } = parseInput(resetPasswordFormSchema, input);
  const passwordHash = await hashPassword(password);
  const { count } = await getDb().user.updateMany({
    where: { id: caller.id, passwordHash: null },
    data: { passwordHash, passwordSetAt: new Date() },
  });
  if (count === 0) throw new AppError("conflict", "Your account has a password already: reset it by email to change it");
  return { message: "Your password is set" };
}
