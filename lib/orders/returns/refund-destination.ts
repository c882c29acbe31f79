import "server-only";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { AppError } from "@/lib/errors";
import type { PaymentType } from "@/lib/generated/prisma/enums";
import { paymentProvider } from "@/lib/payments/provider";

// Where a return's refund goes. A prepaid return goes back to what paid for it (the provider's
// refund at pickup). A cash-on-delivery one goes to the UPI ID its shopper gives, checked with the
// UPI network (Razorpay's VPA validation, the payments twin in demo mode) before it is kept, so the
// owner's payout reaches someone. A refund to store credit needs neither (./credit-refund.ts).
export const UNKNOWN_UPI_MESSAGE = "This UPI ID was not found. Please check it in your UPI app";
export const PREPAID_UPI_MESSAGE = "A prepaid order is refunded to the card or account that paid for it, so no UPI ID is needed";
export const CREDIT_UPI_MESSAGE = "A refund to store credit needs no UPI ID";

export type RefundDestination = { refundUpi: string; refundUpiName: string | null };

/**
 * The UPI ID as its bank knows it, for a refund of this account's cash order; asked before the return's transaction,
 * since it calls the provider. The caller has found the order hers and returnable first: the answer says whether an ID
 * exists, so no one asks it without such an order, nor more than upiChecksPerAccount times an hour (429).
 */
export async function checkRefundUpi(userId: string, paymentType: PaymentType, upi: string): Promise<RefundDestination> {
  if (paymentType !== "COD") throw new AppError("validation", PREPAID_UPI_MESSAGE, { refundUpi: PREPAID_UPI_MESSAGE });
  await hit(LIMITS.upiChecksPerAccount(userId));
  const checked = await paymentProvider().validateVpa(upi);
  if (!checked.valid) throw new AppError("validation", UNKNOWN_UPI_MESSAGE, { refundUpi: UNKNOWN_UPI_MESSAGE });
  return { refundUpi: upi, refundUpiName: checked.name };
}

/** The destination kept on the return: only a cash-on-delivery order's refund needs one. */
export function refundDestinationFor(paymentType: PaymentType, destination: RefundDestination | null): RefundDestination | null {
  if (destination && paymentType !== "COD") throw new AppError("validation", PREPAID_UPI_MESSAGE, { refundUpi: PREPAID_UPI_MESSAGE });
  return destination;
}
