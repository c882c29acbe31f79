import { randomInt } from "node:crypto";
import { request } from "node:http";
import type { Shop } from "./shop";

// Requests from a loopback address of a test's own (all of 127.0.0.0/8 is this machine): behind no proxy
// (TRUSTED_PROXY_HOPS=0) the server reads the client's address from the connection, so the per-address
// limits a test uses up (sign-ins, sign-ups, messages) are its own, whatever the e2e journeys used before.
export type Answer = { status: number; headers: Record<string, string>; text: string };
export type Sent = { method?: string; headers?: Record<string, string>; json?: unknown; form?: FormData };

/** A loopback address no other test is likely to use. */
export const loopback = () => `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The request from `from` to the shop, as an HTTP client sends it: the address resolved as a URL (`a/../b` is
 * `b`), a JSON body or a multipart form encoded as fetch would, and a GET's redirects followed.
 */
export async function requestFrom(shop: Shop, from: string, path: string, sent: Sent = {}, redirects = 20): Promise<Answer> {
  const answer = await sendOnce(shop, from, path, sent);
  const location = answer.headers["location"];
  if ((sent.method ?? "GET") === "GET" && !sent.json && !sent.form && REDIRECTS.has(answer.status) && location && redirects > 0) {
    const next = new URL(location, shop.url);
    return requestFrom(shop, from, next.pathname + next.search, sent, redirects - 1);
  }
  return answer;
}

async function sendOnce(shop: Shop, from: string, address: string, { method, headers = {}, json, form }: Sent): Promise<Answer> {
  const url = new URL(address, shop.url);
  let body: Buffer | undefined;
  const sent = { ...headers };
  if (json !== undefined) {
    body = Buffer.from(JSON.stringify(json));
    sent["content-type"] = "application/json";
  } else if (form) {
    const encoded = new Request(shop.url, { method: "POST", body: form });
    body = Buffer.from(await encoded.arrayBuffer());
    sent["content-type"] = encoded.headers.get("content-type")!;
  }
  if (body) sent["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname + url.search,
        method: method ?? (body ? "POST" : "GET"),
        localAddress: from,
        headers: sent,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          const answered = Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")]),
          );
          resolve({ status: response.statusCode ?? 0, headers: answered, text });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** A client at an address of its own: each call from that one address. */
export function clientAt(shop: Shop, from = loopback()) {
  return (path: string, sent?: Sent) => requestFrom(shop, from, path, sent);
}
