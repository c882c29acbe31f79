import "server-only";
import { callerFrom } from "@/lib/auth/caller";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { clientIp } from "@/lib/http/request-meta";
import { openBody, type EmailBody } from "./sealed-body";

// The development mailbox (the local twin of Resend): the outbox, newest first. Demo mode only
// (outside it the outbox holds real customers' emails), and even then only for a request from
// this machine or an admin: a demo reachable from elsewhere must not hand out reset links.
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

function isLoopback(ip: string): boolean {
  return LOOPBACK.test(ip);
}

export async function mailboxOpenTo(requestHeaders: Headers): Promise<boolean> {
  if (!getEnv().DEMO_MODE) return false;
  if (isLoopback(clientIp(requestHeaders))) return true;
  return (await callerFrom(requestHeaders))?.role === "ADMIN";
}

export type MailboxOptions = { to?: string };

export type MailboxEmail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
  status: string;
  template: string;
};

type OutboxRow = Omit<MailboxEmail, "html" | "text"> & EmailBody & { sealedBody: string | null; sealedUntil: Date | null };

/** The message as written while its one-time link lives; afterwards the copy without the link. */
export function readableEmail({ sealedBody, sealedUntil, ...row }: OutboxRow, now = new Date()): MailboxEmail {
  const open = sealedBody && sealedUntil && sealedUntil > now ? openBody(sealedBody, getEnv().AUTH_SECRET) : null;
  return open ? { ...row, ...open } : row;
}

export async function listMailbox(limit = 50, options: MailboxOptions = {}): Promise<MailboxEmail[]> {
  const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), 200);
  const to = options.to?.trim();
  const rows = await getDb().emailOutbox.findMany({
    where: to ? { to: { equals: to, mode: "insensitive" } } : undefined,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      to: true,
      subject: true,
      text: true,
      html: true,
      createdAt: true,
      status: true,
      template: true,
      sealedBody: true,
      sealedUntil: true,
    },
  });
  const now = new Date();
  return rows.map((row) => readableEmail(row, now));
}
