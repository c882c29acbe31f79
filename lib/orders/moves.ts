import "server-only";
import { z } from "zod";
import type { Ctx, Caller } from "@/lib/auth/caller";
import { requireAdmin, requireUser } from "@/lib/auth/guards";
import { refreshProductListing } from "@/lib/catalog/listing";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { orderCancelledEmail, orderDeliveredEmail, orderShippedEmail, refundIssuedEmail, type EmailContent } from "@/lib/email/templates";
import { queueEmail, type EmailMessage } from "@/lib/email/send-email";
import { queueJob } from "@/lib/jobs/queue-job";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { refundPaymentIn, refundReturnIn } from "@/lib/payments/refund";
import { formatINR } from "@/lib/pricing";
import { parseInput } from "@/lib/validation";
import { ORDER_TX_OPTIONS } from "./place-order";
import { revalidateProducts } from "@/lib/cache/tags";
import { issueCreditNote, issueInvoice } from "@/lib/invoices/issue";
import { bookShipment, claimShipment, releaseShipment } from "@/lib/shipping/book-shipment";
import { shippingProvider } from "@/lib/shipping/provider";
import { orderIdSchema } from "./schemas";
import { CUSTOMER_CANCEL_MESSAGE, CUSTOMER_CANCELLABLE_FROM, isOrderMove, moveRefusal, parseStatus, type OrderMove } from "./status";
import { toOrderView, type OrderView, type OrderWithLines } from "./view";

// Every move of an order after it is placed. One function per move; each checks who may make
// it, changes the status only where it still is what was read (`WHERE status = <expected>`, so
// of two concurrent moves one wins and the other gets a 409), records when, writes the audit
// entry and queues the email in the same transaction, and revalidates the catalogue when stock
// comes back. Cancelling puts the stock back and refunds a prepaid order, once. A return's pickup
// credits the parent's invoice and refunds a prepaid return through the provider at once (so it
// lands on Refunded); a cash-on-delivery return waits on Picked up, refund owed, until an admin
// marks it paid (→ Refunded).
type Tx = Prisma.TransactionClient;

export const CUSTOMER_CANCEL_REASON = "Cancelled by the customer";
/** Recorded when an admin cancels without a reason (the spec's cancelOrder sends only orderId). */
export const SHOP_CANCEL_REASON = "Cancelled by the shop";
export const REASON_MESSAGE = "The reason for cancelling must be at most 500 characters";
export const MOVE_STATUS_MESSAGE = "status must be Confirmed, Shipped, Delivered, Cancelled, Return Picked Up or Refunded";
export const NO_PAYMENT_MESSAGE = "This return's order has no captured payment to refund";

const STAMP: Record<OrderMove, "confirmedAt" | "shippedAt" | "deliveredAt" | "cancelledAt" | "pickedUpAt" | "refundedAt"> = {
  CONFIRMED: "confirmedAt",
  SHIPPED: "shippedAt",
  DELIVERED: "deliveredAt",
  CANCELLED: "cancelledAt",
  RETURN_PICKED_UP: "pickedUpAt",
  REFUNDED: "refundedAt",
};

/** Who makes a move: a customer or an admin, or the shipping provider reporting what its courier did. */
type MoveActor = { id: string | null; role: Caller["role"] | "SHIPPING_PROVIDER" };
const SHIPPING_PROVIDER: MoveActor = { id: null, role: "SHIPPING_PROVIDER" };

type MoveRequest = {
  actor: MoveActor;
  orderId: string;
  to: OrderMove;
  /** A customer reaches only their own orders; anyone else's is "not found". */
  ownOnly: boolean;
  /** Stricter than the state machine: a customer cancels only a Pending order. */
  allowedFrom?: readonly string[];
  reason?: string;
};

type Moved = { order: OrderWithLines; restocked: string[] };

async function findOrder(tx: Tx, request: MoveRequest) {
  const order = await tx.order.findFirst({
    where: {
      OR: [{ id: request.orderId }, { publicOrderId: request.orderId }],
      ...(request.ownOnly ? { userId: request.actor.id ?? "" } : {}),
    },
    include: { lines: { orderBy: { id: "asc" } }, user: { select: { email: true, fullname: true } } },
  });
  if (!order) throw new AppError("not_found", "Order not found");
  return order;
}

/** Puts the lines' stock back (products locked in id order, as placing an order takes them) and refreshes the listing fields. */
async function putStockBack(tx: Tx, lines: OrderWithLines["lines"]): Promise<string[]> {
  const sizes = new Map<string, number>();
  const products = new Map<string, number>();
  for (const line of lines) {
    if (line.sizeId) sizes.set(line.sizeId, (sizes.get(line.sizeId) ?? 0) + line.quantity);
    if (line.productId) products.set(line.productId, (products.get(line.productId) ?? 0) + line.quantity);
  }
  if (products.size === 0) return [];
  const productIds = [...products.keys()];
  await tx.$queryRaw`SELECT "id" FROM "Product" WHERE "id" = ANY(${productIds}::text[]) ORDER BY "id" FOR UPDATE`;
  if (sizes.size > 0) {
    const values = Prisma.join([...sizes].map(([id, quantity]) => Prisma.sql`(${id}::text, ${quantity}::int)`));
    await tx.$executeRaw`UPDATE "SizeStock" AS s SET "stock" = s."stock" + v.quantity, "updatedAt" = now() FROM (VALUES ${values}) AS v(id, quantity) WHERE s."id" = v.id`;
  }
  const counts = Prisma.join([...products].map(([id, quantity]) => Prisma.sql`(${id}::text, ${quantity}::int)`));
  await tx.$executeRaw`UPDATE "Product" AS p SET "purchased" = GREATEST(p."purchased" - v.quantity, 0) FROM (VALUES ${counts}) AS v(id, quantity) WHERE p."id" = v.id`;
  await refreshProductListing(productIds, tx);
  return productIds;
}

type Refund = { paise: number; pending: boolean };

/**
 * Refunds the captured payment of a prepaid order; null when nothing was paid online. When the
 * provider cannot refund just now, the cancellation still stands and a job in the same transaction
 * makes the refund later (`pending`), so a provider outage never keeps a customer's order alive.
 */
async function refundOrder(tx: Tx, orderId: string, actorId: string | null, reason: string): Promise<Refund | null> {
  const payment = await tx.payment.findFirst({ where: { orderId, status: "CAPTURED" } });
  if (!payment?.providerPaymentId) return null;
  const note = `Order cancelled: ${reason}`;
  try {
    await refundPaymentIn(tx, payment, { providerPaymentId: payment.providerPaymentId, reason: note, actorId });
    return { paise: payment.amountPaise, pending: false };
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error(`refund of payment ${payment.id} failed, queued for a retry:`, error);
    await queueJob("payments.refund", { paymentId: payment.id, reason: note }, tx);
    return { paise: payment.amountPaise, pending: true };
  }
}

/**
 * A picked-up return: the parent's invoice gets a credit note for the returned lines, and a prepaid
 * return is refunded through the provider (once: only the winner of the status move gets here).
 * Returns the refund id when the provider refunded it.
 */
async function settleReturn(tx: Tx, found: OrderWithLines, actorId: string | null, at: Date): Promise<string | null> {
  if (!found.parentOrderId) throw new AppError("conflict", "This return has no order to return");
  const credited = found.lines.flatMap((line) =>
    line.returnOfLineId ? [{ orderLineId: line.returnOfLineId, quantity: line.quantity }] : [],
  );
  await issueCreditNote(tx, found.parentOrderId, credited, at);
  if (found.paymentType !== "PREPAID") return null;
  const payment = await tx.payment.findFirst({ where: { orderId: found.parentOrderId, status: "CAPTURED" } });
  if (!payment?.providerPaymentId) throw new AppError("conflict", NO_PAYMENT_MESSAGE);
  try {
    return await refundReturnIn(tx, payment, {
      amountPaise: found.totalPaise,
      returnOrderId: found.id,
      reason: `Return ${found.publicOrderId}`,
      actorId,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error(error);
    throw new AppError("unavailable", "The refund could not be made just now, so the return is not marked picked up. Please try again");
  }
}

type MoveEmailInput = { fullname: string; order: OrderWithLines; reason?: string; refundedPaise: number | null; refundPending: boolean };

/** The email a move sends; confirming sends none (the order-placed email already went out). */
function moveEmail(to: OrderMove, { fullname, order, reason, refundedPaise, refundPending }: MoveEmailInput): EmailContent | null {
  const base = { fullname, publicOrderId: order.publicOrderId, link: `${getEnv().APP_URL}/orders/${order.id}` };
  switch (to) {
    case "CANCELLED":
      return orderCancelledEmail({
        ...base,
        reason: reason ?? CUSTOMER_CANCEL_REASON,
        refund: refundedPaise === null ? null : formatINR(refundedPaise),
        refundPending,
      });
    case "SHIPPED":
      return orderShippedEmail({ ...base, trackingUrl: order.trackingUrl ? new URL(order.trackingUrl, getEnv().APP_URL).href : null });
    case "DELIVERED":
      return orderDeliveredEmail(base);
    case "RETURN_PICKED_UP":
    case "REFUNDED":
      // A prepaid return is refunded at pickup; a cash-on-delivery one when an admin marks it paid.
      return order.status === "REFUNDED"
        ? refundIssuedEmail({ ...base, refund: formatINR(order.totalPaise), cashOnDelivery: order.paymentType === "COD" })
        : null;
    case "CONFIRMED":
      return null;
  }
}

async function moveIn(tx: Tx, request: MoveRequest): Promise<Moved> {
  const { actor, to } = request;
  const found = await findOrder(tx, request);
  const stricter = request.allowedFrom && !request.allowedFrom.includes(found.status) ? CUSTOMER_CANCEL_MESSAGE : null;
  const refused = moveRefusal(found.status, to) ?? stricter;
  if (refused) throw new AppError("conflict", refused);

  const now = clock.now();
  const changed = await tx.order.updateMany({
    where: { id: found.id, status: found.status },
    data: { status: to, statusChangedAt: now, [STAMP[to]]: now, ...(to === "CANCELLED" ? { cancelReason: request.reason } : {}) },
  });
  if (changed.count === 0) {
    // Another move committed between the read and the update; say what it is now.
    const current = await tx.order.findUniqueOrThrow({ where: { id: found.id }, select: { status: true } });
    throw new AppError("conflict", moveRefusal(current.status, to) ?? "The order changed meanwhile. Please try again");
  }

  let restocked: string[] = [];
  let refundedPaise: number | null = null;
  let refund: Refund | null = null;
  if (to === "CANCELLED") {
    restocked = await putStockBack(tx, found.lines);
    refund = await refundOrder(tx, found.id, actor.id, request.reason ?? CUSTOMER_CANCEL_REASON);
    refundedPaise = refund?.paise ?? null;
    await issueCreditNote(tx, found.id, undefined, now);
  }
  if (to === "DELIVERED") await issueInvoice(tx, found.id, now);
  if ((to === "SHIPPED" || to === "DELIVERED" || to === "RETURN_PICKED_UP") && found.awbCode) {
    await shippingProvider().recordMove?.(tx, { awbCode: found.awbCode, city: found.shipCity }, to, now);
  }
  if (to === "RETURN_PICKED_UP") {
    const refundId = await settleReturn(tx, found, actor.id, now);
    if (refundId) {
      await tx.order.update({ where: { id: found.id }, data: { status: "REFUNDED", refundId, refundedAt: now, statusChangedAt: now } });
      refundedPaise = found.totalPaise;
      await tx.auditLog.create({
        data: {
          actorId: actor.id,
          action: "order.refunded",
          entityType: "Order",
          entityId: found.id,
          data: { from: "RETURN_PICKED_UP", to: "REFUNDED", role: actor.role, refundedPaise, refundId },
        },
      });
    }
  }
  if (to === "REFUNDED") refundedPaise = found.totalPaise;
  await tx.auditLog.create({
    data: {
      actorId: actor.id,
      action: `order.${to.toLowerCase()}`,
      entityType: "Order",
      entityId: found.id,
      data: {
        from: found.status,
        to,
        role: actor.role,
        ...(request.reason ? { reason: request.reason } : {}),
        ...(refundedPaise ? { refundedPaise } : {}),
        ...(refund?.pending ? { refundPending: true } : {}),
        ...(to === "SHIPPED" && found.awbCode ? { awbCode: found.awbCode } : {}),
      },
    },
  });

  const order = await tx.order.findUniqueOrThrow({ where: { id: found.id }, include: { lines: { orderBy: { id: "asc" } } } });
  const content = found.user
    ? moveEmail(to, {
        fullname: found.user.fullname,
        order,
        reason: request.reason,
        refundedPaise,
        refundPending: refund?.pending ?? false,
      })
    : null;
  if (found.user && content) {
    const message: EmailMessage = { to: found.user.email, ...content };
    await queueEmail(message, tx);
  }
  return { order, restocked };
}

async function move(request: MoveRequest): Promise<OrderView> {
  // The refund calls the provider inside the transaction, while the order row is locked.
  const moved = await getDb().$transaction((tx) => moveIn(tx, request), { maxWait: ORDER_TX_OPTIONS.maxWait, timeout: 60_000 });
  if (moved.restocked.length > 0) revalidateProducts(moved.restocked);
  return toOrderView(moved.order);
}

const reasonSchema = z
  .string({ error: REASON_MESSAGE })
  .max(500, REASON_MESSAGE)
  .trim()
  .nullish()
  .transform((reason) => reason || SHOP_CANCEL_REASON);
export const cancelOrderSchema = orderIdSchema.extend({ reason: reasonSchema });
export const updateOrderSchema = orderIdSchema.extend({
  status: z
    .string({ error: MOVE_STATUS_MESSAGE })
    .max(40, MOVE_STATUS_MESSAGE)
    .transform((value, context) => {
      const status = parseStatus(value);
      if (status && isOrderMove(status)) return status;
      context.addIssue({ code: "custom", message: MOVE_STATUS_MESSAGE });
      return z.NEVER;
    }),
  reason: z.unknown().optional(),
});

/** POST /api/v1/order/cancelMyOrder (`orderId`): the customer cancels their own Pending order. */
export async function cancelMyOrder(ctx: Ctx, input: unknown): Promise<OrderView> {
  const actor = requireUser(ctx.caller);
  const { orderId } = parseInput(orderIdSchema, input);
  return move({ actor, orderId, to: "CANCELLED", ownOnly: true, allowedFrom: CUSTOMER_CANCELLABLE_FROM, reason: CUSTOMER_CANCEL_REASON });
}

/** POST /api/v1/order/cancelOrder (`orderId`, optional `reason`): an admin cancels any order not yet shipped. */
export async function cancelOrder(ctx: Ctx, input: unknown): Promise<OrderView> {
  const actor = requireAdmin(ctx.caller);
  const { orderId, reason } = parseInput(cancelOrderSchema, input);
  return move({ actor, orderId, to: "CANCELLED", ownOnly: false, reason });
}

/**
 * POST /api/v1/order/updateOrder (`orderId`, `status`; an optional `reason` when the status is Cancelled): an admin moves an order,
 * or a return (Return Picked Up; Refunded marks a cash-on-delivery return's owed refund paid).
 */
export async function updateOrder(ctx: Ctx, input: unknown): Promise<OrderView> {
  const actor = requireAdmin(ctx.caller);
  const { orderId, status } = parseInput(updateOrderSchema, input);
  if (status === "CANCELLED") return cancelOrder(ctx, input);
  if (status === "SHIPPED") return shipOrder(actor, orderId);
  return move({ actor, orderId, to: status, ownOnly: false });
}

/** The courier delivered a parcel, or picked up a return: the shipping provider makes the move (from the tracking job). */
export async function recordCourierMove(orderId: string, to: "DELIVERED" | "RETURN_PICKED_UP"): Promise<void> {
  await move({ actor: SHIPPING_PROVIDER, orderId, to, ownOnly: false });
}

/** Books the parcel with the shipping provider (no transaction open meanwhile), then makes the move, which records its AWB. */
async function shipOrder(actor: Caller, orderId: string): Promise<OrderView> {
  const claim = await claimShipment(orderId);
  try {
    await bookShipment(claim);
    return await move({ actor, orderId: claim.orderId, to: "SHIPPED", ownOnly: false });
  } finally {
    await releaseShipment(claim);
  }
}
