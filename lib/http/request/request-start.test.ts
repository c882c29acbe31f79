import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "./client-ip";
import { settleProxyHeaders } from "./request-start";

const request = (headers: IncomingHttpHeaders) =>
  ({ headers, socket: { remoteAddress: "203.0.113.7" } }) as Parameters<typeof settleProxyHeaders>[0];

describe("settleProxyHeaders", () => {
  it("drops the X-Forwarded-Host a client sent when no proxy of ours is in front (Next then sets it from Host)", () => {
    const alone = request({
      host: "kurta.shop",
      "x-forwarded-host": "evil.example",
      "x-forwarded-for": "6.6.6.6",
      [CLIENT_IP_HEADER]: "6.6.6.6",
    });
    settleProxyHeaders(alone, { trustedHops: 0, trustProxyHeaders: false });
    expect(alone.headers).toEqual({ host: "kurta.shop", "x-forwarded-for": "6.6.6.6", [CLIENT_IP_HEADER]: "203.0.113.7" });
  });

  it("keeps the one a proxy of ours wrote, and takes the client's address from the proxy's hop", () => {
    const proxied = request({ host: "10.0.0.5:3000", "x-forwarded-host": "kurta.shop", "x-forwarded-for": "6.6.6.6, 198.51.100.9" });
    settleProxyHeaders(proxied, { trustedHops: 1, trustProxyHeaders: true });
    expect(proxied.headers["x-forwarded-host"]).toBe("kurta.shop");
    expect(proxied.headers[CLIENT_IP_HEADER]).toBe("198.51.100.9");
  });
});
