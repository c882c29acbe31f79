import { randomBytes } from "node:crypto";
import { reply, startScriptedFake, type ScriptedFake } from "./fake-server";

// A local stand-in for MSG91's Flow API (POST /api/v5/flow, the auth key in an `authkey` header),
// for lib/sms/providers/msg91.ts pointed at it with MSG91_BASE_URL. Like MSG91 it answers
// `{ type: "success", message: <request id> }`, and a refusal as `{ type: "error", message }`.
// A test scripts the next answers: a status and body of its choice, or no answer at all.
export type Msg91Request = { method: string; path: string; authkey: string | undefined; body: Record<string, unknown> };
export type FakeMsg91 = ScriptedFake<Msg91Request> & {
  /** The request ids of the messages the fake took, in order. */
  accepted: string[];
};

export async function startFakeMsg91(): Promise<FakeMsg91> {
  const accepted: string[] = [];
  const fake = await startScriptedFake<Msg91Request>(
    (request, raw) => ({
      method: request.method ?? "GET",
      path: request.url ?? "/",
      authkey: request.headers.authkey as string | undefined,
      body: raw.length ? (JSON.parse(raw.toString()) as Record<string, unknown>) : {},
    }),
    (entry, response) => {
      if (entry.method !== "POST" || entry.path !== "/api/v5/flow") return reply(response, 404, { type: "error", message: "Not found" });
      const id = randomBytes(12).toString("hex");
      accepted.push(id);
      reply(response, 200, { type: "success", message: id });
    },
  );
  return Object.assign(fake, { accepted });
}
