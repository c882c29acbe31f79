import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { POST as contactRoute } from "@/app/api/v1/contact/route";
import { CONTACT_THANKS } from "@/lib/contact/schemas";
import { LIMITS, storedKey } from "@/lib/auth/rate-limit";
import { sendContactMessage } from "@/lib/contact/send-contact-message";
import { AppError } from "@/lib/errors";
import { SHOP } from "@/lib/shop";
import { call, db, randomIp, signupAndLogin } from "../support/api";
import { workOffJobs } from "../support/jobs";

afterAll(() => db.$disconnect());

const PATH = "/api/v1/contact";

/** A name no other test uses, so the shop's outbox can be searched by subject. */
function uniqueName(prefix = "Asha Verma"): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

function validInput(overrides: Record<string, unknown> = {}) {
  return {
    name: uniqueName(),
    email: `asha-${randomUUID()}@example.com`,
    message: "Do you stitch the Lucknowi chikankari kurta in XXL with longer sleeves?",
    ...overrides,
  };
}

/** The shop's emails about a visitor, once the queue has delivered them. */
async function shopEmailsAbout(name: string) {
  await workOffJobs();
  return db.emailOutbox.findMany({ where: { to: SHOP.email, subject: `Contact form: ${name}` } });
}

describe("sendContactMessage (domain function)", () => {
  it("stores the message and emails the shop, with the visitor's words escaped", async () => {
    const name = `${uniqueName()} <b>"bold"</b> & 'co'`;
    const input = validInput({
      name: `  ${name}  `,
      email: "  Asha.Verma@Example.COM ",
      message: "  First line <script>alert(1)</script>\nSecond line  ",
    });
    const sent = await sendContactMessage({ caller: null, ip: randomIp() }, input);

    const stored = await db.contactMessage.findUniqueOrThrow({ where: { id: sent.id } });
    expect(stored).toMatchObject({
      name,
      email: "asha.verma@example.com",
      message: "First line <script>alert(1)</script>\nSecond line",
    });
    expect(stored.createdAt).toEqual(sent.createdAt);

    const emails = await shopEmailsAbout(name);
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(email).toMatchObject({ to: SHOP.email, template: "contact-message", status: "SENT" });
    expect(email.html).toContain("&lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; &#39;co&#39;");
    expect(email.html).toContain("First line &lt;script&gt;alert(1)&lt;/script&gt;<br>Second line");
    expect(email.html).not.toContain("<b>");
    expect(email.html).not.toContain("<script>");
    expect(email.text).toContain(`Name: ${name}`);
    expect(email.text).toContain("Email: asha.verma@example.com");
    expect(email.text).toContain("First line <script>alert(1)</script>\nSecond line");
    expect(email.text).toContain(`Reference: ${sent.id}`);
  });

  it("keeps the subject on one line however the name is spaced", async () => {
    const base = uniqueName();
    const sent = await sendContactMessage({ caller: null, ip: randomIp() }, validInput({ name: base.replace(" ", "\r\n  ") }));
    const stored = await db.contactMessage.findUniqueOrThrow({ where: { id: sent.id } });
    expect(stored.name).toBe(base);
    expect(await shopEmailsAbout(base)).toHaveLength(1);
  });

  it("refuses invalid input with a typed error and stores nothing", async () => {
    const before = await db.contactMessage.count();
    await expect(sendContactMessage({ caller: null, ip: randomIp() }, { name: "", email: "x", message: "" })).rejects.toMatchObject({
      code: "validation",
      message: "Name is required",
      fields: { name: "Name is required", email: "Invalid email address", message: "Message is required" },
    });
    await expect(sendContactMessage({ caller: null, ip: randomIp() }, null)).rejects.toBeInstanceOf(AppError);
    expect(await db.contactMessage.count()).toBe(before);
  });
});

describe("POST /api/v1/contact", () => {
  it("answers 200 with the thank-you message for a visitor, and stores the message", async () => {
    const input = validInput();
    const { status, body } = await call(contactRoute, { path: PATH, json: input });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: CONTACT_THANKS, id: expect.any(String) });
    const { id } = body as unknown as { id: string };
    const stored = await db.contactMessage.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ name: input.name, email: input.email, message: input.message });
    expect(await shopEmailsAbout(input.name)).toHaveLength(1);
  });

  it("takes form data too, and works for a signed-in customer", async () => {
    const user = await signupAndLogin();
    const input = validInput();
    const { status, body } = await call(contactRoute, { path: PATH, form: input, token: user.token });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(await shopEmailsAbout(input.name)).toHaveLength(1);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ["a missing name", { name: undefined }, "name", "Name is required"],
    ["a blank name", { name: "   " }, "name", "Name is required"],
    ["a name that is not text", { name: 42 }, "name", "Name is required"],
    ["a name over 80 characters", { name: "A".repeat(81) }, "name", "Name must be at most 80 characters"],
    ["a missing email", { email: undefined }, "email", "Email is required"],
    ["a blank email", { email: " " }, "email", "Email is required"],
    ["an invalid email", { email: "asha@example" }, "email", "Invalid email address"],
    ["an email with spaces", { email: "asha verma@example.com" }, "email", "Invalid email address"],
    ["a missing message", { message: undefined }, "message", "Message is required"],
    ["a blank message", { message: "    " }, "message", "Message is required"],
    ["a message under 10 characters", { message: "Too short" }, "message", "Message must be at least 10 characters"],
    ["a message that is short once trimmed", { message: "   123456789   " }, "message", "Message must be at least 10 characters"],
    ["a message over 2000 characters", { message: "x".repeat(2001) }, "message", "Message must be at most 2000 characters"],
  ];

  it.each(cases)("answers 400 for %s", async (_label, overrides, field, message) => {
    const before = await db.contactMessage.count();
    const { status, body } = await call(contactRoute, { path: PATH, json: validInput(overrides) });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message, errors: { [field]: message } });
    expect(await db.contactMessage.count()).toBe(before);
  });

  it("accepts a message of exactly 10 and of exactly 2000 characters", async () => {
    for (const message of ["1234567890", "y".repeat(2000)]) {
      const { status } = await call(contactRoute, { path: PATH, json: validInput({ message }) });
      expect(status).toBe(200);
    }
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { status, body } = await call(contactRoute, { path: PATH, raw: "{not json" });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "The request body is not valid JSON" });
  });

  it("answers 429 to the 6th message in an hour from one IP, and only that IP", async () => {
    const ip = randomIp();
    const limit = LIMITS.contactPerIp(ip);
    const { max } = limit;
    const key = storedKey(limit);
    expect(max).toBe(5);
    for (let i = 0; i < max; i++) {
      const { status } = await call(contactRoute, { path: PATH, json: validInput(), ip });
      expect(status).toBe(200);
    }
    // Invalid input is refused before the counter, so it never uses up the allowance.
    expect((await call(contactRoute, { path: PATH, json: validInput({ message: "" }), ip })).status).toBe(400);

    const blocked = validInput();
    const sixth = await call(contactRoute, { path: PATH, json: blocked, ip });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    });
    expect(await db.contactMessage.count({ where: { name: blocked.name } })).toBe(0);
    expect(await shopEmailsAbout(blocked.name)).toHaveLength(0);

    const row = await db.rateLimit.findUniqueOrThrow({ where: { key } });
    expect(Number(row.expire) - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(Number(row.expire) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);

    // Another address is not affected; after the hour the first one may write again.
    expect((await call(contactRoute, { path: PATH, json: validInput(), ip: randomIp() })).status).toBe(200);
    await db.rateLimit.update({ where: { key }, data: { expire: BigInt(Date.now() - 1000) } });
    expect((await call(contactRoute, { path: PATH, json: validInput(), ip })).status).toBe(200);
  });
});
