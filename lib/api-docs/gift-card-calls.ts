import "server-only";
import { z } from "zod";
import { verifyPaymentSchema } from "@/lib/checkout/settle-payment";
import { buyCardSchema, cardListSchema, issueCardSchema, redeemCardSchema, voidCardSchema } from "@/lib/gift-cards/schemas";
import { ok, pagination, payment } from "./answers";

// Gift cards (issue 51 point 4), beyond the spec: amounts in rupees, dates as ISO 8601 text.

const rupees = z.number().describe("Rupees");
const date = z.string().meta({ format: "date-time" });

const listedCard = z
  .object({
    id: z.string(),
    codeEnd: z
      .string()
      .nullable()
      .describe("The code's last four characters (the code itself is shown only once, at issue); null until a bought card is sent"),
    amount: rupees,
    status: z.enum(["unused", "scheduled", "redeemed", "void", "expired"]).describe("scheduled: bought online, waiting for its day"),
    recipientName: z.string().nullable(),
    recipientEmail: z.string().nullable(),
    recipientPhone: z.string().nullable().describe("+91 and ten digits"),
    message: z.string().nullable(),
    createdAt: date,
    expiresAt: date,
    redeemedAt: date.nullable(),
    voidedAt: date.nullable(),
    sendAt: date.nullable().describe("A card bought online: when it goes to its recipient"),
    sentAt: date.nullable(),
  })
  .meta({ id: "GiftCard" });

/** ApiCall entries (calls.ts, which lists them; typed there, as calls.ts imports this file). */
export const GIFT_CARD_CALLS = [
  {
    path: "/giftCards",
    method: "POST",
    access: "admin",
    summary: "Issues a gift card valid for a year, audited; no GST is charged on a voucher (decision 105)",
    notes: "The code is in this answer only: the shop keeps a hash of it. Hand it to the recipient.",
    input: issueCardSchema,
    answer: ok({
      giftCard: z.object({
        id: z.string(),
        code: z.string().describe("16 characters in four groups, e.g. ABCD-EFGH-JKMN-PQRS"),
        amount: rupees,
        expiresAt: date,
      }),
    }),
  },
  {
    path: "/giftCards",
    method: "GET",
    access: "admin",
    summary: "Lists gift cards, newest first, with the outstanding liability (cards that can still be redeemed)",
    input: cardListSchema,
    answer: ok({
      giftCards: z.array(listedCard),
      liability: z.object({ amount: rupees.describe("Rupees owed on unused, unexpired cards"), cards: z.int() }),
      pagination,
    }),
  },
  {
    path: "/giftCards/void",
    method: "POST",
    access: "admin",
    summary: "Voids a gift card no one has redeemed (409 once redeemed or void), audited; a card bought online is refunded to its buyer",
    notes:
      "A card bought online gives its whole payment back through the payment provider, once however many voids race; a redeemed one " +
      "is refused (409) with a message saying nothing is refunded, since its value is the recipient's store credit.",
    input: voidCardSchema,
    answer: ok({
      refunded: rupees.nullable().describe("Rupees refunded to the buyer of a card bought online; null for a card the shop issued"),
    }),
  },
  {
    path: "/giftCards/buy",
    method: "POST",
    access: "user",
    summary: "Opens the online payment of a gift card for a recipient, sent by email or WhatsApp on the day chosen (verified accounts)",
    notes:
      "Online only: paymentMethod other than ONLINE, or useStoreCredit, is refused (400). No GST is charged and no tax invoice is " +
      "made (a voucher, CBIC Circular 243/37/2024). Pay as for /order/capturePayment; the code goes only to the recipient.",
    input: buyCardSchema,
    answer: ok({
      payment,
      totalPrice: rupees,
      key: z.string(),
      provider: z.enum(["razorpay", "twin"]),
      prefill: z.object({ name: z.string(), email: z.string() }),
    }),
  },
  {
    path: "/giftCards/buy/verify",
    method: "POST",
    access: "user",
    summary: "Checks Checkout's signature for a gift card's payment and writes the card (once; the webhook does the same)",
    input: verifyPaymentSchema,
    answer: ok({ giftCardId: z.string() }),
  },
  {
    path: "/giftCards/redeem",
    method: "POST",
    access: "user",
    summary: "Redeems a gift card into the caller's store credit, once",
    notes:
      "A used, void, expired or unknown code gets the same 404 and message. Tries are limited per account and per address (429); a code that works is not counted.",
    input: redeemCardSchema,
    answer: ok({ balance: rupees.describe("Rupees: the caller's store-credit balance after it") }),
  },
] as const;
