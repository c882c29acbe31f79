import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { verifyPassword } from "@/lib/auth/password";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { CODE_SENT, sendPhoneCode, spendPhoneCode } from "@/lib/sms/phone-codes";
import { parseInput } from "@/lib/validation";
import { closeCodeSchema, deleteAccountSchema } from "./schemas";

// What closing an account asks for (decision 110): its password, or, for a phone account without
// one, a fresh code texted to its mobile for this purpose only (a sign-in code does not close it).

export const NO_PASSWORD_YET = "Set a password for your account first; deleting it asks for one";
export const CLOSES_WITH_PASSWORD = "Your account closes with its password, not a code";

type Owner = { id: string; passwordHash: string | null; mobile: string | null };

/** Throws unless the input proves the caller owns the account; counted against the account's closing attempts. */
export async function proveOwner(ctx: Ctx, user: Owner, input: unknown): Promise<void> {
  if (user.passwordHash) {
    const { password } = parseInput(deleteAccountSchema, input);
    await hit(LIMITS.deletePerAccount(user.id));
    if (!(await verifyPassword(user.passwordHash, password))) throw new AppError("validation", "The password is not correct");
    return;
  }
  if (!user.mobile) throw new AppError("validation", NO_PASSWORD_YET);
  const { code } = parseInput(closeCodeSchema, input);
  await hit(LIMITS.deletePerAccount(user.id));
  await spendPhoneCode(user.mobile, code, "CLOSE_ACCOUNT", ctx.ip, user.id);
}

/** POST /user/account/code: texts a code that closes a password-less account. */
export async function sendCloseAccountCode(ctx: Ctx): Promise<{ message: string }> {
  const caller = requireUser(ctx.caller);
  const user = await getDb().user.findUniqueOrThrow({ where: { id: caller.id }, select: { passwordHash: true, mobile: true } });
  if (user.passwordHash || !user.mobile) throw new AppError("validation", CLOSES_WITH_PASSWORD);
  await sendPhoneCode(user.mobile, "CLOSE_ACCOUNT", ctx.ip, caller.id);
  return { message: CODE_SENT };
}
