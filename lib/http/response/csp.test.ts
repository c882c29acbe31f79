import { describe, expect, it } from "vitest";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { contentSecurityPolicy, newNonce, securityHeaderRules, STRICT_TRANSPORT_SECURITY } from "./csp";

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

describe("securityHeaderRules", () => {
  // How next.config.ts headers() matches a rule's source (Next's own matcher).
  const policyRulesFor = (pathname: string, withActionHeader: boolean) =>
    securityHeaderRules({ dev: false, https: true }).filter(
      (rule) =>
        getPathMatch(rule.source, { removeUnnamedParams: true })(pathname) !== false &&
        (!rule.has || withActionHeader) &&
        rule.headers.some((header) => header.key === "content-security-policy"),
    );

  it("gives every catalogue page the nonce-less policy, which the middleware sets under the same name", () => {
    for (const path of [
      "/",
      "/product/kurta-1",
      "/reviews/kurta-1",
      "/search",
      "/cartoons",
      "/ordersx/1",
      "/aboutUs",
      "/hi",
      "/hi/product/kurta-1",
      "/hi/ordersx/1",
    ]) {
      const rules = policyRulesFor(path, false);
      expect(rules, path).toHaveLength(1);
      expect(rules[0]!.headers[0]).toEqual({
        key: "content-security-policy",
        value: contentSecurityPolicy({ nonce: null, dev: false, https: true }),
      });
    }
  });

  it("leaves a per-user page's policy (its nonce) to the middleware, except where the middleware's matcher skips it", () => {
    for (const path of [
      "/cart",
      "/orders/ord_1",
      "/myaccount",
      "/admin/orders/ord_1",
      "/login",
      "/verify/abc",
      "/hi/login",
      "/hi/booking",
      "/hi/orders/ord_1",
      "/hi/cod/ord_1",
    ]) {
      expect(policyRulesFor(path, false), path).toHaveLength(0);
      expect(policyRulesFor(path, true), `${path} with Next-Action`).toHaveLength(1);
    }
    // A dot in a deeper path no longer takes it past the middleware (its matcher skips only the files at the top).
    expect(policyRulesFor("/orders/ord_1.x", false)).toHaveLength(0);
  });

  it("sends HSTS on every response only when the shop is on https", () => {
    const hsts = (https: boolean) =>
      securityHeaderRules({ dev: false, https }).filter((rule) =>
        rule.headers.some((header) => header.key === "strict-transport-security"),
      );
    expect(hsts(false)).toEqual([]);
    expect(hsts(true)).toEqual([{ source: "/:path*", headers: [{ key: "strict-transport-security", value: STRICT_TRANSPORT_SECURITY }] }]);
  });
});
