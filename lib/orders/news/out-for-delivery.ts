import "server-only";
import { outForDeliveryEmail } from "@/lib/email/templates";
import { queueEmail } from "@/lib/email/send-email";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatINR } from "@/lib/pricing";
import { orderLink } from "../model/order-link";
import { claimNews, queuePhoneNews } from "./queue-news";

/**
 * The courier's "out for delivery" (not a move of the order): the shopper's phone and email hear that
 * it comes today, once for each attempt, in the transaction of the scan.
 */
export async function queueOutForDelivery(tx: Prisma.TransactionClient, orderId: string, attempt: number, now: Date): Promise<void> {
  const event = `out-for-delivery:${attempt}` as const;
  await queuePhoneNews(tx, orderId, event, now);
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { publicOrderId: true, paymentType: true, totalPaise: true, user: { select: { email: true, fullname: true, language: true } } },
  });
  if (!order.user?.email || !(await claimNews(tx, orderId, event, "EMAIL"))) return;
  const cash = order.paymentType === "COD" ? formatINR(order.totalPaise) : null;
  const content = outForDeliveryEmail({
    fullname: order.user.fullname,
    publicOrderId: order.publicOrderId,
    link: orderLink(orderId, order.user.language),
    cash,
    language: order.user.language,
  });
  await queueEmail({ to: order.user.email, ...content }, tx);
}
