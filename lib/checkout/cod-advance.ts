import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { advanceToPay, codAdvanceDraft } from "@/lib/orders/cod/advance-payment";
import { parseInput } from "@/lib/validation";
import type { CapturedPayment } from "./capture-payment";
import { openOrderPayment } from "./open-order-payment";

// POST /api/v1/order/payAdvance and the booking page after placing a cash-on-delivery order that asks
// an advance (decision 115): a provider order for the advance only, verified like any payment
// (verifyPayment, or the webhook); settlePayment marks the advance paid once, or refunds it.
export const payAdvanceSchema = z.object({
  orderId: z.string({ error: "Order not found" }).trim().min(1, "Order not found").max(64, "Order not found"),
});

/** Opens the payment of the caller's own order's advance; 409 when none is due. */
export async function startAdvancePayment(ctx: Ctx, input: unknown): Promise<CapturedPayment> {
  const { orderId } = parseInput(payAdvanceSchema, input);
  const order = await advanceToPay(ctx, orderId);
  return openOrderPayment(order, order.advancePaise, codAdvanceDraft(order.id));
}
