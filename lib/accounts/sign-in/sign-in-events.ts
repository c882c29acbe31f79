import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import type { SignInWay } from "@/lib/generated/prisma/enums";
import { networkBlock } from "@/lib/http/request/client-ip";
import { deviceName } from "./device-name";

// Sign-in events (decision 117): each successful sign-in is a row kept a year, for the shopper's
// "Recent sign-ins" and for a breach's inquiry. The address is kept only as its network (an IPv4
// /24, an IPv6 /64), and the browser's own description, cut short.

const SIGN_IN_KEPT_DAYS = 365;
const USER_AGENT_MAX = 300;
const RECENT = 10;

/** How a sign-in was made, from where, with what: what startSession writes beside the session. */
export type SignInNote = { way: SignInWay; ip: string; userAgent: string | null };

export function signInEventData(userId: string, { way, ip, userAgent }: SignInNote) {
  return { userId, way, network: networkBlock(ip), userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null };
}

const WAY_LABEL: Record<SignInWay, string> = { PASSWORD: "Email and password", PHONE_CODE: "Mobile number and texted code" };

export type SignInView = { id: string; at: Date; way: string; device: string; network: string };

/** The caller's latest sign-ins, newest first (the account page). */
export async function recentSignIns(ctx: Ctx): Promise<SignInView[]> {
  const caller = requireUser(ctx.caller);
  const rows = await getDb().signInEvent.findMany({
    where: { userId: caller.id },
    orderBy: { createdAt: "desc" },
    take: RECENT,
    select: { id: true, createdAt: true, way: true, network: true, userAgent: true },
  });
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt,
    way: WAY_LABEL[row.way],
    device: deviceName(row.userAgent),
    network: row.network,
  }));
}

/** Forgets sign-ins older than a year (the retention job, email.purge-outbox); returns how many went. */
export async function purgeOldSignIns(now = clock.now()): Promise<number> {
  const before = new Date(now.getTime() - SIGN_IN_KEPT_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await getDb().signInEvent.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}
