import { describe, expect, it } from "vitest";
import { LINK_REMOVED, openBody, sealBody, withoutLink } from "./sealed-body";
import { passwordResetEmail } from "./templates";

const secret = "s".repeat(32);
const link = "https://kurta.shop/reset-password/Tok_en-123?a=1&b=2";
const email = passwordResetEmail({ fullname: "Asha", link });

describe("sealBody and openBody", () => {
  it("give back the message as written, and the sealed form never shows the link", () => {
    const sealed = sealBody(email, secret);
    expect(sealed).not.toContain("Tok_en-123");
    expect(Buffer.from(sealed, "base64url").toString("latin1")).not.toContain("Tok_en-123");
    expect(openBody(sealed, secret)).toEqual({ html: email.html, text: email.text });
  });

  it("seal the same message differently each time", () => {
    expect(sealBody(email, secret)).not.toBe(sealBody(email, secret));
  });

  it("open nothing with another secret, or after a change", () => {
    const sealed = sealBody(email, secret);
    expect(openBody(sealed, "t".repeat(32))).toBeNull();
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1]! ^= 1;
    expect(openBody(bytes.toString("base64url"), secret)).toBeNull();
    expect(openBody("not sealed", secret)).toBeNull();
  });
});

describe("withoutLink", () => {
  it("replaces the link in the text and its escaped copies in the HTML", () => {
    const body = withoutLink(email, link);
    expect(body.text).not.toContain("Tok_en-123");
    expect(body.html).not.toContain("Tok_en-123");
    expect(body.text).toContain(`Reset my password: ${LINK_REMOVED}`);
    expect(body.html).toContain(`href="${LINK_REMOVED}"`);
    expect(body.text).toContain("The link works for 1 hour.");
  });
});
