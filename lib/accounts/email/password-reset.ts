import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { hashPassword } from "@/lib/auth/password";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { consumeUserToken, createUserToken } from "@/lib/auth/user-tokens";
import { getDb } from "@/lib/db";
import { sendEmail } from "@/lib/email/send-email";
import { passwordResetEmail } from "@/lib/email/templates";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { queueJob } from "@/lib/jobs/queue-job";
import { parseInput } from "@/lib/validation";
import { isKnownAddress } from "../sign-in/credentials";
import { proveEmail } from "./email-proof";
import { emailOnlySchema, resetPasswordSchema } from "../schemas";

export const RESET_LINK_SENT = "If an account exists for that email, a link to reset the password is on its way.";

/**
 * POST /auth/getResetPasswordLink: the same answer, in the same time, for every email known or
 * not. Only the rate limits are counted and a job queued before answering; looking the account
 * up and mailing it are the job's (account.password-reset-link), so they survive a crash too.
 * From an address the account signed in from, the owner has an allowance of their own, which
 * strangers elsewhere cannot use up.
 */
export async function requestPasswordReset(ctx: Ctx, input: unknown) {
  const { email } = parseInput(emailOnlySchema, input);
  const known = await isKnownAddress(email, ctx.ip);
  await hit(LIMITS.linkPerIp(ctx.ip), known ? LIMITS.linkPerAccountKnownIp(email, ctx.ip) : LIMITS.linkPerAccount(email));
  await queueJob("account.password-reset-link", { email });
  return { message: RESET_LINK_SENT };
}

/** The job behind requestPasswordReset: nothing for an unknown address. */
export async function mailResetLink(email: string): Promise<void> {
  const user = await getDb().user.findUnique({ where: { email }, select: { id: true, email: true, fullname: true, language: true } });
  if (!user) return;
  const { token, expiresAt } = await createUserToken(user.id, "RESET_PASSWORD", email);
  const link = `${getEnv().APP_URL}/reset-password/${token}`;
  await sendEmail({
    to: email,
    ...passwordResetEmail({ fullname: user.fullname, link, language: user.language }),
    oneTimeLink: { url: link, expiresAt },
  });
}

const RESET_LINK_DEAD = "This reset link is invalid or has expired. Ask for a new one.";

/**
 * POST /auth/resetPassword: sets the new password and ends every session and token of the
 * user. The link proves the email it was sent to, so the account counts as verified too; the
 * first time it is proved, the ways in added before go (email-proof.ts).
 */
export async function resetPassword(_ctx: Ctx, input: unknown) {
  const { token, password } = parseInput(resetPasswordSchema, input);
  const used = await consumeUserToken(token, "RESET_PASSWORD");
  if (!used) throw new AppError("validation", RESET_LINK_DEAD);
  const passwordHash = await hashPassword(password);
  const proved = await proveEmail(used, {
    also: async (tx) => {
      await tx.user.update({
        where: { id: used.userId },
        data: { passwordHash, passwordSetAt: new Date(), tokenVersion: { increment: 1 } },
      });
      await tx.session.deleteMany({ where: { userId: used.userId } });
    },
  });
  if (!proved) throw new AppError("validation", RESET_LINK_DEAD);
  return { message: "Your password has been reset. Please log in." };
}
