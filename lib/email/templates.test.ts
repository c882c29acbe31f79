import { describe, expect, it } from "vitest";
import { SHOP } from "@/lib/shop";
import {
  escapeHtml,
  orderCancelledEmail,
  orderDeliveredEmail,
  orderShippedEmail,
  returnRequestedEmail,
  passwordResetEmail,
  verificationEmail,
} from "./templates";

const link = "https://kurta.shop/verify-email?token=abc_DEF-123&next=%2Faccount";

describe("escapeHtml", () => {
  it("escapes the five HTML special characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});

describe.each([
  {
    name: "verificationEmail",
    make: verificationEmail,
    subject: "Verify your email for Kurta Shop",
    lifetime: "The link works for 24 hours",
  },
  {
    name: "passwordResetEmail",
    make: passwordResetEmail,
    subject: "Reset your Kurta Shop password",
    lifetime: "The link works for 1 hour",
  },
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

describe("order move emails", () => {
  const base = { fullname: "Priya <Sharma>", publicOrderId: "KS-2611-ABC", link: "https://kurta.shop/orders/o1?a=1&b=2" };

  it("cancelled: the reason and the refund, or that nothing was charged", () => {
    const refunded = orderCancelledEmail({ ...base, reason: "Out of fabric", refund: "₹3,147.90" });
    expect(refunded.template).toBe("order-cancelled");
    expect(refunded.subject).toBe("Your Kurta Shop order KS-2611-ABC is cancelled");
    expect(refunded.text).toContain("Reason: Out of fabric");
    expect(refunded.text).toContain("Your payment of ₹3,147.90 has been refunded");
    expect(refunded.html).toContain("Your payment of ₹3,147.90 has been refunded");
    expect(orderCancelledEmail({ ...base, reason: "r", refund: null }).text).toContain("Nothing was charged");
    const pending = orderCancelledEmail({ ...base, reason: "r", refund: "₹3,147.90", refundPending: true }).text;
    expect(pending).toContain("Your payment of ₹3,147.90 will be refunded");
    expect(pending).not.toContain("has been refunded");
  });

  it("shipped carries the tracking link; delivered mentions the return window", () => {
    expect(orderShippedEmail({ ...base, replacement: false, trackingUrl: "https://track.example/AWB1" }).text).toContain(
      "Track your parcel: https://track.example/AWB1",
    );
    expect(orderDeliveredEmail({ ...base, replacement: false }).text).toContain("within 3 days");
  });

  it("an exchange says what is sent instead, and the replacement's shipped and delivered emails name it", () => {
    const requested = returnRequestedEmail({
      ...base,
      parentOrderId: "KS-1",
      items: ["1 × Silk Kurta - Maroon - M"],
      replacements: ["1 × Silk Kurta - Maroon - L (for Maroon M)"],
      refund: null,
      cashOnDelivery: true,
    });
    expect(requested.subject).toContain("exchange");
    expect(requested.text).toContain("In their place we will send 1 × Silk Kurta - Maroon - L (for Maroon M)");
    expect(requested.text).toContain("There is nothing to refund");
    expect(orderShippedEmail({ ...base, replacement: true, trackingUrl: "https://t/AWB2" }).subject).toContain("replacement");
    expect(orderDeliveredEmail({ ...base, replacement: true }).text).toContain("tax invoice");
  });

  it.each([
    orderCancelledEmail({ ...base, reason: "<b>", refund: null }),
    orderShippedEmail({ ...base, replacement: false, trackingUrl: null }),
    orderDeliveredEmail({ ...base, replacement: false }),
  ])("$template links to the order in both parts and escapes the HTML", (email) => {
    expect(email.text).toContain(`See your order: ${base.link}`);
    expect(email.text).toContain("Hello Priya <Sharma>,");
    expect(email.html).toContain('href="https://kurta.shop/orders/o1?a=1&amp;b=2"');
    expect(email.html).toContain("Hello Priya &lt;Sharma&gt;,");
    expect(email.html).not.toContain("<b>");
  });
});
