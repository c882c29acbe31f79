import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for Resend's HTTP API (POST /emails), for the real `resend` package pointed at
// it with RESEND_BASE_URL. Like Resend it answers a repeated Idempotency-Key with the first
// answer instead of sending again, so a test can tell requests (what the shop tried) from
// emails (what a customer would receive). A test can script the next answers: an error as Resend
// sends it (`{ statusCode, name, message }`, e.g. 429 rate_limit_exceeded), no answer at all, or
// an email accepted whose answer is lost on the way back.
export type ScriptedAnswer = { statusCode: number; name: string; message: string } | "hang" | "lose-answer";
export type ResendRequest = { idempotencyKey: string | undefined; to: string[]; subject: string; authorization: string | undefined };
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
  let hold: ((request: ResendRequest) => void) | undefined;
  const held: ServerResponse[] = [];
  const scripted: ScriptedAnswer[] = [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/emails") return reply(response, 404, { name: "not_found", message: "Not found" });
      const email = JSON.parse(body) as { to: string | string[]; subject: string };
      const entry: ResendRequest = {
        idempotencyKey: request.headers["idempotency-key"] as string | undefined,
        to: Array.isArray(email.to) ? email.to : [email.to],
        subject: email.subject,
        authorization: request.headers.authorization,
      };
      requests.push(entry);
      if (hold) {
        const arrived = hold;
        hold = undefined;
        held.push(response);
        return arrived(entry);
      }
      const next = scripted.shift();
      if (next === "hang") return void held.push(response);
      if (typeof next === "object") return reply(response, next.statusCode, next);
      const key = entry.idempotencyKey;
      const known = key ? answered.get(key) : undefined;
      if (known) return reply(response, 200, { id: known });
      const id = randomUUID();
      if (key) answered.set(key, id);
      delivered.push(entry);
      if (next === "lose-answer") return void held.push(response);
      reply(response, 200, { id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    delivered,
    holdNext: () => new Promise((resolve) => (hold = resolve)),
    answerNext: (...answers) => void scripted.push(...answers),
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}
