import "server-only";
import type { Job } from "pg-boss";
import { mailResetLink } from "@/lib/accounts/email/password-reset";
import { purgeOldSignIns } from "@/lib/accounts/sign-in/sign-in-events";
import { refreshDashboard } from "@/lib/admin/dashboard/dashboard-snapshot";
import { purgeExpiredCounters } from "@/lib/auth/rate-limit";
import { deliverOutboxEmail, requeuePendingEmails } from "@/lib/email/deliver-email";
import { purgeOutbox } from "@/lib/email/outbox-purge";
import { retryRefund } from "@/lib/payments/refund";
import { bookReturnPickup } from "@/lib/orders/shipments/book-return-pickup";
import { shipReplacement } from "@/lib/orders/shipments/ship-replacement";
import { syncTracking } from "@/lib/orders/shipments/sync-tracking";
import { applyCourierScan } from "@/lib/orders/shipments/courier-scans";
import { answerOverdueFailures, tellCourierAnswer } from "@/lib/orders/shipments/failed-deliveries";
import { askCodConfirmation, lapseUnconfirmedCodOrders, tellCodLapsed } from "@/lib/orders/cod/confirmation";
import { answerCodReply } from "@/lib/orders/cod/replies";
import { sendPhoneNews } from "@/lib/orders/news/send-news";
import { sendBackInStockNotices, textBackInStockNotice } from "@/lib/catalog/back-in-stock/notify";
import { JOBS, type JobData, type JobName } from "@/lib/jobs/definitions";
import { stopWhatsAppMarketing } from "@/lib/privacy/whatsapp-stop";
import { claimDueReminders } from "@/lib/reminders/claim";
import { STOP_PAYLOAD } from "@/lib/sms/inbox/whatsapp-webhook";
import { sendReminder } from "@/lib/reminders/send";
import { sendGiftCard } from "@/lib/gift-cards/send";

// What each job does, in one place: a new job gets its name and payload schema in
// lib/jobs/definitions.ts and its handler here. A handler that throws is retried (with the
// queue's backoff); it must be safe to run twice, because a worker may die after the work and
// before the job is marked done.
export type JobHandler<N extends JobName> = (data: JobData<N>, job: Job<JobData<N>>) => Promise<unknown>;

export const HANDLERS: { [N in JobName]: JobHandler<N> } = {
  "email.deliver": ({ outboxId }, job) => deliverOutboxEmail(outboxId, { finalAttempt: isFinalAttempt("email.deliver", job) }),
  "stock.back-in-stock": ({ sizeId }) => sendBackInStockNotices(sizeId),
  "stock.text-notice": ({ noticeId }) => textBackInStockNotice(noticeId),
  "account.password-reset-link": ({ email }) => mailResetLink(email),
  "payments.refund": ({ paymentId, reason, amountPaise }) => retryRefund(paymentId, reason, amountPaise),
  "shipping.book-return-pickup": ({ returnId }) => bookReturnPickup(returnId),
  "shipping.ship-replacement": ({ replacementId }) => shipReplacement(replacementId),
  "shipping.sync-tracking": () => syncTracking(),
  "shipping.courier-scan": (scan) => applyCourierScan({ ...scan, at: new Date(scan.at) }),
  "shipping.answer-overdue": () => answerOverdueFailures(),
  "shipping.tell-courier-answer": ({ failureId }) => tellCourierAnswer(failureId),
  "cod.ask-confirmation": ({ orderId }) => askCodConfirmation(orderId),
  "cod.lapsed-notice": ({ orderId }) => tellCodLapsed(orderId),
  "cod.lapse-unconfirmed": () => lapseUnconfirmedCodOrders(),
  "orders.phone-news": ({ orderId, event }) => sendPhoneNews(orderId, event),
  "whatsapp.reply": (reply) => (reply.payload === STOP_PAYLOAD ? stopWhatsAppMarketing(reply.from) : answerCodReply(reply)),
  "email.sweep": () => requeuePendingEmails(),
  // The retention job: the outbox's old rows and links, and sign-in events past their year (decision 117).
  "email.purge-outbox": async () => ({ ...(await purgeOutbox()), signInsDeleted: await purgeOldSignIns() }),
  "dashboard.refresh": () => refreshDashboard(),
  "rate-limit.purge": () => purgeExpiredCounters(),
  "reminders.claim": () => claimDueReminders(),
  "reminders.send": ({ reminderId }) => sendReminder(reminderId),
  "giftCards.send": ({ cardId }) => sendGiftCard(cardId),
};

function isFinalAttempt(name: JobName, job: Job<unknown>): boolean {
  return job.retryCount >= JOBS[name].queue.retryLimit;
}
