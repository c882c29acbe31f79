import { randomUUID } from "node:crypto";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as buyRoute } from "@/app/api/v1/giftCards/buy/route";
import { POST as verifyRoute } from "@/app/api/v1/giftCards/buy/verify/route";
import { POST as redeemRoute } from "@/app/api/v1/giftCards/redeem/route";
import { POST as voidRoute } from "@/app/api/v1/giftCards/void/route";
import { twinPay } from "@/lib/checkout/twin-checkout";
import { handlePaymentWebhook } from "@/lib/checkout/webhook";
import { clock } from "@/lib/clock";
import { readableEmail } from "@/lib/email/mailbox";
import { boughtCardSpentMessage, listGiftCards } from "@/lib/gift-cards/admin";
import { NO_TAX_INVOICE_WHY } from "@/lib/gift-cards/receipt-words";
import { exportMyData } from "@/lib/privacy/export";
import { hashCode, readCode } from "@/lib/gift-cards/code";
import { sendGiftCard } from "@/lib/gift-cards/send";
import { BOUGHT_AMOUNT_MESSAGE, ONLINE_ONLY_MESSAGE } from "@/lib/gift-cards/schemas";
import { addDays, indianDate } from "@/lib/india-days";
import { call, db, type RouteHandler } from "../../support/api";
import { makeUser, type MadeUser } from "../../support/factories";
import { workOffJobs } from "../../support/jobs";

// Buying a gift card online (issue 51 point 4): paid by the Razorpay twin, written once however the
// payment is reported, sent to its recipient on its day exactly once (the job raced with itself), its
// code in that message only, redeemed by her into store credit. Bad amounts and any way of paying but
// online are refused with a message, before any payment is opened.
afterAll(() => db.$disconnect());
afterEach(() => vi.restoreAllMocks());

const today = () => indianDate(new Date());
const recipientEmail = () => `asha-${randomUUID()}@example.com`;

type Body = {
  success: boolean;
  message?: string;
  payment?: { id: string };
  giftCardId?: string;
  balance?: number;
  refunded?: number | null;
};

async function post(handler: RouteHandler, path: string, caller: MadeUser, json: unknown) {
  const { status, body } = await call(handler, { method: "POST", path, token: caller.token, json });
  return { status, body: body as unknown as Body };
}

const buy = (buyer: MadeUser, json: Record<string, unknown>) => post(buyRoute, "/api/v1/giftCards/buy", buyer, json);

function card(overrides: Record<string, unknown> = {}) {
  return {
    amount: 1000,
    recipientName: "Asha",
    deliverBy: "EMAIL",
    recipientEmail: recipientEmail(),
    message: "Happy Diwali",
    sendOn: today(),
    ...overrides,
  };
}

/** Opens the payment and pays it in the twin; answers the verify call's fields and the twin's webhook. */
async function paid(buyer: MadeUser, json: Record<string, unknown>) {
  const opened = await buy(buyer, json);
  expect(opened.status).toBe(200);
  const providerOrderId = opened.body.payment!.id;
  const { response, webhook } = await twinPay(buyer.ctx, { razorpay_order_id: providerOrderId });
  return { providerOrderId, response, webhook };
}

const verify = (buyer: MadeUser, response: unknown) => post(verifyRoute, "/api/v1/giftCards/buy/verify", buyer, response);

async function emailsTo(to: string) {
  const rows = await db.emailOutbox.findMany({ where: { to } });
  return rows.map((row) => readableEmail(row));
}

const codeIn = (text: string) => readCode(/code: ([A-Z0-9-]{19})/i.exec(text)?.[1] ?? "");

describe("buying a gift card online", () => {
  it("is paid once however it is reported, sent at once for today, and the code reaches only the recipient", async () => {
    const buyer = await makeUser({ fullname: "Priya Buyer" });
    const to = recipientEmail();
    const { providerOrderId, response, webhook } = await paid(buyer, card({ recipientEmail: to, amount: 2000 }));
    // The browser's verify and the provider's webhook at once: one card.
    const [verified] = await Promise.all([verify(buyer, response), handlePaymentWebhook(webhook.body, webhook.headers)]);
    expect(verified.status).toBe(200);
    const again = await verify(buyer, response);
    expect(again.body.giftCardId).toBe(verified.body.giftCardId);
    const payment = await db.payment.findUniqueOrThrow({ where: { providerOrderId }, include: { giftCard: true } });
    expect(payment).toMatchObject({ status: "CAPTURED", amountPaise: 200_000, orderId: null });
    expect(payment.giftCard).toMatchObject({ id: verified.body.giftCardId, amountPaise: 200_000, codeHash: null, recipientEmail: to });
    expect(await db.giftCard.count({ where: { paymentId: payment.id } })).toBe(1);
    expect(JSON.stringify(verified.body)).not.toMatch(/code/i);

    // The buyer's receipt, once though verify and the webhook raced: the card, for whom, when, and why no tax invoice.
    const receipts = await emailsTo(buyer.email);
    expect(receipts.map((mail) => mail.template)).toEqual(["gift-card-receipt"]);
    expect(receipts[0]!.subject).toBe("Your receipt: a Kurta Shop gift card of ₹2,000 for Asha");
    for (const words of [
      "Gift card: ₹2,000",
      "For: Asha",
      `Sent: by email to ${to}, now`,
      NO_TAX_INVOICE_WHY,
      `/gift-cards/receipt/${verified.body.giftCardId}`,
    ])
      expect(receipts[0]!.text).toContain(words);

    await workOffJobs();
    const emails = await emailsTo(to);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe("Priya Buyer sent you a Kurta Shop gift card of ₹2,000");
    expect(emails[0]!.text).toContain("Happy Diwali");
    const code = codeIn(emails[0]!.text)!;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{16}$/);
    // The outbox row keeps the code only sealed; the card only its hash.
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to } });
    expect(`${row.text}${row.html}`).not.toContain(code.slice(0, 4) + "-" + code.slice(4, 8));
    const sent = await db.giftCard.findUniqueOrThrow({ where: { id: verified.body.giftCardId! } });
    expect(sent.codeHash).toBe(hashCode(code));
    expect(sent.sentAt).not.toBeNull();
    expect(sent.expiresAt.getTime()).toBeGreaterThanOrEqual(sent.sentAt!.getTime() + 365 * 86_400_000);

    // The buyer's data holds the card she bought (never its code).
    const exported = JSON.stringify(await exportMyData(buyer.ctx));
    expect(exported).toContain(to);
    expect(exported).not.toContain(code);

    const recipient = await makeUser({ fullname: "Asha" });
    const redeemed = await post(redeemRoute, "/api/v1/giftCards/redeem", recipient, { code });
    expect(redeemed).toMatchObject({ status: 200, body: { success: true, balance: 2000 } });
    // The buyer's receipt never held the code.
    expect((await emailsTo(buyer.email)).map((mail) => mail.text).join()).not.toContain(code.slice(0, 4));

    // Redeemed, it is the recipient's store credit: the owner cannot void it, and nothing goes back to the buyer.
    const owner = await makeUser({ role: "ADMIN" });
    expect(await post(voidRoute, "/api/v1/giftCards/void", owner, { id: sent.id })).toMatchObject({
      status: 409,
      body: { success: false, message: boughtCardSpentMessage(200_000) },
    });
    expect(await db.payment.findUniqueOrThrow({ where: { providerOrderId } })).toMatchObject({ status: "CAPTURED", refundId: null });
  });

  it("sends a Hindi buyer her receipt in Hindi (decision 122), with the day it goes in Hindi", async () => {
    const buyer = await makeUser({ fullname: "Priya Buyer" });
    await db.user.update({ where: { id: buyer.id }, data: { language: "hi" } });
    const to = recipientEmail();
    const { response } = await paid(buyer, card({ recipientEmail: to, amount: 1500, sendOn: addDays(today(), 3) }));
    expect((await verify(buyer, response)).status).toBe(200);
    const [receipt] = await emailsTo(buyer.email);
    expect(receipt!.subject).toBe("आपकी रसीद: Asha के लिए ₹1,500 का Kurta Shop गिफ़्ट कार्ड");
    expect(receipt!.html).toContain('<html lang="hi">');
    for (const words of ["नमस्ते Priya Buyer,", "गिफ़्ट कार्ड: ₹1,500", "किसके लिए: Asha", `भेजा जाएगा: ईमेल से ${to} को, `, "टैक्स इनवॉइस क्यों नहीं है"])
      expect(receipt!.text).toContain(words);
    // The day it goes, in Hindi ("9 दिस॰ 2026, 12:00 am को"), no English month.
    expect(receipt!.text).toMatch(/भेजा जाएगा: ईमेल से \S+ को, \d+ [\u0900-\u097F]+॰? \d{4}, .+ को\n/);
    expect(receipt!.text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/);
  });

  it("voided before it is redeemed, refunds its whole payment to the buyer once, however many voids race", async () => {
    const buyer = await makeUser();
    const to = recipientEmail();
    const { providerOrderId, response } = await paid(buyer, card({ recipientEmail: to, amount: 1500, sendOn: addDays(today(), 5) }));
    const cardId = (await verify(buyer, response)).body.giftCardId!;
    const owner = await makeUser({ role: "ADMIN" });
    const voids = await Promise.all([1, 2, 3].map(() => post(voidRoute, "/api/v1/giftCards/void", owner, { id: cardId })));
    expect(voids.map((one) => one.status).sort()).toEqual([200, 409, 409]);
    expect(voids.find((one) => one.status === 200)!.body).toMatchObject({
      refunded: 1500,
      message: "Gift card voided: ₹1,500 refunded to its buyer",
    });
    const payment = await db.payment.findUniqueOrThrow({ where: { providerOrderId } });
    expect(payment.status).toBe("REFUNDED");
    expect(payment.refundId).not.toBeNull();
    expect(await db.auditLog.count({ where: { action: "payment.refunded", entityId: payment.id } })).toBe(1);
    // Its day never comes for it: void, it is not sent.
    vi.spyOn(clock, "now").mockReturnValue(new Date(Date.now() + 6 * 86_400_000));
    await sendGiftCard(cardId);
    expect(await emailsTo(to)).toHaveLength(0);
  });

  it("waits for a later day, then is sent exactly once by jobs racing each other (email and WhatsApp)", async () => {
    const buyer = await makeUser();
    const to = recipientEmail();
    const phone = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const later = addDays(today(), 3);
    const ids: string[] = [];
    for (const json of [
      card({ recipientEmail: to, sendOn: later }),
      card({ deliverBy: "WHATSAPP", recipientPhone: phone, sendOn: later }),
    ]) {
      const { response } = await paid(buyer, json);
      ids.push((await verify(buyer, response)).body.giftCardId!);
    }
    await workOffJobs();
    await Promise.all(ids.map((id) => sendGiftCard(id)));
    expect(await emailsTo(to)).toHaveLength(0);
    expect(await db.smsMessage.count({ where: { to: phone } })).toBe(0);
    const owner = await makeUser({ role: "ADMIN" });
    const listed = await listGiftCards(owner.ctx, {});
    expect(listed.cards.filter((each) => ids.includes(each.id)).map((each) => each.status)).toEqual(["scheduled", "scheduled"]);

    // Its day comes (9 am in India): five runs of the job at once for each card.
    const onTheDay = new Date(Date.now() + 4 * 86_400_000);
    vi.spyOn(clock, "now").mockReturnValue(onTheDay);
    await Promise.all(ids.flatMap((id) => Array.from({ length: 5 }, () => sendGiftCard(id))));
    await workOffJobs();
    expect(await emailsTo(to)).toHaveLength(1);
    const texts = await db.smsMessage.findMany({ where: { to: phone } });
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: "WHATSAPP", template: "gift-card", status: "SENT" });
    const code = codeIn(texts[0]!.text)!;
    const whatsAppCard = await db.giftCard.findUniqueOrThrow({ where: { id: ids[1] } });
    expect(whatsAppCard.codeHash).toBe(hashCode(code));
  });

  it("refuses amounts outside ₹100 to ₹10,000 or not whole rupees, and a day gone by, before any payment opens", async () => {
    const buyer = await makeUser();
    for (const amount of [99, 10_001, 500.5, "five hundred", -1000]) {
      expect(await buy(buyer, card({ amount }))).toMatchObject({ status: 400, body: { success: false, message: BOUGHT_AMOUNT_MESSAGE } });
    }
    // An emptied field, a tick, or 500 written in hex or as 5e2, is no amount of whole rupees (z.coerce took the
    // last two as ₹500); a shopper of her own, since each refusal counts against her attempts.
    const another = await makeUser();
    for (const amount of ["", true, "0x1f4", "5e2"]) {
      expect(await buy(another, card({ amount }))).toMatchObject({ status: 400, body: { success: false, message: BOUGHT_AMOUNT_MESSAGE } });
    }
    expect(await buy(buyer, card({ sendOn: addDays(today(), -1) }))).toMatchObject({
      status: 400,
      body: { message: "The day to send must be today or later" },
    });
    expect(await buy(buyer, card({ recipientEmail: "not an email" }))).toMatchObject({ status: 400 });
    expect(await buy(buyer, card({ deliverBy: "WHATSAPP", recipientEmail: undefined }))).toMatchObject({
      status: 400,
      body: { message: "Mobile number is required" },
    });
    expect(await db.payment.count({ where: { userId: buyer.id } })).toBe(0);
  });

  it("is online only: cash on delivery and store credit are refused", async () => {
    const buyer = await makeUser();
    for (const extra of [{ paymentMethod: "COD" }, { paymentMethod: "cashOnDelivery" }, { useStoreCredit: true }]) {
      expect(await buy(buyer, card(extra))).toMatchObject({ status: 400, body: { success: false, message: ONLINE_ONLY_MESSAGE } });
    }
    expect(await db.payment.count({ where: { userId: buyer.id } })).toBe(0);
    expect(await buy(buyer, card({ paymentMethod: "ONLINE" }))).toMatchObject({ status: 200 });
  });
});
