import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";

// The buyer's receipt for a gift card she paid for: what she bought and when it goes, never its code
// (made only when it is sent, and seen only by the recipient).

export type CardReceipt = {
  id: string;
  amountPaise: number;
  recipientName: string | null;
  sentTo: string | null;
  deliverBy: "Email" | "WhatsApp";
  message: string | null;
  paidAt: Date;
  paymentId: string | null;
  sendAt: Date | null;
  status: "scheduled" | "sent" | "void";
};

export async function myCardReceipt(ctx: Ctx, cardId: string): Promise<CardReceipt> {
  const caller = requireUser(ctx.caller);
  const card = await getDb().giftCard.findFirst({
    where: { id: cardId, payment: { userId: caller.id } },
    select: {
      id: true,
      amountPaise: true,
      recipientName: true,
      recipientEmail: true,
      recipientPhone: true,
      message: true,
      createdAt: true,
      sendAt: true,
      sentAt: true,
      voidedAt: true,
      payment: { select: { providerPaymentId: true } },
    },
  });
  if (!card) throw new AppError("not_found", "Gift card not found");
  return {
    id: card.id,
    amountPaise: card.amountPaise,
    recipientName: card.recipientName,
    sentTo: card.recipientEmail ?? card.recipientPhone,
    deliverBy: card.recipientPhone ? "WhatsApp" : "Email",
    message: card.message,
    paidAt: card.createdAt,
    paymentId: card.payment?.providerPaymentId ?? null,
    sendAt: card.sendAt,
    status: card.voidedAt ? "void" : card.sentAt ? "sent" : "scheduled",
  };
}
