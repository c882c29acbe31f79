import "server-only";
import { SmsNotSent } from "../not-sent";
import { postJson } from "./post-json";
import type { OutgoingWhatsApp, WhatsAppProvider } from "../types";

// WhatsApp through Meta's Cloud API (POST /v21.0/{phone number id}/messages on the Graph API),
// called with fetch: Meta's own Node SDK is archived (decision 079). A business may open a
// conversation only with a template WhatsApp approved (here Utility ones, named as the shop's
// templates with underscores), in the shopper's language (code "en" or "hi", decision 122), filled with the body's variables; each quick-reply
// button carries the payload WhatsApp sends back to the webhook when the shopper presses it.
// Whatever goes wrong (no answer in time, a 5xx, an error answer) is SmsNotSent.
export const GRAPH_API_VERSION = "v21.0";

export type WhatsAppOptions = { token: string; phoneNumberId: string; baseUrl: string; timeoutMs: number };

type Answer = { messages?: { id?: unknown }[]; error?: { message?: unknown; code?: unknown } };

/** The Cloud API's body for one template message. */
export function templateMessage(message: OutgoingWhatsApp) {
  return {
    messaging_product: "whatsapp",
    to: message.to.replace(/^\+/, ""),
    type: "template",
    template: {
      name: message.template.replaceAll("-", "_"),
      language: { code: message.language ?? "en" },
      components: [
        { type: "body", parameters: message.params.map((text) => ({ type: "text", text })) },
        ...message.buttons.map((button, index) => ({
          type: "button",
          sub_type: "quick_reply",
          index: String(index),
          parameters: [{ type: "payload", payload: button.id }],
        })),
      ],
    },
  };
}

export function whatsAppProvider(options: WhatsAppOptions): WhatsAppProvider {
  return {
    name: "whatsapp",
    async send(message: OutgoingWhatsApp) {
      const { status, answer } = await postJson<Answer>({
        provider: "WhatsApp",
        url: `${options.baseUrl.replace(/\/+$/, "")}/${GRAPH_API_VERSION}/${options.phoneNumberId}/messages`,
        headers: { authorization: `Bearer ${options.token}` },
        body: templateMessage(message),
        timeoutMs: options.timeoutMs,
      });
      const id = answer.messages?.[0]?.id;
      if (status >= 200 && status < 300 && typeof id === "string") return { providerId: id };
      const reason = answer.error?.message ?? answer.message ?? answer;
      throw new SmsNotSent(`WhatsApp answered ${status}: ${typeof reason === "string" ? reason : JSON.stringify(reason)}`);
    },
  };
}
