import { z } from "zod";
import { CONSENT_CHANNELS } from "@/lib/privacy/schemas";

// The owner's settings of cart reminders (decision 111), shared by the back-office form and
// PUT /api/v1/reminders. Any of them may be sent; what is left out stays as it is.

/** The shortest delay before a first reminder: a minute in demo mode (to try it), half an hour otherwise. */
const minCartAfterMinutes = (demo: boolean) => (demo ? 1 : 30);

const whole = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

const flag = z.union([z.boolean(), z.enum(["true", "false", "on", "off"]).transform((value) => value === "true" || value === "on")], {
  error: "enabled must be true or false",
});

export const reminderSettingsSchema = (demo: boolean) =>
  z
    .object({
      enabled: flag,
      cartAfterMinutes: whole("cartAfterMinutes", minCartAfterMinutes(demo), 24 * 60),
      secondAfterHours: whole("secondAfterHours", 1, 7 * 24),
      channels: z
        .array(z.enum(CONSENT_CHANNELS, { error: `channels must be among ${CONSENT_CHANNELS.join(", ")}` }))
        .min(1, "Choose at least one channel")
        .refine((list) => new Set(list).size === list.length, "Name each channel once"),
      /** Rupees off for paying online, said in the message; 0 for none. */
      prepaidNudge: whole("prepaidNudge", 0, 5000),
      /** Cash-on-delivery parcels come back that stop reminders to a shopper; 0 for no such rule. */
      codReturnsLimit: whole("codReturnsLimit", 0, 20),
    })
    .partial();
