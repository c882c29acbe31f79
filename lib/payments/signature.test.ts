import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkoutPayload, sign, signatureMatches } from "./signature";

describe("Razorpay signatures", () => {
  it("sign is HMAC-SHA256 in hex, as Razorpay documents it", () => {
    const expected = createHmac("sha256", "secret").update("order_1|pay_1").digest("hex");
    expect(sign(checkoutPayload("order_1", "pay_1"), "secret")).toBe(expected);
  });

  it("accepts only the exact signature", () => {
    const good = sign("body", "secret");
    expect(signatureMatches("body", good, "secret")).toBe(true);
    expect(signatureMatches("body ", good, "secret")).toBe(false);
    expect(signatureMatches("body", good, "other")).toBe(false);
    expect(signatureMatches("body", good.toUpperCase(), "secret")).toBe(false);
    expect(signatureMatches("body", good.slice(1), "secret")).toBe(false);
    expect(signatureMatches("body", undefined, "secret")).toBe(false);
    expect(signatureMatches("body", 42, "secret")).toBe(false);
    expect(signatureMatches("body", sign("body", ""), "")).toBe(false);
  });
});
