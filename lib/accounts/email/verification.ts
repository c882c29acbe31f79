import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { consumeUserToken, createUserToken } from "@/lib/auth/user-tokens";
import { getDb } from "@/lib/db";
import { sendEmail } from "@/lib/email/send-email";
import { verificationEmail } from "@/lib/email/templates";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { proveEmail } from "./email-proof";
import { verificationSchema } from "../schemas";
import { toUserView, userViewSelect } from "../user-view";

/** Mails a link that proves `user.email`; `prepare` runs in the token's transaction (createUserToken). */
export async function sendVerificationEmail(
  user: { id: string; email: string; fullname: string },
  prepare?: Parameters<typeof createUserToken>[3],
): Promise<void> {
  const { token, expiresAt } = await createUserToken(user.id, "VERIFY_EMAIL", user.email, prepare);
  const link = `${getEnv().APP_URL}/verify/${token}`;
  const { language } = await getDb().user.findUniqueOrThrow({ where: { id: user.id }, select: { language: true } });
  await sendEmail({
    to: user.email,
    ...verificationEmail({ fullname: user.fullname, link, language }),
    oneTimeLink: { url: link, expiresAt },
  });
}

/** POST /auth/getVerificationLink: a new link for the logged-in, unverified user. */
export async function requestVerificationLink(ctx: Ctx) {
  const caller = requireUser(ctx.caller);
  if (caller.isVerified) throw new AppError("conflict", "Your account is already verified");
  // Only an email account is ever unverified: a mobile number is verified by its code.
  if (!caller.email) throw new AppError("validation", "Add an email to your account first");
  await hit(LIMITS.linkPerIp(ctx.ip), LIMITS.linkPerAccount(caller.id));
  await sendVerificationEmail({ ...caller, email: caller.email });
  return { message: `Verification link sent to ${caller.email}` };
}

/** POST /auth/verification: the link's token, used by the account it was sent to. */
export async function verifyAccount(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  const { token } = parseInput(verificationSchema, input);
  const { pendingEmail } = await getDb().user.findUniqueOrThrow({ where: { id: caller.id }, select: { pendingEmail: true } });
  if ((!caller.isVerified || pendingEmail) && !(await verifyWithToken(caller.id, token, caller.session.id))) {
    throw new AppError("validation", "This verification link is invalid or has expired. Ask for a new one.");
  }
  const user = await getDb().user.findUniqueOrThrow({ where: { id: caller.id }, select: userViewSelect });
  return { message: pendingEmail ? "Your email is added to your account" : "Your account is activated", user: toUserView(user) };
}

/**
 * Verifies the user when the token is theirs, unused and fresh, and was sent to the address the
 * account still waits for (email-proof.ts). An email added to an account made with a mobile number
 * (sign-in-ways.ts) joins the account here, unless another account took it meanwhile.
 */
export async function verifyWithToken(userId: string, token: string, keepSessionId: string): Promise<boolean> {
  const used = await consumeUserToken(token, "VERIFY_EMAIL", userId);
  return used !== null && (await proveEmail(used, { keepSessionId })) !== null;
}
