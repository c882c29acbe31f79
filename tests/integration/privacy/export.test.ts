import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/v1/user/export/route";
import { PERSON_COLUMNS } from "@/lib/privacy/export";
import { recordConsent } from "@/lib/privacy/consents";
import { call, createOrderFor, db } from "../../support/api";
import { makeAddress } from "../../support/factories";
import { buyer } from "../orders/fixtures";

// "Her data on request" (decision 104): the export holds what the shop keeps about the caller, and
// every column of the schema that names a person is either exported or left out with a reason.
afterAll(() => db.$disconnect());

/** The rule for a column that names or reaches a person, by its name. */
const PERSONAL =
  /^(userId|email|pendingEmail|phone|phones|mobile|contact|to|fullname|name|phoneNumber|provedPhone|refundUpi|refundUpiName|actorId|createdById|answeredBy|sentToHash|issuedById|redeemedById|network|userAgent)$|^recipient(Name|Email|Phone)$|^ship(Name|Address|City|State|PinCode|Phone)/;
/** Columns the rule finds that name things, not people. */
const NOT_PEOPLE = new Set(["Category.name", "Product.name", "FeedRead.userAgent"]);

describe("the export", () => {
  it("covers every column of the schema that names a person, or says why not", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client
      .query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
      )
      .finally(() => client.end());
    const personal = rows
      .filter((row) => PERSONAL.test(row.column_name))
      .map((row) => `${row.table_name}.${row.column_name}`)
      .filter((column) => !NOT_PEOPLE.has(column));
    expect(personal.filter((column) => !(column in PERSON_COLUMNS)).sort()).toEqual([]);
  });

  it("gives the caller's own data, and nobody else's", async () => {
    const user = await buyer();
    const other = await buyer();
    await makeAddress(user.id, { name: "Asha at home" });
    await makeAddress(other.id, { name: "Someone else" });
    const order = await createOrderFor(user.id);
    await recordConsent({ userId: user.id, contact: user.email, purpose: "MARKETING_OFFERS", channel: "EMAIL", granted: true, via: "api" });
    await db.emailOutbox.create({ data: { to: user.email, subject: "Hello", html: "<p>Hi</p>", text: "Hi", template: "test" } });
    await db.contactMessage.create({ data: { name: "Asha", email: user.email, message: "Where is my kurta?" } });
    await db.storeCreditEntry.create({ data: { userId: user.id, amountPaise: 30_000, reason: "Goodwill", actorId: null } });
    await db.storeCreditEntry.create({ data: { userId: other.id, amountPaise: 99_900, reason: "Someone else's credit", actorId: null } });
    const card = (codeHash: string, recipientEmail: string, message: string) =>
      db.giftCard.create({
        data: {
          codeHash,
          codeEnd: "WXYZ",
          amountPaise: 100_000,
          recipientName: "Asha",
          recipientEmail,
          message,
          expiresAt: new Date(Date.now() + 86_400_000),
        },
      });
    await card(`export-mine-${user.id}`, user.email, "Happy Diwali, Asha");
    await card(`export-other-${user.id}`, other.email, "Someone else's card");

    const { status, body } = await call(exportRoute, { path: "/api/v1/user/export", token: user.token });
    expect(status).toBe(200);
    const data = (body as unknown as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      profile: { id: user.id, email: user.email, fullname: user.fullname },
      addresses: expect.arrayContaining([expect.objectContaining({ name: "Asha at home" })]),
      orders: [expect.objectContaining({ id: order.id, lines: expect.any(Array), payments: expect.any(Array) })],
      consents: [expect.objectContaining({ purpose: "MARKETING_OFFERS", channel: "EMAIL", granted: true })],
      messages: { emails: [expect.objectContaining({ subject: "Hello" })], texts: [] },
      contactMessages: [expect.objectContaining({ message: "Where is my kurta?" })],
      storeCredit: { balancePaise: 30_000, lines: [expect.objectContaining({ amountPaise: 30_000, reason: "Goodwill" })] },
      giftCards: [expect.objectContaining({ recipientEmail: user.email, message: "Happy Diwali, Asha" })],
    });
    const text = JSON.stringify(data);
    expect(text).not.toContain("Someone else");
    expect(text).not.toContain(other.email);
    expect(text).not.toContain("passwordHash");
  });

  it("is refused to a visitor", async () => {
    expect(await call(exportRoute, { path: "/api/v1/user/export" })).toMatchObject({ status: 401, body: { success: false } });
  });
});
