import "server-only";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { devPagesOpenTo } from "@/lib/http/dev-pages";
import { openBody, type EmailBody } from "./sealed-body";

// The development mailbox (the local twin of Resend): the outbox, newest first, open by the rule
// of every development page (lib/http/dev-pages.ts).
export const mailboxOpenTo = devPagesOpenTo;

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
