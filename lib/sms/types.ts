// What the shop asks of its messaging providers: SMS (MSG91) and WhatsApp (Meta's Cloud API). A
// message is sent at once; a provider that fails or times out throws SmsNotSent, answered 503.
import type { Locale } from "@/lib/i18n/locales";

export type SmsTemplate =
  "otp" | "cod-confirm" | "cod-cancelled" | "back-in-stock" | "cart-reminder" | "wishlist-price" | "gift-card" | OrderNewsTemplate;

/** The news of an order the shopper placed (lib/sms/send/order-messages.ts): Utility templates on WhatsApp, service ones for DLT. */
export type OrderNewsTemplate =
  | "order-placed"
  | "cod-confirmed"
  | "order-shipped"
  | "out-for-delivery"
  | "delivery-failed"
  | "order-delivered"
  | "return-picked-up"
  | "refund-paid";

export type OutgoingSms = {
  /** +91XXXXXXXXXX (lib/phone.ts). */
  to: string;
  template: SmsTemplate;
  /** The words the shopper reads, as registered for DLT under the template. */
  text: string;
  /** The template's variables, in order, for providers that fill a registered template. */
  vars: Record<string, string>;
  /** The language of the words, English unless told: DLT registers a template per language (decision 122). */
  language?: Locale;
  /** A one-time code inside `text`: the row a real provider's message leaves never holds it. */
  secret?: string;
};

export type SmsProvider = {
  name: string;
  /** Delivers the message; returns the provider's id for it. */
  send(message: OutgoingSms): Promise<{ providerId: string | null }>;
};

/** A quick-reply button of a WhatsApp template: `id` is the payload WhatsApp sends back when it is pressed. */
export type ReplyButton = { id: string; title: string };

export type OutgoingWhatsApp = {
  /** +91XXXXXXXXXX (lib/phone.ts). */
  to: string;
  /** The shop's name of the message (the row's template); WhatsApp's approved template is named alike with underscores. */
  template: Exclude<SmsTemplate, "otp">;
  /** The words the shopper reads, as approved under the template, for the row and the inbox. */
  text: string;
  /** The body's variables {{1}}, {{2}}…, in order. */
  params: string[];
  /** The template's quick-reply buttons, in their order. */
  buttons: ReplyButton[];
  /** The approved template's language, WhatsApp's language code ("en", "hi"); English unless told. */
  language?: Locale;
};

export type WhatsAppProvider = {
  name: string;
  /** Delivers the message; returns WhatsApp's message id (wamid…). */
  send(message: OutgoingWhatsApp): Promise<{ providerId: string | null }>;
};
