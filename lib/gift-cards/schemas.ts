import { z } from "zod";
import { mobileField } from "@/lib/accounts/schemas";
import { rupeesToPaise } from "@/lib/pricing";
import { cappedText, emailField } from "@/lib/text-fields";

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
    amount: z.coerce
      .number({ error: AMOUNT_MESSAGE })
      .int({ error: AMOUNT_MESSAGE })
      .min(MIN_CARD_RUPEES, { error: AMOUNT_MESSAGE })
      .max(MAX_CARD_RUPEES, { error: AMOUNT_MESSAGE })
      .describe("Whole rupees"),
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

/** Any text: a code of the wrong shape gets the answer of an unknown one (lib/gift-cards/redeem.ts). */
export const redeemCardSchema = z.object({
  code: cappedText(64, "Enter the gift card's code", "Enter the gift card's code").describe("The 16 characters, dashes and spaces allowed"),
});

export const voidCardSchema = z.object({
  id: cappedText(40, "Choose the gift card", "Choose the gift card").trim().min(1, { error: "Choose the gift card" }),
});

const PAGE_MESSAGE = "The page must be a whole number from 1";
export const CARDS_PER_PAGE = 50;
export const cardListSchema = z.object({
  page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).default(1),
});
