import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

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
  const held: ServerResponse[] = [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const entry: Msg91Request = {
        method: request.method ?? "GET",
        path: request.url ?? "/",
        authkey: request.headers.authkey as string | undefined,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
      requests.push(entry);
      const next = scripted.shift();
      if (next === "hang") return void held.push(response);
      if (next) return reply(response, next.status, next.body);
      if (entry.method !== "POST" || entry.path !== "/api/v5/flow") return reply(response, 404, { type: "error", message: "Not found" });
      const id = randomBytes(12).toString("hex");
      accepted.push(id);
      reply(response, 200, { type: "success", message: id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accepted,
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
