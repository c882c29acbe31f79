import "server-only";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { appendLine, lockedBalance } from "@/lib/store-credit/ledger";
import { readCreditSettings } from "./credit-settings";
import { refundSplit, splitOf, type RefundSplit } from "../model/refund-split";

// A return's refund to store credit (decision 105): split when the return is asked (the quote and
// the return keep the same figures), credited when the courier picks the parcel up.
type Tx = Prisma.TransactionClient;

type Parent = { id: string; storeCreditPaise: number };

/** What of the order's store credit is still to go back: what it paid, less what its live returns give back. */
async function creditLeft(tx: Tx, parent: Parent): Promise<number> {
  if (parent.storeCreditPaise === 0) return 0;
  const { _sum } = await tx.order.aggregate({
    where: { parentOrderId: parent.id, orderType: "RETURN", status: { not: "CANCELLED" } },
    _sum: { creditBackPaise: true },
  });
  return parent.storeCreditPaise - (_sum.creditBackPaise ?? 0);
}

/** How a refund of `refundPaise` of `parent` goes back, store credit first, the bonus at today's percentage. */
export async function splitReturnRefund(tx: Tx, parent: Parent, refundPaise: number, toCredit: boolean): Promise<RefundSplit> {
  const bonusPercent = toCredit ? (await readCreditSettings(tx)).returnBonusPercent : 0;
  return refundSplit({ refundPaise, creditLeftPaise: await creditLeft(tx, parent), toCredit, bonusPercent });
}

type PickedUp = {
  id: string;
  publicOrderId: string;
  userId: string | null;
  totalPaise: number;
  refundToCredit: boolean;
  creditBackPaise: number;
  creditBonusPaise: number;
};

/**
 * Credits a picked-up return's store-credit part, once: under the shopper's lock, a return that has a
 * line already (a second pickup that got this far) writes nothing. Answers the paise credited now.
 */
export async function creditReturn(tx: Tx, found: PickedUp, actorId: string | null, at: Date): Promise<number> {
  const split = splitOf(found);
  if (split.creditPaise === 0 || !found.userId) return 0;
  await lockedBalance(tx, found.userId, at);
  if ((await tx.storeCreditEntry.count({ where: { orderId: found.id, amountPaise: { gt: 0 } } })) > 0) return 0;
  const line = { userId: found.userId, orderId: found.id, actorId };
  const refund = split.creditPaise - split.creditBonusPaise;
  await appendLine(tx, { ...line, amountPaise: refund, reason: `Refund of return ${found.publicOrderId}` }, at);
  if (split.creditBonusPaise > 0)
    await appendLine(
      tx,
      { ...line, amountPaise: split.creditBonusPaise, reason: `Bonus for taking return ${found.publicOrderId} as credit` },
      at,
    );
  return split.creditPaise;
}

export const PREPAID_ONLY_CREDIT_MESSAGE = "Only a prepaid order's payment can be refunded to store credit";

/** What the owner's choice of store credit gives for a payment of `paidPaise`: the payment and the bonus on it at today's percentage. */
export async function ownerCreditSplit(tx: Tx, paidPaise: number) {
  const { returnBonusPercent: bonusPercent } = await readCreditSettings(tx);
  const { creditBonusPaise, creditPaise } = refundSplit({ refundPaise: paidPaise, creditLeftPaise: 0, toCredit: true, bonusPercent });
  return { bonusPercent, bonusPaise: creditBonusPaise, creditPaise };
}

type PaidOrder = { id: string; publicOrderId: string; userId: string | null; paymentType: string };

/**
 * The owner's choice on cancelling a prepaid order, or on its parcel back to origin: the captured payment goes to the
 * shopper's store credit instead of back to the card, with the owner's bonus on it (what would have left the shop as
 * money, as on a return). The payment is claimed (Captured to Refunded) by one conditional update, so it is credited
 * once. Answers the payment credited, in the shape of a refund (never pending).
 */
export async function creditPaymentBack(tx: Tx, order: PaidOrder, actorId: string | null, note: string, at: Date) {
  if (order.paymentType !== "PREPAID" || !order.userId) throw new AppError("conflict", PREPAID_ONLY_CREDIT_MESSAGE);
  const payment = await tx.payment.findFirst({ where: { orderId: order.id, status: "CAPTURED" } });
  if (!payment) return null;
  const claimed = await tx.payment.updateMany({
    where: { id: payment.id, status: "CAPTURED" },
    data: { status: "REFUNDED", refundedAt: at },
  });
  if (claimed.count === 0) return null;
  const { bonusPaise } = await ownerCreditSplit(tx, payment.amountPaise);
  const line = { userId: order.userId, orderId: order.id, actorId };
  await appendLine(tx, { ...line, amountPaise: payment.amountPaise, reason: `Refund of order ${order.publicOrderId} to store credit` }, at);
  if (bonusPaise > 0)
    await appendLine(
      tx,
      { ...line, amountPaise: bonusPaise, reason: `Bonus for taking order ${order.publicOrderId}'s refund as credit` },
      at,
    );
  await tx.order.update({ where: { id: order.id }, data: { refundToCredit: true } });
  await recordAudit(
    tx,
    actorId,
    "payment.refunded_to_credit",
    { type: "Payment", id: payment.id },
    { amountPaise: payment.amountPaise, bonusPaise, note },
  );
  return { paise: payment.amountPaise, pending: false };
}
