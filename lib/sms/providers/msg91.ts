import "server-only";
import { SmsNotSent } from "../not-sent";
import { postJson } from "./post-json";
import type { OutgoingSms, SmsProvider, SmsTemplate } from "../types";

// MSG91's Flow API (POST /api/v5/flow), called with fetch rather than its `msg91` package, which
// pins an old axios, cannot be pointed at a local fake and has no time limit (decision 075). India's
// DLT rules let only a registered template leave a registered sender: the message names MSG91's
// template (mapped in its panel to the DLT template id) and carries the template's variables; MSG91
// writes the words. Whatever goes wrong (no answer in time, a 5xx, an error answer) is SmsNotSent.

export type Msg91Options = {
  authKey: string;
  /** MSG91's id of the template registered for each kind of message (back-in-stock notices and order news are optional). */
  templateIds: Record<"otp" | "cod-confirm" | "cod-cancelled", string> & Partial<Record<SmsTemplate, string>>;
  /** The ids of the templates registered in Hindi too (decision 122). */
  hindiTemplateIds?: Partial<Record<SmsTemplate, string>>;
  senderId: string;
  baseUrl: string;
  timeoutMs: number;
};

type Answer = { type?: unknown; message?: unknown };

export function msg91Provider(options: Msg91Options): SmsProvider {
  return {
    name: "msg91",
    async send(message: OutgoingSms) {
      const hindi = message.language === "hi";
      const templateId = (hindi ? options.hindiTemplateIds : options.templateIds)?.[message.template];
      if (!templateId) throw new SmsNotSent(`No MSG91 ${hindi ? "Hindi " : ""}template is set for ${message.template} messages`);
      const { status, answer } = await postJson<Answer>({
        provider: "MSG91",
        url: `${options.baseUrl.replace(/\/+$/, "")}/api/v5/flow`,
        headers: { authkey: options.authKey },
        body: {
          template_id: templateId,
          sender: options.senderId,
          short_url: "0",
          recipients: [{ mobiles: message.to.replace(/^\+/, ""), ...message.vars }],
        },
        timeoutMs: options.timeoutMs,
      });
      // On success MSG91's message is the request's id, by which its reports find the message.
      if (status >= 200 && status < 300 && answer.type === "success") {
        return { providerId: typeof answer.message === "string" ? answer.message : null };
      }
      throw new SmsNotSent(`MSG91 answered ${status}: ${typeof answer.message === "string" ? answer.message : JSON.stringify(answer)}`);
    },
  };
}
