import "server-only";
import { Resend } from "resend";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { purgeOutboxNowAndThen } from "./outbox-purge";
import { sealBody, withoutLink } from "./sealed-body";

// Every email goes through here. The message is written to EmailOutbox first, so nothing is
// lost when the provider is down: a FAILED row still holds the whole message for a retry.
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

export async function sendEmail(message: EmailMessage): Promise<void> {
  const db = getDb();
  const env = getEnv();
  const link = message.oneTimeLink;
  const stored = link ? withoutLink(message, link.url) : message;
  const { id } = await db.emailOutbox.create({
    data: {
      to: message.to,
      subject: message.subject,
      html: stored.html,
      text: stored.text,
      template: message.template,
      status: "PENDING",
      ...(link ? { sealedBody: sealBody(message, env.AUTH_SECRET), sealedUntil: link.expiresAt } : {}),
    },
    select: { id: true },
  });
  await purgeOutboxNowAndThen();

  if (!env.RESEND_API_KEY) {
    await db.emailOutbox.update({
      where: { id },
      data: { status: "SENT", provider: "outbox", sentAt: new Date(), attempts: { increment: 1 } },
    });
    return;
  }

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
  // Logged, not thrown: the caller's action (sign-up, reset request) has already happened.
  // Only the row id and template are logged; the body holds one-time links. The sealed body
  // stays for a retry until the link expires.
  console.error(`Email ${id} (${message.template}) could not be sent through Resend: ${failure}`);
  await db.emailOutbox.update({
    where: { id },
    data: { status: "FAILED", provider: "resend", lastError: failure.slice(0, 2000), attempts: { increment: 1 } },
  });
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
