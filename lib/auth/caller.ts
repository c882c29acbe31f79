import "server-only";
import { headers } from "next/headers";
import { getDb } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { noteRequestUser } from "@/lib/log";
import { readCredentials, type Credentials } from "./session-token";

// Who is asking. Every request re-reads the user and the session, so a logout, a bumped token
// version, a removed role or a deleted account takes effect at once.
export type Caller = {
  id: string;
  /** Null for an account made with a mobile number that has not added an email. */
  email: string | null;
  fullname: string;
  role: Role;
  isVerified: boolean;
  tokenVersion: number;
  source: Credentials["source"];
  session: { id: string; expiresAt: Date };
};

/** What every domain function receives from either door. */
export type Ctx = { caller: Caller | null; ip: string };

type CallerRow = Omit<Caller, "source" | "session"> & { sessionExpiresAt: Date };

export async function callerFrom(requestHeaders: Headers): Promise<Caller | null> {
  const credentials = await readCredentials(requestHeaders);
  if (!credentials) return null;
  const { sid, sub, tv } = credentials.claims;
  // One round trip: the session by its primary key, joined to its user.
  const [row] = await getDb().$queryRaw<CallerRow[]>`
    SELECT u.id, u.email, u.fullname, u.role::text AS role, u."isVerified", u."tokenVersion", s."expiresAt" AS "sessionExpiresAt"
    FROM "Session" s JOIN "User" u ON u.id = s."userId"
    WHERE s.id = ${sid} AND s."userId" = ${sub} AND s."expiresAt" > now() AND u."tokenVersion" = ${tv}`;
  if (!row) return null;
  noteRequestUser(row.id);
  const { sessionExpiresAt, ...user } = row;
  return { ...user, source: credentials.source, session: { id: sid, expiresAt: sessionExpiresAt } };
}

/** The caller of the current page or server action. */
export async function currentCaller(): Promise<Caller | null> {
  return callerFrom(await headers());
}
