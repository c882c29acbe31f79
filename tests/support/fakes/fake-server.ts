import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// What every fake provider's HTTP side shares: a server on a free port of 127.0.0.1 that reads each
// request's body whole before handing it on, keeps the answers a test holds back (a provider that
// hangs), and drops them when it closes.
export type FakeServer = { url: string; close: () => Promise<void> };
/** `hold()` keeps the response unanswered until the server closes. */
export type FakeHandler = (request: IncomingMessage, body: Buffer, response: ServerResponse, hold: () => void) => void;

export async function startFakeServer(handle: FakeHandler): Promise<FakeServer> {
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => handle(request, Buffer.concat(chunks), response, () => void held.push(response)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers JSON. */
export function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

export type ScriptedAnswer = { status: number; body: unknown } | "hang";
export type ScriptedFake<R> = FakeServer & {
  requests: R[];
  /** The next requests get these answers, in order, before the fake answers normally again. */
  answerNext: (...answers: ScriptedAnswer[]) => void;
};

/**
 * A fake provider whose tests script its next answers: each request is read by `read` and kept,
 * then answered as scripted (a status and body, or no answer at all), else by `answer`.
 */
export async function startScriptedFake<R>(
  read: (request: IncomingMessage, body: Buffer) => R,
  answer: (entry: R, response: ServerResponse) => void,
): Promise<ScriptedFake<R>> {
  const requests: R[] = [];
  const scripted: ScriptedAnswer[] = [];
  const server = await startFakeServer((request, raw, response, hold) => {
    const entry = read(request, raw);
    requests.push(entry);
    const next = scripted.shift();
    if (next === "hang") return hold();
    if (next) return reply(response, next.status, next.body);
    answer(entry, response);
  });
  return { ...server, requests, answerNext: (...answers) => void scripted.push(...answers) };
}
