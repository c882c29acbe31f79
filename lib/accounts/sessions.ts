import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { issueToken } from "@/lib/auth/session-token";
import { getDb } from "@/lib/db";

/** POST /user/getToken: a fresh token (new expiry) for a valid session. */
export async function refreshToken(ctx: Ctx) {
  const caller = requireUser(ctx.caller);
  return { token: await issueToken({ sub: caller.id, tv: caller.tokenVersion, role: caller.role }) };
}

/** Ends every session and token of the caller, on every device. */
export async function logoutEverywhere(ctx: Ctx) {
  const caller = requireUser(ctx.caller);
  await getDb().user.update({ where: { id: caller.id }, data: { tokenVersion: { increment: 1 } } });
  return { message: "You have been logged out on every device" };
}
