import { randomUUID } from "node:crypto";
import { reply, startFakeServer } from "./fake-server";

// A local stand-in for Resend's HTTP API (POST /emails), for the real `resend` package pointed at
// it with RESEND_BASE_URL. Like Resend it answers a repeated Idempotency-Key with the first
// answer instead of sending again, so a test can tell requests (what the shop tried) from
// emails (what a customer would receive). A test can script the next answers: an error as Resend
// sends it (`{ statusCode, name, message }`, e.g. 429 rate_limit_exceeded), no answer at all, or
// an email accepted whose answer is lost on the way back.
export type ScriptedAnswer = { statusCode: number; name: string; message: string } | "hang" | "lose-answer";
export type ResendRequest = {
  idempotencyKey: string | undefined;
  to: string[];
  subject: string;
  authorization: string | undefined;
  /** The email's own headers (Resend's `headers` field). */
  headers?: Record<string, string>;
};
export type FakeResend = {
  url: string;
  requests: ResendRequest[];
  /** Emails accepted once per idempotency key: what reached inboxes. */
  delivered: ResendRequest[];
  /** The next request is held without an answer; resolves when it arrives. */
  holdNext: () => Promise<ResendRequest>;
  /** The next requests get these answers, in order, before the fake answers normally again. */
  answerNext: (...answers: ScriptedAnswer[]) => void;
  close: () => Promise<void>;
};

export async function startFakeResend(): Promise<FakeResend> {
  const requests: ResendRequest[] = [];
  const delivered: ResendRequest[] = [];
  const answered = new Map<string, string>();
  let onHeld: ((request: ResendRequest) => void) | undefined;
  const scripted: ScriptedAnswer[] = [];

  const server = await startFakeServer((request, raw, response, hold) => {
    if (request.method !== "POST" || request.url !== "/emails") return reply(response, 404, { name: "not_found", message: "Not found" });
    const email = JSON.parse(raw.toString()) as { to: string | string[]; subject: string; headers?: Record<string, string> };
    const entry: ResendRequest = {
      idempotencyKey: request.headers["idempotency-key"] as string | undefined,
      to: Array.isArray(email.to) ? email.to : [email.to],
      subject: email.subject,
      authorization: request.headers.authorization,
      ...(email.headers && { headers: email.headers }),
    };
    requests.push(entry);
    if (onHeld) {
      const arrived = onHeld;
      onHeld = undefined;
      hold();
      return arrived(entry);
    }
    const next = scripted.shift();
    if (next === "hang") return hold();
    if (typeof next === "object") return reply(response, next.statusCode, next);
    const key = entry.idempotencyKey;
    const known = key ? answered.get(key) : undefined;
    if (known) return reply(response, 200, { id: known });
    const id = randomUUID();
    if (key) answered.set(key, id);
    delivered.push(entry);
    if (next === "lose-answer") return hold();
    reply(response, 200, { id });
  });
  return {
    ...server,
    requests,
    delivered,
    holdNext: () => new Promise((resolve) => (onHeld = resolve)),
    answerNext: (...answers) => void scripted.push(...answers),
  };
}
