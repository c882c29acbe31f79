import "server-only";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";

// The development mailbox (the local twin of Resend): the outbox, newest first. Demo mode only:
// outside it the outbox holds real customers' one-time links.
export function mailboxEnabled(): boolean {
  return getEnv().DEMO_MODE;
}

export type MailboxOptions = { to?: string };

export async function listMailbox(limit = 50, options: MailboxOptions = {}) {
  const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), 200);
  const to = options.to?.trim();
  return getDb().emailOutbox.findMany({
    where: to ? { to: { equals: to, mode: "insensitive" } } : undefined,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, to: true, subject: true, text: true, html: true, createdAt: true, status: true, template: true },
  });
}

export type MailboxEmail = Awaited<ReturnType<typeof listMailbox>>[number];
