import { z } from "zod";
import { CONSENT_CHANNELS } from "@/lib/privacy/schemas";
import { wholeNumber } from "@/lib/validation";

// The owner's settings of cart reminders (decision 111), shared by the back-office form and
// PUT /api/v1/reminders. Any of them may be sent; what is left out stays as it is.

/** The shortest delay before a first reminder: a minute in demo mode (to try it), half an hour otherwise. */
const minCartAfterMinutes = (demo: boolean) => (demo ? 1 : 30);

// One message a field, in the back office's words (as the COD rules' are): the form shows it under the field.
const cartAfterMessage = (demo: boolean) => `The first reminder waits a whole number of minutes from ${minCartAfterMinutes(demo)} to 1,440`;
export const SECOND_AFTER_MESSAGE = "The second reminder waits a whole number of hours from 1 to 168";
export const PREPAID_NUDGE_MESSAGE = "The prepaid nudge must be whole rupees from 0 to 5,000";
export const COD_RETURNS_MESSAGE = "The number of COD parcels must be a whole number from 0 to 20";

const flag = z.union([z.boolean(), z.enum(["true", "false", "on", "off"]).transform((value) => value === "true" || value === "on")], {
  error: "enabled must be true or false",
});

export const reminderSettingsSchema = (demo: boolean) =>
  z
    .object({
      enabled: flag,
      cartAfterMinutes: wholeNumber(cartAfterMessage(demo), minCartAfterMinutes(demo), 24 * 60),
      secondAfterHours: wholeNumber(SECOND_AFTER_MESSAGE, 1, 7 * 24),
      channels: z
        .array(z.enum(CONSENT_CHANNELS, { error: `channels must be among ${CONSENT_CHANNELS.join(", ")}` }))
        .min(1, "Choose at least one channel")
        .refine((list) => new Set(list).size === list.length, "Name each channel once"),
      /** Rupees off for paying online, said in the message; 0 for none. */
      prepaidNudge: wholeNumber(PREPAID_NUDGE_MESSAGE, 0, 5000),
      /** Cash-on-delivery parcels come back that stop reminders to a shopper; 0 for no such rule. */
      codReturnsLimit: wholeNumber(COD_RETURNS_MESSAGE, 0, 20),
    })
    .partial();
