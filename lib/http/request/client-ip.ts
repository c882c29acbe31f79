import type { IncomingHttpHeaders } from "node:http";

// Where the client's address comes from. Every request's hook (lib/http/request/request-start.ts, under
// `npm start` and plain `next start` alike) works it out from the TCP connection and
// TRUSTED_PROXY_HOPS, and hands it to the app in this header, always overwriting whatever a client
// sent under the same name.
export const CLIENT_IP_HEADER = "x-kurta-client-ip";

/**
 * The client's address: with no trusted proxy, the TCP peer; behind N proxies that each
 * append to X-Forwarded-For, the Nth entry from the right (entries further left are
 * written by the client and prove nothing). A request with fewer entries than proxies
 * did not come through them, so its peer address is used.
 */
export function resolveClientIp(peer: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  if (trustedHops > 0 && forwardedFor) {
    // Nothing when there are fewer entries than proxies.
    const entry = forwardedFor
      .split(",")
      .map((entry) => entry.trim())
      .at(-trustedHops);
    if (entry) return normalise(entry);
  }
  return peer ? normalise(peer) : "unknown";
}

/**
 * Whether a proxy of ours stands in front and writes the X-Forwarded-* headers (and x-request-id):
 * TRUSTED_PROXY_HOPS > 0, or Vercel. Without one, a client wrote them and they prove nothing.
 */
export const behindOurProxy = (env: { TRUSTED_PROXY_HOPS: number; VERCEL: boolean }) => env.TRUSTED_PROXY_HOPS > 0 || env.VERCEL;

/** Sets the client-address header on an incoming request, replacing any value the client sent. */
export function stampClientIp(request: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string } }, trustedHops: number): void {
  const forwarded = request.headers["x-forwarded-for"];
  const forwardedFor = Array.isArray(forwarded) ? forwarded.join(",") : forwarded;
  request.headers[CLIENT_IP_HEADER] = resolveClientIp(request.socket.remoteAddress, forwardedFor, trustedHops);
}

// An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
function normalise(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/**
 * The network an address belongs to, as one customer is usually given it: an IPv4 address's /24,
 * an IPv6 address's /64 (a home or a phone gets a whole /64 and may pick any address in it).
 * Anything else ("unknown") is its own network.
 */
export function networkBlock(ip: string): string {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(":")) return ip;
  const [head = "", tail] = ip.toLowerCase().split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(8 - left.length - right.length, 0)).fill("0"), ...right];
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "") || "0");
  while (prefix.length < 4) prefix.push("0");
  return `${prefix.join(":")}::/64`;
}
