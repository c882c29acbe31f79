import { z } from "zod";
import { mobileField } from "@/lib/accounts/schemas";
import { rupeesToPaise } from "@/lib/pricing";
import { cappedText, emailField } from "@/lib/text-fields";
import { pageNumber, wholeNumber } from "@/lib/validation";

// The owner's gift cards (issue 51 point 4) as POST /api/v1/giftCards and its list and void calls take
// them, and the shopper's redeem call. Amounts in whole rupees.

export const MIN_CARD_RUPEES = 100;
export const MAX_CARD_RUPEES = 100_000;
const AMOUNT_MESSAGE = `The amount must be whole rupees from ${MIN_CARD_RUPEES} to 1,00,000`;

const optionalText = (max: number, name: string) =>
  cappedText(max, `${name} must be at most ${max} characters`)
    .trim()
    .optional()
    .transform((text) => text || null);

export const issueCardSchema = z
  .object({
    amount: wholeNumber(AMOUNT_MESSAGE, MIN_CARD_RUPEES, MAX_CARD_RUPEES).describe("Whole rupees"),
    recipientName: optionalText(100, "The name"),
    recipientEmail: emailField.optional().describe("Where the code is to be sent, if by email"),
    recipientPhone: mobileField.optional().describe("Where the code is to be sent, if by WhatsApp"),
    message: optionalText(500, "The message"),
  })
  .transform(({ amount, recipientEmail, recipientPhone, ...rest }) => ({
    ...rest,
    amountPaise: rupeesToPaise(amount),
    recipientEmail: recipientEmail ?? null,
    recipientPhone: recipientPhone ?? null,
  }));

/** The amounts the gift-card page offers; any whole amount between the limits may be typed instead. */
export const CARD_CHOICES_RUPEES = [500, 1000, 2000, 5000] as const;
export const MIN_BOUGHT_RUPEES = 100;
export const MAX_BOUGHT_RUPEES = 10_000;
export const BOUGHT_AMOUNT_MESSAGE = `The amount must be whole rupees from ₹${MIN_BOUGHT_RUPEES} to ₹10,000`;
export const ONLINE_ONLY_MESSAGE = "A gift card is paid online only: not by cash on delivery, store credit or another gift card";
export const DELIVERY_CHANNELS = ["EMAIL", "WHATSAPP"] as const;
const SEND_ON_MESSAGE = "Choose the day to send it, as YYYY-MM-DD";

/** A shopper buying a card on the gift-card page: paid online, sent to the recipient on a day she chooses. */
export const buyCardSchema = z
  .object({
    amount: wholeNumber(BOUGHT_AMOUNT_MESSAGE, MIN_BOUGHT_RUPEES, MAX_BOUGHT_RUPEES).describe("Whole rupees"),
    recipientName: cappedText(100, "The name must be at most 100 characters", "Enter the recipient's name")
      .trim()
      .min(1, { error: "Enter the recipient's name" }),
    deliverBy: z.enum(DELIVERY_CHANNELS, { error: "Choose email or WhatsApp" }),
    recipientEmail: z.string().max(400).optional(),
    recipientPhone: z.string().max(400).optional(),
    message: optionalText(500, "The message"),
    sendOn: z.string({ error: SEND_ON_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: SEND_ON_MESSAGE }),
    // Only online: a client asking for cash or credit is told so, not silently charged online.
    paymentMethod: z.literal("ONLINE", { error: ONLINE_ONLY_MESSAGE }).optional(),
    useStoreCredit: z.literal(false, { error: ONLINE_ONLY_MESSAGE }).optional(),
  })
  .transform(({ amount, deliverBy, recipientEmail, recipientPhone, recipientName, message, sendOn }, context) => {
    const contact = deliverBy === "EMAIL" ? emailField.safeParse(recipientEmail ?? "") : mobileField.safeParse(recipientPhone ?? "");
    if (!contact.success) {
      const field = deliverBy === "EMAIL" ? "recipientEmail" : "recipientPhone";
      context.addIssue({ code: "custom", path: [field], message: contact.error.issues[0]?.message ?? "Enter where to send it" });
      return z.NEVER;
    }
    return {
      amountPaise: rupeesToPaise(amount),
      recipientName,
      recipientEmail: deliverBy === "EMAIL" ? contact.data : null,
      recipientPhone: deliverBy === "WHATSAPP" ? contact.data : null,
      message,
      sendOn,
    };
  });

export type BoughtCard = z.output<typeof buyCardSchema>;

/** Any text: a code of the wrong shape gets the answer of an unknown one (lib/gift-cards/redeem.ts). */
export const redeemCardSchema = z.object({
  code: cappedText(64, "Enter the gift card's code", "Enter the gift card's code").describe("The 16 characters, dashes and spaces allowed"),
});

export const voidCardSchema = z.object({
  id: cappedText(40, "Choose the gift card", "Choose the gift card").trim().min(1, { error: "Choose the gift card" }),
});

export const CARDS_PER_PAGE = 50;
export const cardListSchema = z.object({
  page: pageNumber().default(1),
});
