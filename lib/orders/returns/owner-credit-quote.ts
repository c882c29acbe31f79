import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { ORDER_NOT_FOUND } from "../model/lookup";
import { orderIdSchema } from "../model/schemas";
import { ownerCreditSplit, PREPAID_ONLY_CREDIT_MESSAGE } from "./credit-refund";

// What the back office shows before the owner cancels a prepaid order, or marks its parcel back at the
// shop, with its refund to store credit: worked out by the function the move itself uses (ownerCreditSplit).

export type OwnerCreditQuote = {
  /** The payment captured online: what goes back to the card, or to store credit. */
  paidPaise: number;
  /** The owner's bonus percentage today, and what it adds to a refund taken as credit. */
  bonusPercent: number;
  bonusPaise: number;
  /** Credited when store credit is chosen: the payment and the bonus. */
  creditPaise: number;
  /** The store credit the order used: it goes back to credit whichever is chosen. */
  usedCreditPaise: number;
};

export async function quoteOwnerCredit(ctx: Ctx, input: unknown): Promise<OwnerCreditQuote> {
  requireAdmin(ctx.caller);
  const { orderId } = parseInput(orderIdSchema, input);
  const db = getDb();
  const order = await db.order.findFirst({
    where: { id: orderId, orderType: "ORDER" },
    select: { paymentType: true, userId: true, storeCreditPaise: true },
  });
  if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
  if (order.paymentType !== "PREPAID" || !order.userId) throw new AppError("conflict", PREPAID_ONLY_CREDIT_MESSAGE);
  const payment = await db.payment.findFirst({ where: { orderId, status: "CAPTURED" }, select: { amountPaise: true } });
  const paidPaise = payment?.amountPaise ?? 0;
  return { paidPaise, ...(await ownerCreditSplit(db, paidPaise)), usedCreditPaise: order.storeCreditPaise };
}
