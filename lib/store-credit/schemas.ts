import { z } from "zod";
import { rupeesToPaise } from "@/lib/pricing";
import { rupeesNumber } from "@/lib/validation";

// The owner's adjustment, as the back office's form and POST /api/v1/storeCredit/adjust send it:
// rupees (negative takes credit back), a reason the shopper reads in their history, an optional expiry.

const AMOUNT_MESSAGE = "The amount must be rupees from -1,00,000 to 1,00,000 with at most two decimals, not zero";
const MAX_ADJUST_RUPEES = 100_000;

export const adjustCreditSchema = z
  .object({
    userId: z.string({ error: "Choose the shopper" }).trim().min(1, { error: "Choose the shopper" }).max(40),
    amount: rupeesNumber(AMOUNT_MESSAGE, -MAX_ADJUST_RUPEES, MAX_ADJUST_RUPEES)
      .refine((value) => value !== 0, { error: AMOUNT_MESSAGE })
      .describe("Rupees: positive gives credit, negative takes it back (never below zero)"),
    reason: z
      .string({ error: "Give a reason (the shopper sees it)" })
      .trim()
      .min(3, { error: "Give a reason (the shopper sees it)" })
      .max(200, { error: "The reason must be at most 200 characters" }),
    expiresAt: z.iso
      .datetime({ offset: true, error: "The expiry must be a date and time with its zone" })
      .optional()
      .describe("When an unspent credit lapses; only for a positive amount"),
  })
  .transform(({ amount, ...rest }) => ({
    ...rest,
    amountPaise: Math.sign(amount) * rupeesToPaise(Math.abs(amount)),
    expiresAt: rest.expiresAt ? new Date(rest.expiresAt) : null,
  }));
