import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, networkBlock, resolveClientIp, stampClientIp } from "./client-ip";

describe("resolveClientIp", () => {
  it("uses the TCP peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientIp("203.0.113.7", "1.2.3.4", 0)).toBe("203.0.113.7");
    expect(resolveClientIp("::ffff:203.0.113.7", undefined, 0)).toBe("203.0.113.7");
    expect(resolveClientIp("2001:db8::1", undefined, 0)).toBe("2001:db8::1");
  });

  it("takes the Nth entry from the right behind N proxies", () => {
    expect(resolveClientIp("10.0.0.1", "6.6.6.6, 198.51.100.9", 1)).toBe("198.51.100.9");
    expect(resolveClientIp("10.0.0.1", "6.6.6.6, 198.51.100.9, 10.0.0.2", 2)).toBe("198.51.100.9");
    // Exactly as many entries as proxies: the leftmost is the client's.
    expect(resolveClientIp("10.0.0.1", "198.51.100.9", 1)).toBe("198.51.100.9");
    expect(resolveClientIp("10.0.0.1", "198.51.100.9, 10.0.0.2", 2)).toBe("198.51.100.9");
  });

  it("falls back to the peer when the header has fewer entries than trusted proxies", () => {
    expect(resolveClientIp("203.0.113.7", "6.6.6.6", 2)).toBe("203.0.113.7");
    expect(resolveClientIp("203.0.113.7", "6.6.6.6, 7.7.7.7", 3)).toBe("203.0.113.7");
    expect(resolveClientIp("203.0.113.7", "6.6.6.6, ", 1)).toBe("203.0.113.7");
    expect(resolveClientIp("203.0.113.7", undefined, 1)).toBe("203.0.113.7");
    expect(resolveClientIp(undefined, undefined, 0)).toBe("unknown");
  });
});

describe("stampClientIp", () => {
  it("overwrites a client's own client-address header", () => {
    const request = { headers: { [CLIENT_IP_HEADER]: "6.6.6.6", "x-forwarded-for": "7.7.7.7" }, socket: { remoteAddress: "203.0.113.7" } };
    stampClientIp(request, 0);
    expect(request.headers[CLIENT_IP_HEADER]).toBe("203.0.113.7");
  });

  it("behind a proxy, takes the address the proxy appended, however many X-Forwarded-For lines came", () => {
    const oneLine = {
      headers: { [CLIENT_IP_HEADER]: "6.6.6.6", "x-forwarded-for": "6.6.6.6, 198.51.100.9" },
      socket: { remoteAddress: "10.0.0.2" },
    };
    stampClientIp(oneLine, 1);
    expect(oneLine.headers[CLIENT_IP_HEADER]).toBe("198.51.100.9");
    // Node keeps repeated lines of this header as an array; the proxy's is the last.
    const twoLines = { headers: { "x-forwarded-for": ["6.6.6.6", "::ffff:198.51.100.9"] }, socket: { remoteAddress: "10.0.0.2" } };
    stampClientIp(twoLines, 1);
    expect((twoLines.headers as Record<string, unknown>)[CLIENT_IP_HEADER]).toBe("198.51.100.9");
    // A request that did not come through the proxy (no header) is known by its peer.
    const direct = { headers: {}, socket: { remoteAddress: "::ffff:203.0.113.7" } };
    stampClientIp(direct, 1);
    expect((direct.headers as Record<string, unknown>)[CLIENT_IP_HEADER]).toBe("203.0.113.7");
  });
});

describe("networkBlock", () => {
  it.each([
    ["203.0.113.7", "203.0.113.0/24"],
    ["203.0.113.250", "203.0.113.0/24"],
    ["10.1.2.3", "10.1.2.0/24"],
    ["2001:db8:aa:bb:1:2:3:4", "2001:db8:aa:bb::/64"],
    ["2001:0db8:00aa:00bb:ffff::1", "2001:db8:aa:bb::/64"],
    ["2001:db8:aa:bb::9", "2001:db8:aa:bb::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:DB8:0:0:1::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s is in %s", (ip, block) => {
    expect(networkBlock(ip)).toBe(block);
  });

  it("puts every address a client may pick in its /64 in one block, and neighbours' /24 apart from the next", () => {
    expect(networkBlock("2001:db8:1:2:aaaa::1")).toBe(networkBlock("2001:db8:1:2:bbbb:cccc:dddd:eeee"));
    expect(networkBlock("2001:db8:1:3::1")).not.toBe(networkBlock("2001:db8:1:2::1"));
    expect(networkBlock("203.0.114.7")).not.toBe(networkBlock("203.0.113.7"));
  });
});
