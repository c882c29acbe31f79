import "server-only";
import { Resend } from "resend";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { purgeOutboxNowAndThen } from "./outbox-purge";
import { sealBody, withoutLink } from "./sealed-body";

// Every email goes through here. The message is written to EmailOutbox first, so nothing is
// lost when the provider is down: a FAILED row still holds the message for a retry.
// With RESEND_API_KEY it is sent through Resend; without it (demo mode only, lib/env refuses
// otherwise) the outbox row is the delivery and the development mailbox shows it.
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
};

type Db = Pick<Prisma.TransactionClient, "emailOutbox">;

/**
 * Writes the message into the outbox, with `db` (a transaction's client, so the email exists
 * exactly when the change that causes it commits). Without RESEND_API_KEY the outbox row is the
 * delivery and is written as sent. Returns the row's id for deliverQueuedEmail.
 */
export async function queueEmail(message: EmailMessage, db: Db = getDb()): Promise<string> {
  const env = getEnv();
  const local = !env.RESEND_API_KEY;
  const link = message.oneTimeLink;
  const stored = link ? withoutLink(message, link.url) : message;
  const now = new Date();
  const { id } = await db.emailOutbox.create({
    data: {
      to: message.to,
      subject: message.subject,
      html: stored.html,
      text: stored.text,
      template: message.template,
      createdAt: now,
      ...(link ? { sealedBody: sealBody(message, env.AUTH_SECRET), sealedUntil: link.expiresAt } : {}),
      ...(local ? { status: "SENT", provider: "outbox", sentAt: now, attempts: 1 } : { status: "PENDING" }),
    },
    select: { id: true },
  });
  return id;
}

/** Sends a queued message through Resend (nothing to do for the local outbox). Never throws. */
export async function deliverQueuedEmail(id: string, message: EmailMessage): Promise<void> {
  await purgeOutboxNowAndThen();
  const env = getEnv();
  if (!env.RESEND_API_KEY) return;
  const db = getDb();
  const failure = await deliverWithResend(env.RESEND_API_KEY, env.EMAIL_FROM, message);
  if (failure === null) {
    await db.emailOutbox.update({
      where: { id },
      data: {
        status: "SENT",
        provider: "resend",
        sentAt: new Date(),
        attempts: { increment: 1 },
        lastError: null,
        sealedBody: null,
        sealedUntil: null,
      },
    });
    return;
  }
  // Logged, not thrown: the caller's action (sign-up, reset request, order) has already happened.
  // Only the row id and template are logged; the body holds one-time links. The sealed body
  // stays for a retry until the link expires.
  console.error(`Email ${id} (${message.template}) could not be sent through Resend: ${failure}`);
  await db.emailOutbox.update({
    where: { id },
    data: { status: "FAILED", provider: "resend", lastError: failure.slice(0, 2000), attempts: { increment: 1 } },
  });
}

export async function sendEmail(message: EmailMessage): Promise<void> {
  await deliverQueuedEmail(await queueEmail(message), message);
}

/** Null when Resend accepted the message, else the reason it did not. */
async function deliverWithResend(apiKey: string, from: string, message: EmailMessage): Promise<string | null> {
  try {
    const { error } = await new Resend(apiKey).emails.send({
      from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
    });
    if (error) return `${error.name}: ${error.message}`;
    return null;
  } catch (error) {
    // The SDK reports most failures in `error`, but a broken network or bug can still throw.
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}
