import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { keepIdleConnections } from "@/lib/http/request/keep-alive";
import { settleProxyHeaders } from "@/lib/http/request/request-start";
import { APP_ORIGIN, type RouteHandler } from "./api";

// A route handler reached over real HTTP, as behind `npm start` with one proxy in front
// (TRUSTED_PROXY_HOPS=1): the request hook's rules (lib/http/request/request-start.ts) decide the client's
// address from the TCP peer and the X-Forwarded-For the request carries, and overwrite any address
// header the client sent itself. A test names a client's address only as a proxy would write it.
export type HttpDoor = {
  /** Sends `request` (its path, method, headers and body) over HTTP to `handler`; one at a time. */
  send: (handler: RouteHandler, request: Request) => Promise<Response>;
  close: () => Promise<void>;
};

export async function openHttpDoor(): Promise<HttpDoor> {
  let current: RouteHandler | undefined;
  const server = createServer((incoming, outgoing) => void answer(incoming, outgoing));
  async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    settleProxyHeaders(incoming, { trustedHops: 1, trustProxyHeaders: true });
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, one);
    }
    const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
    const request = new Request(new URL(incoming.url ?? "/", APP_ORIGIN), {
      method: incoming.method,
      headers,
      body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
      duplex: "half",
    } as RequestInit);
    const response = await current!(request);
    outgoing.writeHead(response.status, [...response.headers].flat());
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  }
  // As `npm start` does: with Node's 5 s, a request sent on a connection the server was closing met ECONNRESET
  // (api-fuzz, once, on a loaded machine). fetch lets go of its own sooner.
  keepIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    send: async (handler, request) => {
      current = handler;
      const url = new URL(request.url);
      return fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        duplex: "half",
      } as RequestInit);
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
