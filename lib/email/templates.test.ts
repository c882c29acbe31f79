import { describe, expect, it } from "vitest";
import { SHOP } from "@/lib/shop";
import { escapeHtml, passwordResetEmail, verificationEmail } from "./templates";

const link = "https://kurta.shop/verify-email?token=abc_DEF-123&next=%2Faccount";

describe("escapeHtml", () => {
  it("escapes the five HTML special characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});

describe.each([
  { name: "verificationEmail", make: verificationEmail, subject: "Verify your email for Kurta Shop", lifetime: "The link works for 24 hours" },
  { name: "passwordResetEmail", make: passwordResetEmail, subject: "Reset your Kurta Shop password", lifetime: "The link works for 1 hour" },
])("$name", ({ make, subject, lifetime }) => {
  const email = make({ fullname: "Asha Verma", link });

  it("has its subject and a template name", () => {
    expect(email.subject).toBe(subject);
    expect(email.template).toMatch(/^[a-z-]+$/);
  });

  it("carries the link and the shop's name in the text part", () => {
    expect(email.text).toContain(link);
    expect(email.text).toContain(SHOP.name);
    expect(email.text).toContain("Hello Asha Verma,");
    expect(email.text).toContain(lifetime);
  });

  it("carries the link (as a button and as text) and the shop's name in the HTML part", () => {
    const escaped = escapeHtml(link);
    expect(email.html).toContain(`href="${escaped}"`);
    expect(email.html.split(`href="${escaped}"`)).toHaveLength(3);
    expect(email.html).toContain(`>${escaped}</a>`);
    expect(email.html).toContain(SHOP.name);
    expect(email.html).toContain(lifetime);
  });

  it("escapes the customer's name in HTML and keeps it as written in text", () => {
    const hostile = make({ fullname: "<script>alert(1)</script>", link });
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).toContain("Hello &lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(hostile.text).toContain("Hello <script>alert(1)</script>,");
  });

  it("escapes a link that tries to break out of its attribute", () => {
    const hostile = make({ fullname: "Asha", link: `https://kurta.shop/x"><img src=x onerror=alert(1)>` });
    expect(hostile.html).not.toContain("<img");
    expect(hostile.html).toContain("&quot;&gt;&lt;img");
  });
});

it("the reset email reassures that the password stays the same", () => {
  expect(passwordResetEmail({ fullname: "Asha", link }).text).toContain(
    "If you did not ask for this, you can ignore this email; your password stays the same.",
  );
  expect(verificationEmail({ fullname: "Asha", link }).text).toMatch(/you can ignore this email/);
});

it("greets without a name when there is none", () => {
  expect(verificationEmail({ fullname: "  ", link }).text.startsWith("Hello,\n")).toBe(true);
});
