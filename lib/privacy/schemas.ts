import { z } from "zod";
import { emailField, requiredText } from "@/lib/text-fields";

// Consents per purpose and channel (decision 103), shared by the account page's form and the API.
export const CONSENT_PURPOSES = ["MARKETING_OFFERS", "CART_REMINDERS", "BACK_IN_STOCK"] as const;
export const CONSENT_CHANNELS = ["WHATSAPP", "SMS", "EMAIL"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** The channels each purpose is sent on: back-in-stock texts go as SMS (the "Notify me" form's choice). */
export const PURPOSE_CHANNELS: Record<ConsentPurpose, readonly ConsentChannel[]> = {
  MARKETING_OFFERS: ["WHATSAPP", "SMS", "EMAIL"],
  CART_REMINDERS: ["WHATSAPP", "SMS", "EMAIL"],
  BACK_IN_STOCK: ["SMS", "EMAIL"],
};

export const PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  MARKETING_OFFERS: "Offers and new arrivals",
  CART_REMINDERS: "Reminders about a cart left behind",
  BACK_IN_STOCK: "A size I asked for is back in stock",
};

export const CHANNEL_LABELS: Record<ConsentChannel, string> = { WHATSAPP: "WhatsApp", SMS: "SMS", EMAIL: "Email" };

export const NO_CHANNEL = "This purpose is not sent on that channel";

const granted = z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], {
  error: "granted must be true or false",
});

export const consentChangeSchema = z
  .object({
    purpose: z.enum(CONSENT_PURPOSES, { error: `purpose must be one of ${CONSENT_PURPOSES.join(", ")}` }),
    granted,
    /** Left out, the change applies to every channel of the purpose that reaches the account. */
    channel: z.enum(CONSENT_CHANNELS, { error: `channel must be one of ${CONSENT_CHANNELS.join(", ")}` }).optional(),
  })
  .refine((change) => !change.channel || PURPOSE_CHANNELS[change.purpose].includes(change.channel), {
    message: NO_CHANNEL,
    path: ["channel"],
  });

export const STOP_LINK_INVALID = "This unsubscribe link is not valid";

/** The unsubscribe link of a marketing message (decision 110): its id names contact, purpose and channel. */
export const stopLinkSchema = z.object({
  id: requiredText(STOP_LINK_INVALID, 500, STOP_LINK_INVALID),
  key: requiredText(STOP_LINK_INVALID, 100, STOP_LINK_INVALID),
});

/** Privacy complaints and requests (decision 110): what the form offers, and the Rules' time to answer. */
export const GRIEVANCE_KINDS = ["COMPLAINT", "ACCESS", "CORRECTION", "ERASURE", "CONSENT", "OTHER"] as const;
export const GRIEVANCE_LABELS: Record<(typeof GRIEVANCE_KINDS)[number], string> = {
  COMPLAINT: "A complaint about how my data was used",
  ACCESS: "A copy or summary of my data",
  CORRECTION: "Correct my data",
  ERASURE: "Erase my data",
  CONSENT: "Withdraw a consent",
  OTHER: "Something else",
};
export const GRIEVANCE_ANSWER_DAYS = 90;
export const GRIEVANCE_THANKS = `Received. We answer by email within ${GRIEVANCE_ANSWER_DAYS} days at the latest, usually much sooner.`;

export const grievanceSchema = z.object({
  name: requiredText("Name is required", 80, "Name must be at most 80 characters"),
  email: emailField,
  kind: z.enum(GRIEVANCE_KINDS, { error: "Choose what your request is about" }),
  message: requiredText("Tell us what happened or what you need", 2000, "At most 2000 characters").min(
    10,
    "At least 10 characters, please",
  ),
});

export const grievanceAnswerSchema = z.object({
  id: requiredText("Choose a grievance", 40, "Choose a grievance"),
  answer: requiredText("Write the answer", 2000, "At most 2000 characters"),
});
