import "server-only";
import { headers } from "next/headers";
import { getDb } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { readCredentials, type Credentials } from "./session-token";

// Who is asking. Every request re-reads the user, so a bumped token version, a removed
// role or a deleted account takes effect at once.
export type Caller = {
  id: string;
  email: string;
  fullname: string;
  role: Role;
  isVerified: boolean;
  tokenVersion: number;
  source: Credentials["source"];
};

/** What every domain function receives from either door. */
export type Ctx = { caller: Caller | null; ip: string };

export async function callerFrom(requestHeaders: Headers): Promise<Caller | null> {
  const credentials = await readCredentials(requestHeaders);
  if (!credentials) return null;
  const user = await getDb().user.findUnique({
    where: { id: credentials.claims.sub },
    select: { id: true, email: true, fullname: true, role: true, isVerified: true, tokenVersion: true },
  });
  if (!user || user.tokenVersion !== credentials.claims.tv) return null;
  return { ...user, source: credentials.source };
}

/** The caller of the current page or server action. */
export async function currentCaller(): Promise<Caller | null> {
  return callerFrom(await headers());
}
