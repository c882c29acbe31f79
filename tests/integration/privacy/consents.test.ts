import { afterAll, describe, expect, it } from "vitest";
import { GET as consentsGet, PUT as consentsPut } from "@/app/api/v1/user/consents/route";
import { askBackInStock } from "@/lib/catalog/back-in-stock/ask";
import { sendBackInStockNotices } from "@/lib/catalog/back-in-stock/notify";
import { PRIVACY_NOTICE_VERSION } from "@/lib/privacy/notice";
import { NO_CHANNEL } from "@/lib/privacy/schemas";
import { NO_CONTACT_FOR_CHANNEL } from "@/lib/privacy/consents";
import { call, db, type ApiBody } from "../../support/api";
import { buyer, kurta } from "../orders/fixtures";

// Consents per purpose and channel (decision 103): off until given, each change kept, and a
// withdrawal on the account stops the next back-in-stock message.
afterAll(() => db.$disconnect());

const PATH = "/api/v1/user/consents";
const read = async (token: string) => consentsOf((await call(consentsGet, { path: PATH, token })).body);
type Consent = { purpose: string; channel: string; granted: boolean; grantedAt?: string; withdrawnAt?: string };
const consentsOf = (body: ApiBody) => (body as ApiBody & { consents: Consent[] }).consents;
const change = (token: string, json: unknown) => call(consentsPut, { path: PATH, token, method: "PUT", json });

describe("consents", () => {
  it("are all off for a new account, on every purpose's channels", async () => {
    const user = await buyer();
    expect(await read(user.token)).toEqual([
      { purpose: "MARKETING_OFFERS", channel: "WHATSAPP", granted: false },
      { purpose: "MARKETING_OFFERS", channel: "SMS", granted: false },
      { purpose: "MARKETING_OFFERS", channel: "EMAIL", granted: false },
      { purpose: "CART_REMINDERS", channel: "WHATSAPP", granted: false },
      { purpose: "CART_REMINDERS", channel: "SMS", granted: false },
      { purpose: "CART_REMINDERS", channel: "EMAIL", granted: false },
      { purpose: "BACK_IN_STOCK", channel: "SMS", granted: false },
      { purpose: "BACK_IN_STOCK", channel: "EMAIL", granted: false },
    ]);
  });

  it("keeps every giving and withdrawal with its time, the notice's version and how", async () => {
    const user = await buyer();
    const given = await change(user.token, { purpose: "MARKETING_OFFERS", channel: "EMAIL", granted: true });
    expect(given.status).toBe(200);
    const on = consentsOf(given.body).find((consent) => consent.purpose === "MARKETING_OFFERS" && consent.channel === "EMAIL");
    expect(on).toMatchObject({ granted: true, grantedAt: expect.any(String) });
    const withdrawn = await change(user.token, { purpose: "MARKETING_OFFERS", channel: "EMAIL", granted: false });
    expect(withdrawn.status).toBe(200);
    expect(await read(user.token)).toContainEqual({
      purpose: "MARKETING_OFFERS",
      channel: "EMAIL",
      granted: false,
      withdrawnAt: expect.any(String),
    });
    const history = await db.consent.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    expect(history.map(({ granted, contact, noticeVersion, via }) => ({ granted, contact, noticeVersion, via }))).toEqual([
      { granted: true, contact: user.email, noticeVersion: PRIVACY_NOTICE_VERSION, via: "api" },
      { granted: false, contact: user.email, noticeVersion: PRIVACY_NOTICE_VERSION, via: "api" },
    ]);
    expect(history[1]!.createdAt.getTime()).toBeGreaterThanOrEqual(history[0]!.createdAt.getTime());
  });

  it("refuses a channel the purpose is not sent on, or one that does not reach the account", async () => {
    const user = await buyer();
    expect(await change(user.token, { purpose: "BACK_IN_STOCK", channel: "WHATSAPP", granted: true })).toMatchObject({
      status: 400,
      body: { success: false, message: NO_CHANNEL },
    });
    // The buyer has an email and no proved mobile.
    expect(await change(user.token, { purpose: "CART_REMINDERS", channel: "SMS", granted: true })).toMatchObject({
      status: 400,
      body: { message: NO_CONTACT_FOR_CHANNEL },
    });
    expect(await change(user.token, { purpose: "NEWSLETTER", granted: true })).toMatchObject({ status: 400 });
    expect(await db.consent.count({ where: { userId: user.id } })).toBe(0);
  });

  it("withdrawn on the account, stops the next back-in-stock email though the request was made", async () => {
    const { S } = await kurta({ S: 0 });
    const user = await buyer();
    await askBackInStock({ caller: user.ctx.caller, ip: user.ctx.ip }, { sizeId: S.id });
    expect(await read(user.token)).toContainEqual(expect.objectContaining({ purpose: "BACK_IN_STOCK", channel: "EMAIL", granted: true }));
    expect(await change(user.token, { purpose: "BACK_IN_STOCK", granted: false })).toMatchObject({ status: 200 });
    await db.sizeStock.update({ where: { id: S.id }, data: { stock: 2, restockedAt: new Date() } });
    expect(await sendBackInStockNotices(S.id)).toBe(0);
    expect(await db.emailOutbox.count({ where: { to: user.email, template: "back-in-stock" } })).toBe(0);
    expect(await db.stockNotice.findFirstOrThrow({ where: { sizeId: S.id, contact: user.email } })).toMatchObject({
      notifiedAt: null,
      cancelledAt: expect.any(Date),
    });
  });
});
