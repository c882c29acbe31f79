import "server-only";
import { z } from "zod";
import { CONSENT_CHANNELS } from "@/lib/privacy/schemas";
import { reminderSettingsSchema } from "@/lib/reminders/schemas";
import { ok } from "./answers";

// The owner's reminders of carts left behind (issue 53, decision 111), beyond the spec: amounts in rupees.

const settings = z
  .object({
    enabled: z.boolean(),
    cartAfterMinutes: z.number().int().describe("Minutes after the cart was last changed before the first reminder"),
    secondAfterHours: z.number().int().describe("Hours after the first before the second, if the cart is still left"),
    channels: z.array(z.enum(CONSENT_CHANNELS)).describe("In the owner's order of preference"),
    prepaidNudge: z.number().describe("Rupees off for paying online, said in the message; 0 for none"),
    codReturnsLimit: z.number().int().describe("Cash-on-delivery parcels come back that stop reminders; 0 for no such rule"),
  })
  .meta({ id: "ReminderSettings" });

const figures = z
  .object({
    sent: z.number().int(),
    opened: z.number().int().describe("WhatsApp reminders whose read receipt came; email and SMS report none"),
    clicked: z.number().int().describe("Reminders whose link was tapped"),
    recoveredOrders: z.number().int().describe("Orders placed within 7 days after a tap, cancelled ones left out"),
    recoveredRevenue: z.number().describe("Rupees: those orders' totals"),
  })
  .meta({ id: "ReminderFigures" });

/** ApiCall entries (calls.ts, which lists them; typed there, as calls.ts imports this file). */
export const REMINDER_CALLS = [
  {
    path: "/reminders",
    method: "GET",
    access: "admin",
    summary: "The settings of cart reminders and what they brought back",
    answer: ok({ settings, figures }),
  },
  {
    path: "/reminders",
    method: "PUT",
    access: "admin",
    summary: "Changes any of the settings of cart reminders (the first delay is at least 30 minutes, 1 in demo mode)",
    input: reminderSettingsSchema(true),
    answer: ok({ message: z.string(), settings, figures }),
  },
] as const;
