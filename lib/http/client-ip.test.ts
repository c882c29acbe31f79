import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, resolveClientIp, stampClientIp } from "./client-ip";

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
});
