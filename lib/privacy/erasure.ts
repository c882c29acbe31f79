import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { clock } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { formatINR } from "@/lib/pricing";
import { creditBalance } from "@/lib/store-credit/balance";

// Closing an account (decision 104): refused while an order is open or a refund is due; otherwise
// the person's data is erased everywhere it lives, and her orders stay for the books without her.

type Tx = Prisma.TransactionClient;

export const ORDER_STILL_OPEN =
  "You have an order that is not finished yet: close your account once it is delivered, returned or cancelled";
export const REFUND_STILL_DUE = "We still owe you a refund: close your account once it has reached you";
export const creditStillHeld = (balancePaise: number) =>
  `You have ${formatINR(balancePaise)} of store credit: spend it, or write to us and we pay it back to you, before closing your account`;

/** Orders not yet delivered, returned or cancelled. */
const OPEN = ["PENDING", "CONFIRMED", "SHIPPED", "RETURN_REQUESTED", "RETURN_PICKED_UP", "DELIVERY_FAILED", "RTO_INITIATED"] as const;

export async function refuseWhileOrdersOpen(tx: Tx, userId: string): Promise<void> {
  if ((await tx.order.count({ where: { userId, status: { in: [...OPEN] } } })) > 0) throw new AppError("conflict", ORDER_STILL_OPEN);
  const refundDue = await tx.order.count({
    where: {
      userId,
      paymentType: "PREPAID",
      status: { in: ["CANCELLED", "RTO_DELIVERED"] },
      refundedAt: null,
      payments: { some: { status: "CAPTURED" } },
    },
  });
  if (refundDue > 0) throw new AppError("conflict", REFUND_STILL_DUE);
  // Store credit is money the shop owes her (decision 110): it is never lost by closing. The lock on her
  // row makes a grant that arrives meanwhile wait, then find no account.
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
  const lines = await tx.storeCreditEntry.findMany({ where: { userId }, select: { amountPaise: true, createdAt: true, expiresAt: true } });
  const credit = creditBalance(lines, clock.now());
  if (credit > 0) throw new AppError("conflict", creditStillHeld(credit));
}

/**
 * Erases what names the person outside her account's own rows (which go with the account): the
 * names, phones and streets on her orders, her refund UPI, the messages sent to her, her consents,
 * back-in-stock requests, contact-form messages, grievances, texted codes, the texts' budget and promotion uses. Invoices
 * and credit notes stay; her store-credit lines (a zero balance by then) go with the account. Gift cards
 * she redeemed or that were addressed to her lose their recipient and message; an unused one still works,
 * for whoever holds its code (a voucher is not tied to an account).
 */
export async function eraseTraces(tx: Tx, userId: string, contacts: string[]): Promise<void> {
  await tx.order.updateMany({
    where: { userId },
    data: {
      shipName: "Deleted customer",
      shipPhoneNumber: "0000000000",
      shipAddressLine1: "Removed on request",
      shipAddressLine2: null,
      refundUpi: null,
      refundUpiName: null,
      provedPhone: null,
    },
  });
  await tx.deliveryFailure.updateMany({ where: { order: { userId } }, data: { phone: null } });
  await tx.payment.updateMany({ where: { userId }, data: { userId: null } });
  await tx.promotionUse.updateMany({ where: { userId }, data: { userId: null, email: null, phones: [] } });
  await tx.emailOutbox.deleteMany({ where: { to: { in: contacts } } });
  await tx.smsMessage.deleteMany({ where: { to: { in: contacts } } });
  await tx.consent.deleteMany({ where: { OR: [{ userId }, { contact: { in: contacts } }] } });
  await tx.contactConsent.deleteMany({ where: { contact: { in: contacts } } });
  await tx.stockNotice.deleteMany({ where: { contact: { in: contacts } } });
  await tx.contactMessage.deleteMany({ where: { email: { in: contacts } } });
  await tx.phoneCode.deleteMany({ where: { phone: { in: contacts } } });
  await tx.grievance.deleteMany({ where: { OR: [{ userId }, { email: { in: contacts } }] } });
  await tx.giftCard.updateMany({
    where: { OR: [{ redeemedById: userId }, { recipientEmail: { in: contacts } }, { recipientPhone: { in: contacts } }] },
    data: { recipientName: null, recipientEmail: null, recipientPhone: null, message: null },
  });
  // The day's count of texts stays exact for the budget, without the number.
  await tx.smsSpend.updateMany({ where: { phone: { in: contacts } }, data: { phone: "erased" } });
}
