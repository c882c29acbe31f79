import "server-only";
import { revalidateProducts } from "@/lib/cache/tags";
import { recordAudit } from "@/lib/audit";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { AppError } from "@/lib/errors";
import type { CodConfirmedVia, Prisma } from "@/lib/generated/prisma/client";
import { queueJob } from "@/lib/jobs/queue-job";
import { formatINR } from "@/lib/pricing";
import { hasAccount, spendOrRefuse } from "@/lib/sms/budget";
import { sendCodConfirmRequest, sendCodLapsedNotice } from "@/lib/sms/send/cod-messages";
import { messageSendingTime } from "@/lib/sms/quiet-hours";
import { parcelItems, parcelItemsSelect } from "../model/parcel-items";
import { codConfirmLink, codConfirmPage, isCodConfirmKey } from "../model/cod-link";
import { orderPhone } from "../model/order-phone";
import { CUSTOMER_CANCEL_REASON, CUSTOMER_CANCELLABLE_FROM, customerStatusLabel } from "../model/status";
import { moveIn, SHOP_JOB, type MoveActor } from "../moves/apply-move";

// Cash on delivery confirmed before dispatch: a new COD order asks the shopper (WhatsApp, else SMS,
// with a link to /cod/<id>?key=…; and their order page) to confirm or cancel. The owner may confirm
// for them after a call (moving it to Confirmed does). Silent past its codConfirmBy, the order is
// cancelled by the shop and its stock comes back. A confirmation racing that lapse: the order row is
// locked by both, so exactly one of them happens.
export const COD_LAPSED_MESSAGE = "This order was cancelled because cash on delivery was not confirmed in time";
export const COD_NOT_WAITING = "This order is not waiting for a confirmation";
export const LAPSE_REASON = "Cash on delivery was not confirmed in time";
const NOT_FOUND = "Order not found";

type Tx = Prisma.TransactionClient;

/**
 * The number to write to, counted toward the day's budget of texts (decision 097): the account's
 * proved mobile, else the delivery address's phone. A typed phone no order has proved counts toward
 * that number's texts an hour too (429 past them), and toward the budget as a new number's unless it
 * is an account's. A refused message fails its job; the shopper can still answer on the order page.
 */
async function recipient(
  order: { shipPhoneNumber: string; user: { mobile: string | null } | null },
  template: "cod-confirm" | "cod-cancelled",
): Promise<string | null> {
  const to = orderPhone(order);
  if (!to) return null;
  const proved = to === order.user?.mobile || (await getDb().order.count({ where: { provedPhone: to } })) > 0;
  if (!proved) await hit(LIMITS.textsPerPhone(to));
  await spendOrRefuse({ phone: to, template, known: proved || (await hasAccount(to)) });
  return to;
}

const messageSelect = {
  id: true,
  publicOrderId: true,
  status: true,
  totalPaise: true,
  codConfirmBy: true,
  codConfirmedAt: true,
  shipPhoneNumber: true,
  user: { select: { mobile: true, language: true } },
} as const;

/** The job `cod.ask-confirmation`: nothing when the order no longer waits (confirmed, cancelled). */
export async function askCodConfirmation(orderId: string): Promise<void> {
  const order = await getDb().order.findUnique({ where: { id: orderId }, select: messageSelect });
  if (!order?.codConfirmBy || order.codConfirmedAt || order.status !== "PENDING") return;
  const to = await recipient(order, "cod-confirm");
  if (!to) return;
  const language = order.user?.language ?? "en";
  await sendCodConfirmRequest({
    to,
    orderId,
    publicOrderId: order.publicOrderId,
    amount: formatINR(order.totalPaise),
    link: codConfirmLink(orderId, language),
    language,
  });
}

/** The job `cod.lapsed-notice`. */
export async function tellCodLapsed(orderId: string): Promise<void> {
  const order = await getDb().order.findUnique({ where: { id: orderId }, select: messageSelect });
  const to = order && (await recipient(order, "cod-cancelled"));
  if (to) await sendCodLapsedNotice({ to, publicOrderId: order.publicOrderId, language: order.user?.language ?? "en" });
}

type Locked = {
  status: string;
  paymentType: string;
  codConfirmBy: Date | null;
  codConfirmedAt: Date | null;
  userId: string | null;
  advancePaise: number;
  advancePaidAt: Date | null;
};

/** Locks a cash-on-delivery order's row for a confirmation, a cancel, the lapse or a payment instead of cash. */
export async function lockCodOrder(tx: Tx, orderId: string): Promise<Locked> {
  const [row] = await tx.$queryRaw<Locked[]>`
    SELECT status::text AS status, "paymentType"::text AS "paymentType", "codConfirmBy", "codConfirmedAt", "userId",
      "advancePaise", "advancePaidAt"
    FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

/** How the shopper herself said yes, as the audit names it and as the order keeps it. */
const SHOPPER_YES = { whatsapp: "WHATSAPP", link: "LINK", "pay-now": "PAY_NOW", advance: "ADVANCE" } as const satisfies Record<
  string,
  CodConfirmedVia
>;

/** An order asking an advance is confirmed by paying it (./advance-payment.ts), not by a reply. */
export const advanceFirstMessage = (advancePaise: number) =>
  `Pay the advance of ${formatINR(advancePaise)} online to confirm this order, or it is cancelled when its time runs out`;

/** Confirms a waiting order inside `tx`; an order already confirmed stays as it is (a second tap, a late reply). */
export async function confirmCodIn(tx: Tx, orderId: string, actor: MoveActor, via: keyof typeof SHOPPER_YES): Promise<void> {
  const order = await lockCodOrder(tx, orderId);
  if (order.codConfirmedAt) return;
  if (order.status === "CANCELLED") throw new AppError("conflict", COD_LAPSED_MESSAGE);
  if (order.paymentType !== "COD" || !order.codConfirmBy || order.status !== "PENDING") throw new AppError("conflict", COD_NOT_WAITING);
  if (order.advancePaise > 0 && !order.advancePaidAt) throw new AppError("conflict", advanceFirstMessage(order.advancePaise));
  await tx.order.update({ where: { id: orderId }, data: { codConfirmedAt: clock.now(), codConfirmedVia: SHOPPER_YES[via] } });
  await recordAudit(tx, actor.id, "order.cod_confirmed", { type: "Order", id: orderId }, { role: actor.role, via });
}

export type CodAnswer = "confirm" | "cancel";

/** The shopper's answer, by the link's key (the page), a WhatsApp reply, or their order page. */
export async function answerCod(orderId: string, answer: CodAnswer, via: keyof typeof SHOPPER_YES): Promise<void> {
  const restocked = await getDb().$transaction(async (tx) => {
    const order = await lockCodOrder(tx, orderId);
    const shopper: MoveActor = { id: order.userId, role: "CUSTOMER" };
    if (answer === "confirm") {
      await confirmCodIn(tx, orderId, shopper, via);
      return [];
    }
    if (order.status === "CANCELLED") return [];
    const moved = await moveIn(tx, {
      actor: shopper,
      orderId,
      to: "CANCELLED",
      ownOnly: false,
      allowedFrom: CUSTOMER_CANCELLABLE_FROM,
      reason: CUSTOMER_CANCEL_REASON,
    });
    return moved.restocked;
  });
  if (restocked.length > 0) revalidateProducts(restocked);
}

export type CodConfirmationView = {
  orderId: string;
  publicOrderId: string;
  state: "waiting" | "confirmed" | "cancelled" | "moved-on";
  statusLabel: string;
  items: ReturnType<typeof parcelItems>;
  cashPaise: number;
  confirmBy: Date;
  /**
   * While it waits: what paying online instead costs now, the fee it saves, and the cash's round-off it does not
   * have (cash is collected in whole rupees; a payment online is the exact amount, so it may be a few paise more).
   */
  payNow: { amountPaise: number; feePaise: number; roundOffPaise: number } | null;
  /** Paid online instead of cash (from this page), and how much. */
  paidOnlinePaise: number | null;
  /** A payment made too late (the order was cancelled meanwhile) and given back. */
  refundedPaise: number | null;
};

/** Paying online instead of cash: the order's total without the cash-on-delivery fee and without the cash round-off. */
export const payNowPaise = (order: { totalPaise: number; codFeePaise: number; roundOffPaise: number }) =>
  order.totalPaise - order.codFeePaise - order.roundOffPaise;

/** The confirmation page: null for a wrong key or an order that never waited (a prepaid one). */
export async function loadCodConfirmation(orderId: string, key: string): Promise<CodConfirmationView | null> {
  if (!isCodConfirmKey(orderId, key)) return null;
  const order = await getDb().order.findUnique({
    where: { id: orderId },
    select: {
      publicOrderId: true,
      status: true,
      paymentType: true,
      totalPaise: true,
      codFeePaise: true,
      roundOffPaise: true,
      storeCreditPaise: true,
      advancePaise: true,
      codConfirmBy: true,
      codConfirmedAt: true,
      movedToPrepaidAt: true,
      lines: parcelItemsSelect,
    },
  });
  if (!order?.codConfirmBy) return null;
  const state =
    order.status === "CANCELLED" ? "cancelled" : order.codConfirmedAt ? "confirmed" : order.status === "PENDING" ? "waiting" : "moved-on";
  const refunded = await getDb().payment.findFirst({
    where: { status: "REFUNDED", orderId: null, orderDraft: { path: ["payCodOrder"], equals: orderId } },
    orderBy: { refundedAt: "desc" },
    select: { amountPaise: true },
  });
  // Store credit paid part of it: the rest is cash, with no paying online instead (./pay-now.ts).
  const waiting = state === "waiting" && order.paymentType === "COD" && order.storeCreditPaise === 0 && order.advancePaise === 0;
  return {
    orderId,
    publicOrderId: order.publicOrderId,
    state,
    statusLabel: customerStatusLabel(order.status),
    items: parcelItems(order.lines),
    cashPaise: order.totalPaise - order.storeCreditPaise,
    confirmBy: order.codConfirmBy,
    payNow: waiting ? { amountPaise: payNowPaise(order), feePaise: order.codFeePaise, roundOffPaise: order.roundOffPaise } : null,
    paidOnlinePaise: order.movedToPrepaidAt ? order.totalPaise : null,
    refundedPaise: refunded?.amountPaise ?? null,
  };
}

/** The confirmation page of an order still waiting for it, or null (an order asking an advance is confirmed by paying it, on its own page). */
export async function waitingCodPage(orderId: string): Promise<string | null> {
  const waiting = await getDb().order.count({
    where: { id: orderId, paymentType: "COD", status: "PENDING", codConfirmedAt: null, codConfirmBy: { not: null }, advancePaise: 0 },
  });
  return waiting ? codConfirmPage(orderId) : null;
}

/** The order page's word on an order the shop cancelled because nobody confirmed it in time, else null. */
export async function codLapsedNotice(orderId: string): Promise<string | null> {
  const lapsed = await getDb().order.count({ where: { id: orderId, status: "CANCELLED", cancelReason: LAPSE_REASON } });
  return lapsed ? COD_LAPSED_MESSAGE : null;
}

/** The confirmation page's answer: only with the key the shop signed for this order. */
export async function answerCodByKey(orderId: string, key: string, answer: CodAnswer): Promise<void> {
  if (!isCodConfirmKey(orderId, key)) throw new AppError("not_found", NOT_FOUND);
  await answerCod(orderId, answer, "link");
}

/** The scheduled job: cancels each waiting order past its time (each in its own transaction). */
export async function lapseUnconfirmedCodOrders(now = clock.now()): Promise<number> {
  const due = await getDb().order.findMany({
    where: { paymentType: "COD", status: "PENDING", codConfirmedAt: null, codConfirmBy: { lte: now } },
    select: { id: true },
    orderBy: { codConfirmBy: "asc" },
    take: 200,
  });
  let lapsed = 0;
  for (const { id } of due) {
    const restocked = await getDb().$transaction(async (tx) => {
      const order = await lockCodOrder(tx, id);
      if (order.status !== "PENDING" || order.codConfirmedAt) return null;
      const moved = await moveIn(tx, { actor: SHOP_JOB, orderId: id, to: "CANCELLED", ownOnly: false, reason: LAPSE_REASON });
      await queueJob("cod.lapsed-notice", { orderId: id }, tx, { startAfter: messageSendingTime(now) });
      return moved.restocked;
    });
    if (restocked === null) continue;
    lapsed += 1;
    if (restocked.length > 0) revalidateProducts(restocked);
  }
  return lapsed;
}

/**
 * The demo's clock for this one order (POST /api/dev/cod-lapse, demo mode only, this machine or an
 * admin): its confirmation time runs out now, and the lapse job runs as it does every 15 minutes.
 * True when the order was lapsed.
 */
export async function runOutCodTimeInDemo(orderId: string): Promise<boolean> {
  const now = clock.now();
  await getDb().order.updateMany({
    where: { id: orderId, paymentType: "COD", status: "PENDING", codConfirmedAt: null, codConfirmBy: { gt: now } },
    data: { codConfirmBy: now },
  });
  await lapseUnconfirmedCodOrders(now);
  const order = await getDb().order.findUnique({ where: { id: orderId }, select: { status: true, cancelReason: true } });
  return order?.status === "CANCELLED" && order.cancelReason === LAPSE_REASON;
}
