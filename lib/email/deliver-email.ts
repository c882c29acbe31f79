import "server-only";
import { Resend } from "resend";
import { getDb } from "@/lib/db";
import { getEnv, type Env } from "@/lib/env";
import { queueJob } from "@/lib/jobs/queue-job";
import { openBody, type EmailBody } from "./sealed-body";

// The job side of the outbox (lib/email/send-email.ts writes the row and its job): delivering
// one row, and the sweep that gives a job back to rows still pending without one.
const SWEEP_AFTER_MS = 2 * 60 * 1000;
const SWEEP_BATCH = 500;

/**
 * Delivers one outbox row: through Resend with RESEND_API_KEY, else the row itself is the
 * delivery (the development mailbox shows it). A row already sent is left alone, and Resend gets
 * the row's id as idempotency key, so a job run twice or retried sends one email. A refusal, an
 * error answer (429, 5xx) or no answer within RESEND_TIMEOUT_MS is recorded on the row and thrown,
 * for the queue to retry with backoff; on the last attempt the row ends FAILED.
 */
export async function deliverOutboxEmail(id: string, { finalAttempt }: { finalAttempt: boolean }): Promise<void> {
  const db = getDb();
  const row = await db.emailOutbox.findUnique({ where: { id } });
  if (!row || row.status === "SENT") return;
  const env = getEnv();
  if (!env.RESEND_API_KEY) {
    await db.emailOutbox.update({
      where: { id },
      data: { status: "SENT", provider: "outbox", sentAt: new Date(), attempts: { increment: 1 }, lastError: null },
    });
    return;
  }
  const body = row.sealedBody ? openBody(row.sealedBody, env.AUTH_SECRET) : { html: row.html, text: row.text };
  const failure = body
    ? await deliverWithResend(env, id, { to: row.to, subject: row.subject, unsubscribeUrl: row.unsubscribeUrl, ...body })
    : "The sealed message cannot be opened (AUTH_SECRET changed)";
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
  // Only the row id and template are logged; the body holds one-time links.
  await db.emailOutbox.update({
    where: { id },
    data: {
      status: finalAttempt || !body ? "FAILED" : "PENDING",
      provider: "resend",
      lastError: failure.slice(0, 2000),
      attempts: { increment: 1 },
    },
  });
  if (body) throw new Error(`Email ${id} (${row.template}) could not be sent through Resend: ${failure}`);
  console.error(`Email ${id} (${row.template}) failed: ${failure}`);
}

/** Queues a delivery for every row still pending a while after it was written (a job lost or never written). */
export async function requeuePendingEmails(now = new Date()): Promise<number> {
  const rows = await getDb().emailOutbox.findMany({
    where: { status: "PENDING", createdAt: { lt: new Date(now.getTime() - SWEEP_AFTER_MS) } },
    select: { id: true },
    orderBy: { createdAt: "asc" },
    take: SWEEP_BATCH,
  });
  let queued = 0;
  for (const { id } of rows) if (await queueJob("email.deliver", { outboxId: id }, undefined, { singletonKey: id })) queued++;
  return queued;
}

/** Null when Resend accepted the message, else the reason it did not. */
async function deliverWithResend(
  env: Pick<Env, "RESEND_API_KEY" | "EMAIL_FROM" | "RESEND_TIMEOUT_MS">,
  id: string,
  message: EmailBody & { to: string; subject: string; unsubscribeUrl: string | null },
): Promise<string | null> {
  // Mailbox providers show their own Unsubscribe button for these headers, and Gmail and Yahoo
  // expect them on mail a shop sends in bulk.
  const headers = message.unsubscribeUrl
    ? { "List-Unsubscribe": `<${message.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : undefined;
  try {
    const { error } = await new Resend(env.RESEND_API_KEY).emails.send(
      { from: env.EMAIL_FROM, to: message.to, subject: message.subject, html: message.html, text: message.text, headers },
      // The SDK answers a call aborted by the signal with an error of its own (statusCode null).
      { idempotencyKey: `outbox-${id}`, signal: AbortSignal.timeout(env.RESEND_TIMEOUT_MS) },
    );
    if (error) return `${error.name}: ${error.message}`;
    return null;
  } catch (error) {
    // The SDK reports most failures in `error`, but a broken network or bug can still throw.
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}
