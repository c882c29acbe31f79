// What the shop asks of an SMS provider. A message is sent at once (a one-time code cannot wait in
// a queue); a provider that fails or times out throws AppError("unavailable"), answered 503.
export type SmsTemplate = "otp";

export type OutgoingSms = {
  /** +91XXXXXXXXXX (lib/phone.ts). */
  to: string;
  template: SmsTemplate;
  /** The words the shopper reads, as registered for DLT under the template. */
  text: string;
  /** The template's variables, in order, for providers that fill a registered template. */
  vars: Record<string, string>;
  /** A one-time code inside `text`: the row a real provider's message leaves never holds it. */
  secret?: string;
};

export type SmsProvider = {
  name: string;
  /** Delivers the message; returns the provider's id for it. */
  send(message: OutgoingSms): Promise<{ providerId: string | null }>;
};
