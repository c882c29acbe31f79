import "server-only";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { queueJob } from "@/lib/jobs/queue-job";
import { sealBody, withoutLink } from "./sealed-body";

// Every email goes through here. The message is written to EmailOutbox, in the caller's
// transaction, together with a job that delivers it (lib/email/deliver-email.ts): the email
// exists exactly when the change that causes it commits, and a crash after the commit loses
// nothing. The row stays the record of what was sent; a sweep re-queues rows left pending.
// A one-time link is never stored readable: the row keeps the body without it, and the body
// as written only sealed (lib/email/sealed-body.ts), until Resend accepts the message or,
// in demo mode, until the link expires (lib/email/outbox-purge.ts).
export type OneTimeLink = { url: string; expiresAt: Date };
export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  oneTimeLink?: OneTimeLink;
  /** A message the recipient asked for and may stop: where one POST stops it (the List-Unsubscribe header, RFC 8058). */
  unsubscribeUrl?: string;
};

type Db = Pick<Prisma.TransactionClient, "emailOutbox" | "$queryRawUnsafe">;

/**
 * Writes the message into the outbox as pending, and its delivery job, with `tx` (the caller's
 * transaction). Returns the row's id.
 */
export async function queueEmail(message: EmailMessage, tx: Db): Promise<string> {
  const env = getEnv();
  const link = message.oneTimeLink;
  const stored = link ? withoutLink(message, link.url) : message;
  const { id } = await tx.emailOutbox.create({
    data: {
      to: message.to,
      subject: message.subject,
      html: stored.html,
      text: stored.text,
      template: message.template,
      unsubscribeUrl: message.unsubscribeUrl,
      status: "PENDING",
      ...(link ? { sealedBody: sealBody(message, env.AUTH_SECRET), sealedUntil: link.expiresAt } : {}),
    },
    select: { id: true },
  });
  await queueJob("email.deliver", { outboxId: id }, tx, { singletonKey: id });
  return id;
}

/** An email that is not part of a larger change: its outbox row and job in a transaction of their own. */
export async function sendEmail(message: EmailMessage): Promise<void> {
  await getDb().$transaction((tx) => queueEmail(message, tx));
}
