import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { creditBalance } from "@/lib/store-credit/balance";

// "Her data on request" (decision 104): everything the shop holds about the caller, as JSON. The
// person's rows are found by her account's id, and by her email and mobile where a table keys on the
// contact (messages, consents, back-in-stock requests, the contact form).
//
// PERSON_COLUMNS names every column of the schema that names or reaches a person and says where the
// export holds it, or why it does not; tests/integration/privacy/export.test.ts fails when a column
// the rule finds is on neither list.
export const PERSON_COLUMNS: Record<string, { exported: string } | { left: string }> = {
  "User.fullname": { exported: "profile" },
  "User.email": { exported: "profile" },
  "User.pendingEmail": { exported: "profile" },
  "User.phone": { exported: "profile" },
  "User.mobile": { exported: "profile" },
  "Address.userId": { exported: "addresses" },
  "Address.name": { exported: "addresses" },
  "Address.phoneNumber": { exported: "addresses" },
  "CartLine.userId": { exported: "cart" },
  "WishlistLine.userId": { exported: "wishlist" },
  "Reminder.userId": { exported: "reminders" },
  "Order.userId": { exported: "orders" },
  "Order.shipName": { exported: "orders" },
  "Order.shipAddressLine1": { exported: "orders" },
  "Order.shipAddressLine2": { exported: "orders" },
  "Order.shipCity": { exported: "orders" },
  "Order.shipState": { exported: "orders" },
  "Order.shipPinCode": { exported: "orders" },
  "Order.shipPhoneNumber": { exported: "orders" },
  "Order.refundUpi": { exported: "orders" },
  "Order.refundUpiName": { exported: "orders" },
  "Order.provedPhone": { exported: "orders" },
  "DeliveryFailure.phone": { exported: "orders[].deliveryFailures" },
  "Payment.userId": { exported: "payments" },
  "Review.userId": { exported: "reviews" },
  "StoreCreditEntry.userId": { exported: "storeCredit" },
  "Grievance.userId": { exported: "grievances" },
  "Grievance.name": { exported: "grievances" },
  "Grievance.email": { exported: "grievances" },
  "Grievance.answeredById": { left: "the staff member who answered" },
  "PromotionUse.userId": { exported: "promotionUses" },
  "PromotionUse.email": { exported: "promotionUses" },
  "PromotionUse.phones": { exported: "promotionUses" },
  "Session.userId": { exported: "signInWays.sessions" },
  "SignInEvent.userId": { exported: "signInWays.signIns" },
  "SignInEvent.network": { exported: "signInWays.signIns" },
  "SignInEvent.userAgent": { exported: "signInWays.signIns" },
  "EmailOutbox.to": { exported: "messages.emails" },
  "SmsMessage.to": { exported: "messages.texts" },
  "ContactMessage.name": { exported: "contactMessages" },
  "ContactMessage.email": { exported: "contactMessages" },
  "Consent.userId": { exported: "consents" },
  "Consent.contact": { exported: "consents" },
  "ContactConsent.contact": { exported: "backInStock.consents" },
  "StockNotice.contact": { exported: "backInStock.requests" },
  "UserToken.userId": { left: "hashes of one-time links (verify, reset), useless to read and gone when used or expired" },
  "UserToken.sentToHash": { left: "a hash of the address a link was sent to" },
  "PhoneCode.userId": { left: "hashes of one-time texted codes, kept minutes" },
  "PhoneCode.phone": { left: "the number a one-time code went to; the texts themselves are exported" },
  "SmsSpend.phone": { exported: "messages.textsCounted" },
  "IdempotencyKey.userId": { left: "a replay cache of a request's answer, kept a day" },
  "AuditLog.actorId": { left: "the staff member who acted in the back office, not the shopper" },
  "CodRuleSet.createdById": { left: "the staff member who set the rules" },
  "Promotion.createdById": { left: "the staff member who made the promotion" },
  "DeliveryFailure.answeredBy": { left: "who answered: the shopper's own answer is exported with the failure" },
  "StoreCreditEntry.actorId": { left: "the staff member who gave the credit" },
  "GiftCard.recipientName": { exported: "giftCards" },
  "GiftCard.recipientEmail": { exported: "giftCards" },
  "GiftCard.recipientPhone": { exported: "giftCards" },
  "GiftCard.redeemedById": { exported: "giftCards" },
  "GiftCard.issuedById": { left: "the staff member who issued the card" },
};

const omitSecrets = { passwordHash: true, tokenVersion: true } as const;

export async function exportMyData(ctx: Ctx) {
  const caller = requireUser(ctx.caller);
  const db = getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: caller.id }, omit: omitSecrets });
  const contacts = [user.email, user.mobile].filter((contact): contact is string => contact !== null);
  const [
    sessions,
    signIns,
    addresses,
    cart,
    wishlist,
    orders,
    payments,
    reviews,
    promotionUses,
    emails,
    texts,
    contactMessages,
    consents,
    stockConsents,
    stockRequests,
    textsCounted,
    storeCreditLines,
    grievances,
    giftCards,
  ] = await Promise.all([
    db.session.findMany({ where: { userId: user.id }, select: { createdAt: true, expiresAt: true } }),
    db.signInEvent.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" }, omit: { id: true, userId: true } }),
    db.address.findMany({ where: { userId: user.id } }),
    db.cartLine.findMany({ where: { userId: user.id } }),
    db.wishlistLine.findMany({ where: { userId: user.id } }),
    db.order.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: "asc" },
      include: { lines: true, payments: true, deliveryFailures: true, invoice: true, creditNotes: true, notices: true },
    }),
    db.payment.findMany({ where: { userId: user.id } }),
    db.review.findMany({ where: { userId: user.id } }),
    db.promotionUse.findMany({ where: { userId: user.id } }),
    db.emailOutbox.findMany({ where: { to: { in: contacts } }, omit: { sealedBody: true } }),
    db.smsMessage.findMany({ where: { to: { in: contacts } } }),
    db.contactMessage.findMany({ where: { email: { in: contacts } } }),
    db.consent.findMany({ where: { OR: [{ userId: user.id }, { contact: { in: contacts } }] }, orderBy: { createdAt: "asc" } }),
    db.contactConsent.findMany({ where: { contact: { in: contacts } } }),
    db.stockNotice.findMany({ where: { contact: { in: contacts } } }),
    db.smsSpend.findMany({ where: { phone: { in: contacts } }, select: { phone: true, template: true, createdAt: true } }),
    db.storeCreditEntry.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: "asc" },
      select: { amountPaise: true, reason: true, orderId: true, createdAt: true, expiresAt: true },
    }),
    db.grievance.findMany({ where: { OR: [{ userId: user.id }, { email: { in: contacts } }] }, omit: { answeredById: true } }),
    // Cards she redeemed, bought, or that are addressed to her email or mobile (their codes are kept only as hashes).
    db.giftCard.findMany({
      where: {
        OR: [
          { redeemedById: user.id },
          { payment: { userId: user.id } },
          { recipientEmail: { in: contacts } },
          { recipientPhone: { in: contacts } },
        ],
      },
      orderBy: { createdAt: "asc" },
      omit: { codeHash: true, issuedById: true },
    }),
  ]);
  const { passwordSetAt, ...profile } = user;
  return {
    exportedAt: new Date(),
    profile,
    signInWays: { email: user.email, mobile: user.mobile, passwordSetAt, sessions, signIns },
    addresses,
    cart,
    wishlist,
    reminders: await db.reminder.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } }),
    orders,
    payments,
    reviews,
    promotionUses,
    messages: { emails, texts, textsCounted },
    contactMessages,
    consents,
    backInStock: { consents: stockConsents, requests: stockRequests },
    storeCredit: { balancePaise: creditBalance(storeCreditLines, clock.now()), lines: storeCreditLines },
    grievances,
    giftCards,
  };
}
