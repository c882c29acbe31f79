import "server-only";
import { SmsNotSent } from "./not-sent";
import type { OutgoingSms, SmsProvider, SmsTemplate } from "./types";

// MSG91's Flow API (POST /api/v5/flow), called with fetch rather than its `msg91` package, which
// pins an old axios, cannot be pointed at a local fake and has no time limit (decision 075). India's
// DLT rules let only a registered template leave a registered sender: the message names MSG91's
// template (mapped in its panel to the DLT template id) and carries the template's variables; MSG91
// writes the words. Whatever goes wrong (no answer in time, a 5xx, an error answer) is SmsNotSent.

export type Msg91Options = {
  authKey: string;
  /** MSG91's id of the template registered for each kind of message. */
  templateIds: Record<SmsTemplate, string>;
  senderId: string;
  baseUrl: string;
  timeoutMs: number;
};

type Answer = { type?: unknown; message?: unknown };

async function post(options: Msg91Options, body: unknown): Promise<{ status: number; answer: Answer }> {
  try {
    const response = await fetch(`${options.baseUrl.replace(/\/+$/, "")}/api/v5/flow`, {
      method: "POST",
      headers: { authkey: options.authKey, accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
      cache: "no-store",
    });
    const text = await response.text();
    let answer: Answer;
    try {
      answer = text ? (JSON.parse(text) as Answer) : {};
    } catch {
      answer = { message: text.slice(0, 200) };
    }
    return { status: response.status, answer: answer ?? {} };
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      throw new SmsNotSent(`MSG91 did not answer within ${options.timeoutMs} ms`);
    }
    throw new SmsNotSent(`MSG91 could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function msg91Provider(options: Msg91Options): SmsProvider {
  return {
    name: "msg91",
    async send(message: OutgoingSms) {
      const { status, answer } = await post(options, {
        template_id: options.templateIds[message.template],
        sender: options.senderId,
        short_url: "0",
        recipients: [{ mobiles: message.to.replace(/^\+/, ""), ...message.vars }],
      });
      // On success MSG91's message is the request's id, by which its reports find the message.
      if (status >= 200 && status < 300 && answer.type === "success") {
        return { providerId: typeof answer.message === "string" ? answer.message : null };
      }
      throw new SmsNotSent(`MSG91 answered ${status}: ${typeof answer.message === "string" ? answer.message : JSON.stringify(answer)}`);
    },
  };
}
