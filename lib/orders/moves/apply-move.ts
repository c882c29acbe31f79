import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { releasePromotionUses } from "@/lib/promotions/reserve";
import type { Caller } from "@/lib/auth/caller";
import { revalidateProducts } from "@/lib/cache/tags";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { issueCreditNote, issueInvoice } from "@/lib/invoices/issue";
import { getEnv } from "@/lib/env";
import { normaliseMobile } from "@/lib/phone";
import { shippingProvider } from "@/lib/shipping/provider";
import type { TrackedMove } from "@/lib/shipping/types";
import { giveCreditBack } from "../place/store-credit-tender";
import { refundOrder, undoOrder } from "./undo-order";
import { creditPaymentBack } from "../returns/credit-refund";
import { putStockBackOnce, recordDeliveryFailure } from "./parcel-effects";
import { findOrder } from "../model/lookup";
import { queueMoveEmail } from "./move-email";
import { queueMovePhoneNews } from "../news/queue-news";
import { ORDER_TX_OPTIONS } from "../place/place-order";
import { refundPrepaidReturn, settleReturn } from "../returns/settle-return";
import { splitOf } from "../model/refund-split";
import { CUSTOMER_CANCEL_MESSAGE, CUSTOMER_CANCEL_REASON, moveRefusal, type OrderMove } from "../model/status";
import { toOrderView, viewInclude, type OrderView, type OrderWithLines } from "../model/view";
import { queueJob } from "@/lib/jobs/queue-job";
import { recordAudit } from "@/lib/audit";

// One move of an order after it is placed (status.ts says which moves each status allows). The
// status changes only where it still is what was read (`WHERE status = <expected>`, so of two
// concurrent moves one wins and the other gets a 409), with the time it happened; the move's
// effects (below), the audit entry and the email follow in the same transaction, and the
// catalogue is revalidated when stock comes back. An exchange's replacement moves with its return:
// confirmed when the return is picked up (which queues its shipment), cancelled when the return is.
type Tx = Prisma.TransactionClient;

/** Who makes a move: a customer or an admin, the shipping provider reporting what its courier did, or the shop's own jobs. */
export type MoveActor = { id: string | null; role: Caller["role"] | "SHIPPING_PROVIDER" | "SHOP" };
export const SHIPPING_PROVIDER: MoveActor = { id: null, role: "SHIPPING_PROVIDER" };
export const SHOP_JOB: MoveActor = { id: null, role: "SHOP" };

export const REPLACEMENT_MOVES_WITH_RETURN = "A replacement is confirmed or cancelled with its return: move the return instead";
export const NOTHING_OWED_MESSAGE = "Nothing is owed on this return: its replacement costs what was paid";
export const PAYOUT_REFERENCE_NEEDED = "Give the payout's reference (its UTR) to mark this refund paid";

export type MoveRequest = {
  actor: MoveActor;
  orderId: string;
  to: OrderMove;
  /** A customer reaches only their own orders; anyone else's is "not found". */
  ownOnly: boolean;
  /** Stricter than the state machine: a customer cancels only a Pending order. */
  allowedFrom?: readonly string[];
  reason?: string;
  /** A failed delivery: the courier's reason and the time of its scan. */
  failure?: { reason: string; at: Date };
  /** Confirming a cash-on-delivery order that waits for the shopper: her yes on a call, else the owner's without asking. */
  codConfirmedVia?: "CALL" | "OWNER";
  /** An owed refund paid by hand (Mark Refund Paid): the payout's reference (a UTR). */
  payoutReference?: string;
  /** The owner's choice on cancelling a prepaid order, or on its parcel back to origin: its payment to store credit (issue 51). */
  refundToCredit?: boolean;
  /** The back office asks for that reference; the spec's updateOrder never sent one, so the API may leave it out. */
  payoutReferenceRequired?: boolean;
};

type Found = OrderWithLines & { user: { email: string | null; fullname: string; language: Locale } | null; children: OrderWithLines[] };
const foundInclude = { ...viewInclude, user: { select: { email: true, fullname: true, language: true } } } as const;
type Effects = {
  restocked?: string[];
  refundedPaise?: number | null;
  refundPending?: boolean;
  awbCode?: string;
  payoutReference?: string;
};

/** The twin courier's timeline follows the order; a real courier reports its own. */
async function courierTimeline(tx: Tx, found: Found, to: TrackedMove, at: Date): Promise<void> {
  if (found.awbCode) await shippingProvider().recordMove?.(tx, { awbCode: found.awbCode, city: found.shipCity }, to, at);
}

/** What each move does besides changing the status. */
const EFFECTS: Record<OrderMove, (tx: Tx, found: Found, request: MoveRequest, at: Date) => Promise<Effects>> = {
  // The owner confirming a cash-on-delivery order that waits for the shopper confirms it for them: after a call,
  // or without asking (recorded apart: the dashboard counts only the shopper's own yes).
  CONFIRMED: async (tx, found, request, at) => {
    if (found.codConfirmBy && !found.codConfirmedAt) {
      const codConfirmedVia = request.codConfirmedVia ?? "OWNER";
      await tx.order.update({ where: { id: found.id }, data: { codConfirmedAt: at, codConfirmedVia } });
    }
    return {};
  },
  // The tax invoice is issued at dispatch (CGST Act, section 31); a re-attempt after a failed delivery already has it.
  SHIPPED: async (tx, found, _, at) => {
    if (found.status === "DELIVERY_FAILED") return {};
    await issueInvoice(tx, found.id, at);
    await courierTimeline(tx, found, "SHIPPED", at);
    return found.awbCode ? { awbCode: found.awbCode } : {};
  },
  DELIVERED: async (tx, found, _, at) => {
    await issueInvoice(tx, found.id, at);
    // Someone took the parcel at that number: it now names a customer for promotion limits (decision 098).
    await tx.order.update({ where: { id: found.id }, data: { provedPhone: normaliseMobile(found.shipPhoneNumber) } });
    await courierTimeline(tx, found, "DELIVERED", at);
    return {};
  },
  CANCELLED: async (tx, found, request, at) => {
    if (found.orderType === "RETURN") return { restocked: await cancelReturn(tx, found, request, at) };
    const { restocked, refund } = await undoOrder(tx, found, request, request.reason ?? CUSTOMER_CANCEL_REASON, at);
    // A cancelled order (the shopper, the shop, or a lapsed cash-on-delivery confirmation) gives its promotions' uses back.
    await releasePromotionUses(tx, found.id, at);
    return { restocked, refundedPaise: refund?.paise ?? null, refundPending: refund?.pending };
  },
  RETURN_PICKED_UP: async (tx, found, request, at) => {
    await courierTimeline(tx, found, "RETURN_PICKED_UP", at);
    const refundedPaise = await settleReturn(tx, found, request.actor, at);
    if (refundedPaise !== null) await moveAlso(tx, found, { ...request, to: "REFUNDED" }, at);
    const replacement = found.children[0];
    if (replacement?.status === "PENDING") {
      await moveAlso(tx, replacement, { ...request, orderId: replacement.id, to: "CONFIRMED" }, at);
      await queueJob("shipping.ship-replacement", { replacementId: replacement.id }, tx);
    }
    return { refundedPaise };
  },
  DELIVERY_FAILED: async (tx, found, request, at) => {
    await recordDeliveryFailure(tx, found.id, request.failure ?? { reason: request.reason ?? "Delivery failed", at });
    await courierTimeline(tx, found, "DELIVERY_FAILED", at);
    return {};
  },
  RTO_INITIATED: async (tx, found, _, at) => {
    await courierTimeline(tx, found, "RTO_INITIATED", at);
    return {};
  },
  // The parcel is back: a prepaid order is refunded in full (a cash-on-delivery one owed nothing, but for
  // its advance, less what its terms keep for the shipping both ways: decision 115), the
  // invoice is credited, and the pieces go back into stock now or once the owner has inspected them.
  RTO_DELIVERED: async (tx, found, request, at) => {
    await courierTimeline(tx, found, "RTO_DELIVERED", at);
    const keepUpTo = found.paymentType === "COD" ? found.advanceKeepPaise : 0;
    const note = "Returned to origin: the parcel was not delivered";
    await giveCreditBack(tx, found, request.actor.id, at, "returned to origin");
    const refund = request.refundToCredit
      ? await creditPaymentBack(tx, found, request.actor.id, note, at)
      : await refundOrder(tx, found.id, request.actor.id, note, keepUpTo);
    await issueCreditNote(tx, found.id, undefined, at);
    // Nobody bought anything: its promotions' uses come back, as a cancellation's do (decision 099).
    await releasePromotionUses(tx, found.id, at);
    const restocked = getEnv().RTO_RESTOCK === "on-arrival" ? await putStockBackOnce(tx, found, at) : [];
    return { restocked, refundedPaise: refund?.paise ?? null, refundPending: refund?.pending };
  },
  // A prepaid return refunded at its pickup; or a refund owed, marked paid by hand with the payout's
  // reference, or (prepaid) made through the provider now, when it could not be at the pickup.
  REFUNDED: async (tx, found, request) => {
    if (found.totalPaise === 0) throw new AppError("conflict", NOTHING_OWED_MESSAGE);
    const { payoutReference } = request;
    // What store credit took was credited at the pickup; what is owed is the rest.
    const owedPaise = splitOf(found).moneyPaise;
    if (found.refundId || owedPaise === 0) return { refundedPaise: owedPaise };
    if (payoutReference) {
      await tx.order.update({ where: { id: found.id }, data: { payoutReference } });
      return { refundedPaise: owedPaise, payoutReference };
    }
    if (found.paymentType !== "PREPAID") {
      if (request.payoutReferenceRequired)
        throw new AppError("validation", PAYOUT_REFERENCE_NEEDED, { payoutReference: PAYOUT_REFERENCE_NEEDED });
      return { refundedPaise: owedPaise };
    }
    return { refundedPaise: await refundPrepaidReturn(tx, found, request.actor) };
  },
};

/** A return cancelled before its pickup: its pieces can be returned again, and its replacement's stock goes back. */
async function cancelReturn(tx: Tx, found: Found, request: MoveRequest, at: Date): Promise<string[]> {
  for (const line of found.lines) {
    if (!line.returnOfLineId) continue;
    await tx.$executeRaw`
      UPDATE "OrderLine" SET "returnedQuantity" = "returnedQuantity" - ${line.quantity}
      WHERE "id" = ${line.returnOfLineId} AND "returnedQuantity" >= ${line.quantity}`;
  }
  const replacement = found.children[0];
  if (replacement?.status !== "PENDING") return [];
  const { restocked } = await moveAlso(tx, replacement, { ...request, orderId: replacement.id, to: "CANCELLED" }, at);
  return restocked;
}

const STAMP = {
  CONFIRMED: "confirmedAt",
  SHIPPED: "shippedAt",
  DELIVERED: "deliveredAt",
  CANCELLED: "cancelledAt",
  RETURN_PICKED_UP: "pickedUpAt",
  REFUNDED: "refundedAt",
  DELIVERY_FAILED: "deliveryFailedAt",
  RTO_INITIATED: "rtoInitiatedAt",
  RTO_DELIVERED: "rtoDeliveredAt",
} as const satisfies Record<OrderMove, keyof Prisma.OrderUncheckedUpdateInput>;

export type Moved = { order: Found; restocked: string[] };

/** A move inside the caller's transaction (an answer to a failed delivery, a courier's scan), as `move` makes it. */
export async function moveIn(tx: Tx, request: MoveRequest): Promise<Moved> {
  const found = await findOrder(request.orderId, request.ownOnly ? (request.actor.id ?? "") : null, (where) =>
    tx.order.findFirst({ where, include: foundInclude }),
  );
  const stricter = request.allowedFrom && !request.allowedFrom.includes(found.status) ? CUSTOMER_CANCEL_MESSAGE : null;
  const refused = moveRefusal(found.status, request.to) ?? stricter;
  if (refused) throw new AppError("conflict", refused);
  if (found.orderType === "REPLACEMENT" && (request.to === "CONFIRMED" || request.to === "CANCELLED")) {
    throw new AppError("conflict", REPLACEMENT_MOVES_WITH_RETURN);
  }
  return applyMove(tx, found, request, clock.now());
}

/** A move made by another move (a replacement's by its return's, a return's refund by its pickup), by the same actor, at the same time. */
async function moveAlso(tx: Tx, order: OrderWithLines, request: MoveRequest, at: Date): Promise<Moved> {
  const found = await tx.order.findUniqueOrThrow({ where: { id: order.id }, include: foundInclude });
  return applyMove(tx, found, request, at);
}

/** Changes the status where it still is what was read, then makes the move's effects, audit entry and email. */
async function applyMove(tx: Tx, found: Found, request: MoveRequest, now: Date): Promise<Moved> {
  const { actor, to } = request;
  const reattempt = to === "SHIPPED" && found.status === "DELIVERY_FAILED";
  const changed = await tx.order.updateMany({
    where: { id: found.id, status: found.status },
    data: {
      status: to,
      statusChangedAt: now,
      // A re-attempt keeps the day the parcel left.
      ...(reattempt ? {} : { [STAMP[to]]: now }),
      ...(to === "CANCELLED" ? { cancelReason: request.reason } : {}),
    },
  });
  if (changed.count === 0) {
    // Another move committed between the read and the update; say what it is now.
    const current = await tx.order.findUniqueOrThrow({ where: { id: found.id }, select: { status: true } });
    throw new AppError("conflict", moveRefusal(current.status, to) ?? "The order changed meanwhile. Please try again");
  }

  const {
    restocked = [],
    refundedPaise = null,
    refundPending = false,
    awbCode,
    payoutReference,
  } = await EFFECTS[to](tx, found, request, now);
  await recordAudit(
    tx,
    actor.id,
    `order.${to.toLowerCase()}`,
    { type: "Order", id: found.id },
    {
      from: found.status,
      to,
      role: actor.role,
      ...(request.reason ? { reason: request.reason } : {}),
      ...(refundedPaise ? { refundedPaise } : {}),
      ...(refundPending ? { refundPending: true } : {}),
      ...(awbCode ? { awbCode } : {}),
      ...(payoutReference ? { payoutReference } : {}),
    },
  );

  const order = await tx.order.findUniqueOrThrow({ where: { id: found.id }, include: foundInclude });
  // A re-attempt was asked for on the failed delivery's page, which says when; no second "shipped" email.
  if (!reattempt) {
    await queueMoveEmail(tx, to, found.user, { order, reason: request.reason, refundedPaise, refundPending });
    await queueMovePhoneNews(tx, found.id, to, now);
  }
  return { order, restocked };
}

export async function move(request: MoveRequest): Promise<OrderView> {
  // The refund calls the provider inside the transaction, while the order row is locked.
  const moved = await getDb().$transaction((tx) => moveIn(tx, request), { maxWait: ORDER_TX_OPTIONS.maxWait, timeout: 60_000 });
  if (moved.restocked.length > 0) revalidateProducts(moved.restocked);
  return toOrderView(moved.order);
}
