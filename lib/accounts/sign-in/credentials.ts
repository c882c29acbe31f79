import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { clear, hit, LIMITS, refund, remember, remembered } from "@/lib/auth/rate-limit";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { loginSchema } from "../schemas";

export const LOGIN_FAILED = "Invalid email or password";

// Verifying a password costs the same whether or not the account exists.
let dummyHash: Promise<string> | undefined;

/** Whether this account signed in from this address before (within the marker's 90 days). */
export function isKnownAddress(email: string, ip: string): Promise<boolean> {
  return remembered(LIMITS.knownAddress(email, ip));
}

/**
 * The user behind an email and password; one message for a wrong password and an unknown email.
 * Every attempt is counted before the (costly) password check, and a success is taken back
 * from the counters, so only failures count against an account or an address (many shoppers
 * behind one office or college address log in freely; a guesser from there is still stopped).
 * The per-account cap and the per-address limit count only addresses the account never signed in
 * from, so strangers reaching them lock themselves out, not the owner at home (decision 005).
 */
export async function verifyCredentials(ctx: Ctx, input: unknown) {
  const { email, password } = parseInput(loginSchema, input);
  const address = LIMITS.loginPerIp(ctx.ip);
  const fromHere = LIMITS.loginFailuresPerAccountIp(email, ctx.ip);
  const anywhere = LIMITS.loginFailuresPerAccount(email);
  const known = await isKnownAddress(email, ctx.ip);
  // At an address the account signed in from, only its own failures there count: other people's
  // behind the same address (carrier NAT, an office) do not lock it out (docs/decisions/062).
  await hit(...(known ? [fromHere] : [address, fromHere, anywhere]));
  const user = await getDb().user.findUnique({
    where: { email },
    select: { id: true, passwordHash: true, tokenVersion: true, role: true },
  });
  dummyHash ??= hashPassword("not-a-real-password");
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !valid) {
    console.warn(`login failed for ${maskEmail(email)} from ${ctx.ip}`);
    throw new AppError("unauthenticated", LOGIN_FAILED);
  }
  const counted = known ? [] : [refund(address), refund(anywhere)];
  await Promise.all([clear(fromHere), ...counted, remember(LIMITS.knownAddress(email, ctx.ip))]);
  return { id: user.id, tokenVersion: user.tokenVersion, role: user.role };
}

/** Enough of an email to follow an attack in the log, not enough to list the shop's customers. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}
