import { randomBytes } from "node:crypto";
import { reply, startFakeServer } from "./fake-server";

// A local stand-in for MSG91's Flow API (POST /api/v5/flow, the auth key in an `authkey` header),
// for lib/sms/msg91.ts pointed at it with MSG91_BASE_URL. Like MSG91 it answers
// `{ type: "success", message: <request id> }`, and a refusal as `{ type: "error", message }`.
// A test scripts the next answers: a status and body of its choice, or no answer at all.
export type Msg91Request = { method: string; path: string; authkey: string | undefined; body: Record<string, unknown> };
export type ScriptedAnswer = { status: number; body: unknown } | "hang";
export type FakeMsg91 = {
  url: string;
  requests: Msg91Request[];
  /** The request ids of the messages the fake took, in order. */
  accepted: string[];
  /** The next requests get these answers, in order, before the fake answers normally again. */
  answerNext: (...answers: ScriptedAnswer[]) => void;
  close: () => Promise<void>;
};

export async function startFakeMsg91(): Promise<FakeMsg91> {
  const requests: Msg91Request[] = [];
  const accepted: string[] = [];
  const scripted: ScriptedAnswer[] = [];

  const server = await startFakeServer((request, raw, response, hold) => {
    const entry: Msg91Request = {
      method: request.method ?? "GET",
      path: request.url ?? "/",
      authkey: request.headers.authkey as string | undefined,
      body: raw.length ? (JSON.parse(raw.toString()) as Record<string, unknown>) : {},
    };
    requests.push(entry);
    const next = scripted.shift();
    if (next === "hang") return hold();
    if (next) return reply(response, next.status, next.body);
    if (entry.method !== "POST" || entry.path !== "/api/v5/flow") return reply(response, 404, { type: "error", message: "Not found" });
    const id = randomBytes(12).toString("hex");
    accepted.push(id);
    reply(response, 200, { type: "success", message: id });
  });
  return { ...server, requests, accepted, answerNext: (...answers) => void scripted.push(...answers) };
}
