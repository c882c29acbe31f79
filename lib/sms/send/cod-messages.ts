import "server-only";
import { sendWhatsAppOrSms } from "./send-whatsapp";

// The messages of a cash-on-delivery order waiting for its shopper's word (lib/orders/cod): on
// WhatsApp as Utility templates approved by Meta, else as SMS templates registered for DLT. The
// words here are those templates' (docs/deploy.md, "WhatsApp" and "Text messages"), variables filled.
export type CodConfirmMessage = {
  to: string;
  orderId: string;
  publicOrderId: string;
  /** "₹1,049", as shown. */
  amount: string;
  /** The shop's confirmation page. */
  link: string;
};

/** The payloads of the confirmation's buttons, which the shopper's reply carries back (lib/sms/inbox/whatsapp-webhook.ts). */
const codReplyPayload = (answer: "confirm" | "cancel", orderId: string) => `cod-${answer}:${orderId}`;

/** WhatsApp template "cod_confirm" (Utility) with Confirm and Cancel quick replies (payloads `cod-confirm:<orderId>` and `cod-cancel:<orderId>`), else an SMS with the link. */
export async function sendCodConfirmRequest(message: CodConfirmMessage): Promise<{ channel: "WHATSAPP" | "SMS" }> {
  const { to, orderId, publicOrderId, amount, link } = message;
  return sendWhatsAppOrSms(
    {
      to,
      template: "cod-confirm",
      text:
        `Please confirm your Kurta Shop order ${publicOrderId} of ${amount}, to be paid in cash on delivery. ` +
        `We send it once you confirm. You can also confirm or cancel it at ${link} before it ships.`,
      params: [publicOrderId, amount, link],
      buttons: [
        { id: codReplyPayload("confirm", orderId), title: "Confirm" },
        { id: codReplyPayload("cancel", orderId), title: "Cancel" },
      ],
    },
    {
      to,
      template: "cod-confirm",
      text: `Kurta Shop: please confirm your cash on delivery order ${publicOrderId} of ${amount} at ${link} - we ship it once you confirm.`,
      vars: { order: publicOrderId, amount, link },
    },
  );
}

export type CodLapsedMessage = { to: string; publicOrderId: string };

/** "Your order KS-… was cancelled because it was not confirmed…" on WhatsApp (template "cod_cancelled") else SMS. */
export async function sendCodLapsedNotice(message: CodLapsedMessage): Promise<{ channel: "WHATSAPP" | "SMS" }> {
  const { to, publicOrderId } = message;
  return sendWhatsAppOrSms(
    {
      to,
      template: "cod-cancelled",
      text: `Your order ${publicOrderId} was cancelled because it was not confirmed in time. Nothing is due; you are welcome to order again from Kurta Shop.`,
      params: [publicOrderId],
      buttons: [],
    },
    {
      to,
      template: "cod-cancelled",
      text: `Kurta Shop: your order ${publicOrderId} was cancelled because it was not confirmed in time. Nothing is due.`,
      vars: { order: publicOrderId },
    },
  );
}
