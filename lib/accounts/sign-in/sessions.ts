import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { issueToken, sessionMaxAgeSeconds } from "@/lib/auth/session-token";
import { getDb } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { verifyCredentials } from "./credentials";
import { signInEventData, type SignInNote } from "./sign-in-events";

// Server-side sessions: each login is a row whose id travels in the token (`sid`). Logging out
// deletes the row, so a copied cookie or token stops working; renewing a token never carries it
// past the session's absolute end (SESSION_MAX_AGE_DAYS after the login).

type SessionUser = { id: string; tokenVersion: number; role: Role };

/**
 * Opens a session for a user who has just proved who they are; ended sessions are swept on the way.
 * A sign-in (`signIn`, how and from where) is kept as its event in the same transaction.
 */
export async function startSession(user: SessionUser, signIn?: SignInNote) {
  const db = getDb();
  const expiresAt = new Date(Date.now() + sessionMaxAgeSeconds() * 1000);
  const [, session] = await db.$transaction([
    db.session.deleteMany({ where: { expiresAt: { lte: new Date() } } }),
    db.session.create({ data: { userId: user.id, expiresAt }, select: { id: true, expiresAt: true } }),
    ...(signIn ? [db.signInEvent.create({ data: signInEventData(user.id, signIn), select: { id: true } })] : []),
  ]);
  const claims = { sub: user.id, tv: user.tokenVersion, role: user.role, sid: session.id };
  return { claims, token: await issueToken(claims, session.expiresAt) };
}

/** POST /user/signin; `userAgent` is the request's, kept with the sign-in. */
export async function signInWithPassword(ctx: Ctx, input: unknown, userAgent: string | null) {
  const user = await verifyCredentials(ctx, input);
  const { token } = await startSession(user, { way: "PASSWORD", ip: ctx.ip, userAgent });
  return { message: "Logged in successfully", token };
}

/** POST /user/getToken: a fresh token, which still ends when the session does. */
export async function refreshToken(ctx: Ctx) {
  const caller = requireUser(ctx.caller);
  const claims = { sub: caller.id, tv: caller.tokenVersion, role: caller.role, sid: caller.session.id };
  return { token: await issueToken(claims, caller.session.expiresAt) };
}

/** Ends one session (the web's sign-out, where the token may already be gone). */
export async function endSession(sessionId: string): Promise<void> {
  await getDb().session.deleteMany({ where: { id: sessionId } });
}

/** POST /user/logout: ends the caller's session on the server. */
export async function logout(ctx: Ctx) {
  const caller = requireUser(ctx.caller);
  await endSession(caller.session.id);
  return { message: "Logged out successfully" };
}

/** Ends every session and token of the caller, on every device. */
export async function logoutEverywhere(ctx: Ctx) {
  const caller = requireUser(ctx.caller);
  await getDb().session.deleteMany({ where: { userId: caller.id } });
  return { message: "You have been logged out on every device" };
}
