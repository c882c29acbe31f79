import { z } from "zod";
import type { Queue } from "pg-boss";

// Every job the shop runs: its name, the shape of its payload (checked when it is queued and
// again when it runs) and its queue's settings. Retries wait retryDelay seconds, doubling
// (with jitter) each time, up to retryDelayMax; after retryLimit retries the job ends as failed.
// The handlers are in lib/worker/handlers.ts.
// A worker that dies mid-job (kill -9, a lost machine) stops its heartbeat: within about
// heartbeatSeconds plus the supervisor's interval (lib/jobs/boss.ts) the job counts as failed and
// is retried by another worker. Handlers are idempotent, so that second run does the work once.
const retrying = { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, heartbeatSeconds: 10 } satisfies Omit<
  Queue,
  "name"
>;
const periodic = { retryLimit: 1, retryDelay: 60 } satisfies Omit<Queue, "name">;
/**
 * Minutes between two runs of a periodic job. A divisor of an hour, so that a worker's cron
 * schedule (every N minutes) and the cron route's N-minute slots (lib/jobs/periodic.ts) fall on
 * the same minutes.
 */
type EveryMinutes = 1 | 2 | 5 | 10 | 15 | 30;

export const JOBS = {
  /** Delivers one EmailOutbox row (lib/email/deliver-email.ts). One job queued or running per row. */
  "email.deliver": { schema: z.object({ outboxId: z.string().min(1) }), queue: { ...retrying, policy: "exclusive" } },
  /** Tells the shoppers waiting for a size back in stock, first come first served (lib/catalog/back-in-stock/notify.ts). */
  "stock.back-in-stock": { schema: z.object({ sizeId: z.string().min(1) }), queue: retrying },
  /** Texts one shopper told by sendBackInStockNotices that their size is back (lib/catalog/back-in-stock/notify.ts). */
  "stock.text-notice": { schema: z.object({ noticeId: z.string().min(1) }), queue: retrying },
  /** Looks the account up and mails it a password reset link, if it exists. */
  "account.password-reset-link": { schema: z.object({ email: z.string().min(1) }), queue: retrying },
  /** Makes a cancelled order's refund that the payment provider could not make at the time (lib/payments/refund.ts). */
  "payments.refund": {
    schema: z.object({ paymentId: z.string().min(1), reason: z.string().max(600), amountPaise: z.number().int().positive().optional() }),
    queue: retrying,
  },
  /** Books the courier who collects a return (lib/orders/shipments/book-return-pickup.ts). */
  "shipping.book-return-pickup": { schema: z.object({ returnId: z.string().min(1) }), queue: retrying },
  /** Books an exchange's replacement with the shipping provider once its return is picked up (lib/orders/shipments/ship-replacement.ts). */
  "shipping.ship-replacement": { schema: z.object({ replacementId: z.string().min(1) }), queue: retrying },
  /** Tells the courier a failed delivery's answer, once it is recorded (lib/orders/shipments/failed-deliveries.ts). */
  "shipping.tell-courier-answer": { schema: z.object({ failureId: z.string().min(1) }), queue: retrying },
  /** Makes the move one scan of Shiprocket's tracking webhook reports (lib/orders/shipments/courier-scans.ts). */
  "shipping.courier-scan": {
    schema: z.object({ awbCode: z.string().min(1), label: z.string(), at: z.iso.datetime(), activity: z.string(), location: z.string() }),
    queue: retrying,
  },
  /** Asks the shopper to confirm a cash-on-delivery order, on WhatsApp or by SMS (lib/orders/cod/confirmation.ts). */
  "cod.ask-confirmation": { schema: z.object({ orderId: z.string().min(1) }), queue: retrying },
  /** Tells the shopper their unconfirmed cash-on-delivery order was cancelled (lib/orders/cod/confirmation.ts). */
  "cod.lapsed-notice": { schema: z.object({ orderId: z.string().min(1) }), queue: retrying },
  /** Tells the shopper's phone one piece of her order's news, once (lib/orders/news/send-news.ts). */
  "orders.phone-news": { schema: z.object({ orderId: z.string().min(1), event: z.string().min(1).max(40) }), queue: retrying },
  /** Cancels the cash-on-delivery orders nobody confirmed in time (scheduled). */
  "cod.lapse-unconfirmed": { schema: z.object({}), queue: periodic, everyMinutes: 15 },
  /** A shopper's press of a WhatsApp quick-reply button, from the webhook (lib/sms/inbox/whatsapp-webhook.ts): its payload, from +91XXXXXXXXXX, at an ISO time. */
  "whatsapp.reply": {
    schema: z.object({ from: z.string().regex(/^\+91\d{10}$/), payload: z.string().min(1).max(1000), at: z.iso.datetime() }),
    queue: retrying,
  },
  /** Answers the failed deliveries nobody answered by their deadline, by the shop's rule (scheduled). */
  "shipping.answer-overdue": { schema: z.object({}), queue: periodic, everyMinutes: 30 },
  /** Asks the shipping provider about parcels on their way and makes the moves their couriers reported (scheduled). */
  "shipping.sync-tracking": { schema: z.object({}), queue: periodic, everyMinutes: 30 },
  /** Re-queues outbox rows still pending without a job (scheduled). */
  "email.sweep": { schema: z.object({}), queue: periodic, everyMinutes: 5 },
  /** Forgets expired one-time links, old rows of the outbox and sign-in events older than a year (scheduled). */
  "email.purge-outbox": { schema: z.object({}), queue: periodic, everyMinutes: 10 },
  /** Recomputes the dashboard's figures, so the admin reads them kept and never older than a minute (lib/admin/dashboard/dashboard-snapshot.ts; scheduled). */
  "dashboard.refresh": { schema: z.object({}), queue: periodic, everyMinutes: 1 },
  /** Claims the reminders of carts left behind that are due, once per cart and kind (lib/reminders/claim.ts; scheduled). */
  "reminders.claim": { schema: z.object({}), queue: periodic, everyMinutes: 1 },
  /** Sends one claimed reminder on its channel, unless she ordered, emptied the cart or withdrew since (lib/reminders/send.ts). */
  "reminders.send": { schema: z.object({ reminderId: z.string().min(1) }), queue: retrying },
  /** Sends a bought gift card to its recipient on its day, once (lib/gift-cards/send.ts); queued to start then. */
  "giftCards.send": { schema: z.object({ cardId: z.string().min(1) }), queue: retrying },
  /** Deletes expired rate-limit counters (scheduled). */
  "rate-limit.purge": { schema: z.object({}), queue: periodic, everyMinutes: 10 },
} satisfies Record<string, { schema: z.ZodType; queue: Omit<Queue, "name">; everyMinutes?: EveryMinutes }>;

export type JobName = keyof typeof JOBS;
export type JobData<N extends JobName> = z.infer<(typeof JOBS)[N]["schema"]>;
