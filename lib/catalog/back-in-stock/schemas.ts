import { z } from "zod";
import { emailField } from "@/lib/text-fields";

// "Notify me" on a sold-out size, shared by the product page's form and the API (decision 090).
export const NOTIFY_ME_THANKS = "Done! We will email you once when this size is back in stock.";
export const EMAIL_NEEDED = "Enter your email address";
export const CONSENT_REQUIRED = "Tick the box to agree to one email about this size";
export const SIZE_NOT_FOUND = "Size not found";
export const SIZE_IN_STOCK = "This size is in stock: add it to your cart";
export const UNSUBSCRIBED = "You will get no more back-in-stock emails from us.";
export const UNSUBSCRIBE_LINK_INVALID = "This unsubscribe link is not valid";

export const notifyMeSchema = z.object({
  sizeId: z.string({ error: "Choose a size" }).trim().min(1, "Choose a size").max(40, SIZE_NOT_FOUND),
  /** The shopper's email; a signed-in shopper may leave it out, and their account's is used. */
  email: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), emailField.optional()),
  /** The shopper's tick: required with an email typed in. */
  consent: z.union([z.boolean(), z.enum(["true", "false", "on"]).transform((value) => value !== "false")]).optional(),
});

export const unsubscribeSchema = z.object({
  id: z.string({ error: UNSUBSCRIBE_LINK_INVALID }).min(1, UNSUBSCRIBE_LINK_INVALID).max(40, UNSUBSCRIBE_LINK_INVALID),
  key: z.string({ error: UNSUBSCRIBE_LINK_INVALID }).min(1, UNSUBSCRIBE_LINK_INVALID).max(100, UNSUBSCRIBE_LINK_INVALID),
});
