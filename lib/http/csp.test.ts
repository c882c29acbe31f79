import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce } from "./csp";

const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("contentSecurityPolicy", () => {
  it("lets only the page's own nonce run scripts on per-user pages", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123", dev: false, https: true });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain("unsafe-inline' 'nonce");
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("keeps framing, plugins, base and form targets shut on cached pages too, and never allows eval in production", () => {
    const policy = contentSecurityPolicy({ nonce: null, dev: false, https: false });
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("allows eval only for next dev", () => {
    expect(directive(contentSecurityPolicy({ nonce: "n", dev: true, https: false }), "script-src")).toContain("'unsafe-eval'");
  });
});

describe("newNonce", () => {
  it("is 128 random bits, new every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
