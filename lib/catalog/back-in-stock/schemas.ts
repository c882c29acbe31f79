import { z } from "zod";
import { normaliseMobile } from "@/lib/phone";
import { cappedText, emailField, requiredText } from "@/lib/text-fields";

// "Notify me" on a sold-out size, shared by the product page's form and the API (decision 090).
export const NOTIFY_ME_THANKS = "Done! We will tell you once when this size is back in stock.";
export const CONTACT_NEEDED = "Enter your email or mobile number";
export const CONTACT_INVALID = "Enter a valid email or a 10-digit Indian mobile number";
export const TEXTS_UNAVAILABLE = "We cannot text you about stock yet: enter your email instead";
export const CONSENT_REQUIRED = "Tick the box to agree to one message about this size";
export const SIZE_NOT_FOUND = "Size not found";
export const SIZE_IN_STOCK = "This size is in stock: add it to your cart";
export const UNSUBSCRIBED = "You will get no more back-in-stock messages from us.";
export const UNSUBSCRIBE_LINK_INVALID = "This unsubscribe link is not valid";
export const NUMBER_CODE_SENT = "We have sent a 6-digit code to your mobile number: enter it to confirm the number is yours.";
const CODE_INVALID = "Enter the 6-digit code";

/** An email (lower case) or an Indian mobile number (+91XXXXXXXXXX), and the channel that reaches it. */
const contactField = cappedText(254, CONTACT_INVALID)
  .trim()
  .transform((text, ctx) => {
    const phone = /@/.test(text) ? null : normaliseMobile(text);
    if (phone) return { contact: phone, channel: "SMS" as const };
    const email = emailField.safeParse(text);
    if (email.success) return { contact: email.data, channel: "EMAIL" as const };
    ctx.addIssue({ code: "custom", message: CONTACT_INVALID });
    return z.NEVER;
  });

export const notifyMeSchema = z.object({
  sizeId: requiredText("Choose a size", 40, SIZE_NOT_FOUND),
  /** The shopper's email or Indian mobile number; a signed-in shopper may leave it out, and their account's email is used. */
  contact: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), contactField.optional()),
  /** The shopper's tick: required with a contact typed in. */
  consent: z.union([z.boolean(), z.enum(["true", "false", "on"]).transform((value) => value !== "false")]).optional(),
  /** The code texted to a mobile number that is not the signed-in shopper's own: it proves the number. */
  code: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    cappedText(20, CODE_INVALID, CODE_INVALID)
      .trim()
      .regex(/^[0-9]{6}$/, CODE_INVALID)
      .optional(),
  ),
});

export const unsubscribeSchema = z.object({
  id: requiredText(UNSUBSCRIBE_LINK_INVALID, 40, UNSUBSCRIBE_LINK_INVALID),
  key: requiredText(UNSUBSCRIBE_LINK_INVALID, 100, UNSUBSCRIBE_LINK_INVALID),
});
