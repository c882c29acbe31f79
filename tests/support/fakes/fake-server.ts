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
