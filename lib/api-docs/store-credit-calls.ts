import "server-only";
import { z } from "zod";
import { creditSettingsSchema } from "@/lib/orders/returns/credit-settings";
import { adjustCreditSchema } from "@/lib/store-credit/schemas";
import { ok } from "./answers";

// Store credit (issue 51), beyond the spec: amounts in rupees, dates as ISO 8601 text.

const rupees = z.number().describe("Rupees");
const date = z.string().meta({ format: "date-time" });
const bonus = z.number().int().describe("Percent added to a return's refund taken as store credit; 0 for none");

const entry = z
  .object({
    amount: rupees.describe("Rupees: positive given, negative spent or taken back"),
    reason: z.string(),
    orderId: z.string().optional().describe("The order's (or return's) public id, when the line is about one"),
    createdAt: date,
    expiresAt: date.optional().describe("When what is unspent of this credit lapses"),
  })
  .meta({ id: "StoreCreditEntry" });

/** ApiCall entries (calls.ts, which lists them; typed there, as calls.ts imports this file). */
export const STORE_CREDIT_CALLS = [
  {
    path: "/user/storeCredit",
    method: "GET",
    access: "user",
    summary: "The caller's store-credit balance and its history, newest first",
    answer: ok({ balance: rupees.describe("Rupees: the credit that can be spent now"), entries: z.array(entry) }),
  },
  {
    path: "/storeCredit/adjust",
    method: "POST",
    access: "admin",
    summary: "Gives a shopper store credit, or takes it back with a negative amount (never below zero: 409), audited",
    input: adjustCreditSchema,
    answer: ok({ balance: rupees.describe("Rupees: the shopper's balance after it") }),
  },
  {
    path: "/storeCredit/settings",
    method: "GET",
    access: "admin",
    summary: "The owner's bonus on a return refunded to store credit",
    answer: ok({ returnBonusPercent: bonus }),
  },
  {
    path: "/storeCredit/settings",
    method: "PUT",
    access: "admin",
    summary: "Sets the bonus on a return refunded to store credit (whole percent, 0 to 50); a return keeps the rate of its request",
    input: creditSettingsSchema,
    answer: ok({ returnBonusPercent: bonus }),
  },
] as const;
