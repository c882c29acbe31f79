import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin, requireUser } from "@/lib/auth/guards";
import { parseInput } from "@/lib/validation";
import { move } from "./moves/apply-move";
import { orderIdSchema } from "./model/schemas";
import { shipOrder } from "./shipments/ship-order";
import { CUSTOMER_CANCEL_REASON, CUSTOMER_CANCELLABLE_FROM, isOrderMove, parseStatus } from "./model/status";
import type { OrderView } from "./model/view";

// The moves of an order after it is placed, as the API and the pages ask for them; each checks
// who may make it, then moves/apply-move.ts makes it.

/** Recorded when an admin cancels without a reason (the spec's cancelOrder sends only orderId). */
export const SHOP_CANCEL_REASON = "Cancelled by the shop";
export const REASON_MESSAGE = "The reason for cancelling must be at most 500 characters";
export const MOVE_STATUS_MESSAGE = "status must be Confirmed, Shipped, Delivered, Cancelled, Return Picked Up or Refunded";

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
