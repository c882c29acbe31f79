import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { randomInt } from "node:crypto";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as importCsvRoute } from "@/app/api/v1/products/importCsv/route";
import { POST as notifyMeRoute } from "@/app/api/v1/products/notifyMe/route";
import { POST as unsubscribeRoute } from "@/app/api/v1/products/unsubscribe/route";
import { GET as exportCsvRoute } from "@/app/(shop)/admin/manage-products/export/route";
import { askBackInStock } from "@/lib/catalog/back-in-stock/ask";
import { clock } from "@/lib/clock";
import { NOTICES_PER_PIECE, sendBackInStockNotices, textBackInStockNotice } from "@/lib/catalog/back-in-stock/notify";
import { queueBackInStockNotices } from "@/lib/catalog/back-in-stock/queue";
import { unsubscribeLink } from "@/lib/catalog/back-in-stock/unsubscribe";
import { getEnv } from "@/lib/env";
import { TEXTS_PAUSED } from "@/lib/sms/budget";
import {
  CONSENT_REQUIRED,
  CONTACT_INVALID,
  CONTACT_NEEDED,
  NOTIFY_ME_THANKS,
  NUMBER_CODE_SENT,
  SIZE_IN_STOCK,
  SIZE_NOT_FOUND,
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBED,
} from "@/lib/catalog/back-in-stock/schemas";
import { updateVariant } from "@/lib/catalog-admin/products/variants";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { cancelMyOrder } from "@/lib/orders/requested-moves";
import { markReturnedParcelInspected } from "@/lib/orders/shipments/returned-parcels";
import { APP_ORIGIN, call, db, randomIp, uniqueEmail } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { admin, buyer, kurta } from "../orders/fixtures";

// "Notify me" on a sold-out size (decision 090): the request and its consent, the notice sent once
// by every write that brings the size back, first come first served and at most three per piece,
// and the one-click unsubscribe.
afterAll(() => db.$disconnect());
afterEach(() => void vi.restoreAllMocks());

const guest = () => ({ caller: null, ip: randomIp() });

/** `count` shoppers asking for the size in turn (so their order is the queue's). */
async function waiting(sizeId: string, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = uniqueEmail(`wait${i}`);
    await askBackInStock(guest(), { sizeId, contact: email, consent: true });
    emails.push(email);
  }
  return emails;
}

/** Works off the notice jobs (the emails stay in the outbox, as the twin's mailbox shows them). */
const runNoticeJobs = () => workOffJobs({ names: ["stock.back-in-stock"] });

/** The back-in-stock emails in the outbox for each address. */
async function noticesTo(emails: readonly string[]): Promise<number[]> {
  const rows = await db.emailOutbox.findMany({ where: { to: { in: [...emails] }, template: "back-in-stock" }, select: { to: true } });
  return emails.map((email) => rows.filter((row) => row.to === email).length);
}

/** A restock as any write makes it: the stock raised and the notices queued in one transaction. */
const restockBy = (productId: string, sizeId: string, pieces: number) =>
  db.$transaction(async (tx) => {
    await tx.$executeRaw`UPDATE "SizeStock" SET stock = stock + ${pieces} WHERE id = ${sizeId}`;
    await queueBackInStockNotices(tx, [productId]);
  });

const setStock = (sizeId: string, stock: number) => db.sizeStock.update({ where: { id: sizeId }, data: { stock } });

describe("asking", () => {
  it("is one request however often the same email asks, and an email typed in needs its tick", async () => {
    const { S } = await kurta({ S: 0 });
    const email = uniqueEmail("twice");
    for (let i = 0; i < 2; i++) {
      const { status, body } = await call(notifyMeRoute, {
        path: "/api/v1/products/notifyMe",
        json: { sizeId: S.id, contact: email, consent: true },
      });
      expect({ status, body }).toEqual({ status: 200, body: { success: true, message: NOTIFY_ME_THANKS } });
    }
    expect(await db.stockNotice.count({ where: { sizeId: S.id, contact: email } })).toBe(1);
    expect(await db.contactConsent.findUnique({ where: { contact_channel: { contact: email, channel: "EMAIL" } } })).toMatchObject({
      withdrawnAt: null,
    });
  });

  it("refuses bad input with a clear 4xx", async () => {
    const { S, M } = await kurta({ S: 0, M: 4 });
    const ask = (json: unknown) => call(notifyMeRoute, { path: "/api/v1/products/notifyMe", json });
    const email = uniqueEmail("bad");
    expect(await ask({ sizeId: S.id, contact: email })).toMatchObject({ status: 400, body: { success: false, message: CONSENT_REQUIRED } });
    expect(await ask({ sizeId: S.id, consent: true })).toMatchObject({ status: 400, body: { message: CONTACT_NEEDED } });
    for (const contact of ["not-an-email", "12345", "a@b"]) {
      expect(await ask({ sizeId: S.id, contact, consent: true })).toMatchObject({ status: 400, body: { message: CONTACT_INVALID } });
    }
    expect(await ask({ sizeId: "no-such-size", contact: email, consent: true })).toMatchObject({
      status: 404,
      body: { message: SIZE_NOT_FOUND },
    });
    expect(await ask({ sizeId: M.id, contact: email, consent: true })).toMatchObject({ status: 409, body: { message: SIZE_IN_STOCK } });
    expect(await db.stockNotice.count({ where: { contact: email } })).toBe(0);
  });

  it("uses a signed-in shopper's own email without a tick", async () => {
    const { S } = await kurta({ S: 0 });
    const user = await buyer();
    const { status } = await call(notifyMeRoute, { path: "/api/v1/products/notifyMe", token: user.token, json: { sizeId: S.id } });
    expect(status).toBe(200);
    expect(await db.stockNotice.findMany({ where: { sizeId: S.id }, select: { contact: true } })).toEqual([{ contact: user.email }]);
  });
});

describe("the notice", () => {
  it("goes once to each shopper, first come first served, three per piece, however many restocks and jobs run at once", async () => {
    const { product, S } = await kurta({ S: 0 });
    const emails = await waiting(S.id, 8);
    // Two restocks of one piece each at the same time: only the first brings the size back from 0.
    await Promise.all([restockBy(product.id, S.id, 1), restockBy(product.id, S.id, 1)]);
    await Promise.all([sendBackInStockNotices(S.id), sendBackInStockNotices(S.id), sendBackInStockNotices(S.id), runNoticeJobs()]);
    expect(2 * NOTICES_PER_PIECE).toBe(6);
    expect(await noticesTo(emails)).toEqual([1, 1, 1, 1, 1, 1, 0, 0]);

    // Sold out and back again with one piece: a new round, for those still waiting.
    await setStock(S.id, 0);
    await restockBy(product.id, S.id, 1);
    await runNoticeJobs();
    expect(await noticesTo(emails)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    const [first] = await db.emailOutbox.findMany({ where: { to: emails[0] } });
    expect(first).toMatchObject({ subject: "Back in stock: Chikankari Kurta - Indigo - S" });
    expect(first!.text).toContain(`${APP_ORIGIN}/product/`);
  });

  it("is sent exactly once across ten concurrent restocks", async () => {
    const { product, S } = await kurta({ S: 0 });
    const emails = await waiting(S.id, 5);
    await Promise.all(Array.from({ length: 10 }, () => restockBy(product.id, S.id, 1)));
    expect(await db.sizeStock.findUniqueOrThrow({ where: { id: S.id }, select: { stock: true } })).toEqual({ stock: 10 });
    await Promise.all([runNoticeJobs(), sendBackInStockNotices(S.id)]);
    await runNoticeJobs();
    expect(await noticesTo(emails)).toEqual([1, 1, 1, 1, 1]);
  });

  it("is not sent to a shopper who withdrew their consent", async () => {
    const { product, S } = await kurta({ S: 0 });
    const [kept, withdrawn] = await waiting(S.id, 2);
    await db.contactConsent.update({
      where: { contact_channel: { contact: withdrawn!, channel: "EMAIL" } },
      data: { withdrawnAt: new Date() },
    });
    await restockBy(product.id, S.id, 3);
    await runNoticeJobs();
    expect(await noticesTo([kept!, withdrawn!])).toEqual([1, 0]);
  });
});

describe("to a mobile number", () => {
  const NOTIFY = "/api/v1/products/notifyMe";
  const newMobile = () => `7${randomInt(100_000_000, 1_000_000_000)}`;

  /** The code in the newest one-time code the twin texted to the number. */
  async function textedCode(ten: string): Promise<string> {
    const sms = await db.smsMessage.findFirstOrThrow({ where: { to: `+91${ten}`, template: "otp" }, orderBy: { createdAt: "desc" } });
    return /\b(\d{6})\b/.exec(sms.text)![1]!;
  }

  /** Subscribes the number as its owner does on the product page: asks, gets the code, sends it back. */
  async function subscribeWithCode(sizeId: string, ten: string, ip = randomIp()) {
    const json = { sizeId, contact: `+91${ten}`, consent: true };
    const asked = await call(notifyMeRoute, { path: NOTIFY, json, ip });
    expect(asked).toMatchObject({ status: 200, body: { success: true, message: NUMBER_CODE_SENT, codeSent: true } });
    return call(notifyMeRoute, { path: NOTIFY, json: { ...json, code: await textedCode(ten) }, ip });
  }

  /** Lets the next code to the number be asked for at once (the 30-second pause is measured from the newest). */
  const pauseOver = (ten: string) =>
    db.phoneCode.updateMany({ where: { phone: `+91${ten}` }, data: { createdAt: new Date(Date.now() - 31_000) } });

  const waitingFor = (sizeId: string, ten: string) =>
    db.stockNotice.count({ where: { sizeId, contact: `+91${ten}`, notifiedAt: null, cancelledAt: null } });

  it("goes on WhatsApp (its twin), outside quiet hours, once, with its own unsubscribe link", async () => {
    // 11:30 in India: the text may go at once (quiet hours are 21:00 to 09:00 IST).
    vi.spyOn(clock, "now").mockReturnValue(new Date("2026-11-28T06:00:00Z"));
    const { product, S } = await kurta({ S: 0 });
    const ten = newMobile();
    expect(await subscribeWithCode(S.id, ten)).toMatchObject({ status: 200, body: { message: NOTIFY_ME_THANKS } });
    expect(await db.stockNotice.findMany({ where: { sizeId: S.id }, select: { contact: true, channel: true } })).toEqual([
      { contact: `+91${ten}`, channel: "SMS" },
    ]);
    await restockBy(product.id, S.id, 1);
    const texts = workOffJobs({ names: ["stock.back-in-stock", "stock.text-notice"] });
    await Promise.all([texts, sendBackInStockNotices(S.id)]);
    await workOffJobs({ names: ["stock.back-in-stock", "stock.text-notice"] });
    const sent = await db.smsMessage.findMany({ where: { to: `+91${ten}`, template: "back-in-stock" } });
    expect(sent).toEqual([expect.objectContaining({ status: "SENT", provider: "twin", channel: "WHATSAPP" })]);
    expect(sent[0]!.text).toMatch(
      new RegExp(
        `^Chikankari Kurta - Indigo - S is back in stock at Kurta Shop: ${APP_ORIGIN}/product/\\S+ - you asked us to tell you once. To stop these messages: ${APP_ORIGIN}/unsubscribe/\\S+$`,
      ),
    );
    expect(await db.smsSpend.count({ where: { phone: `+91${ten}`, template: "back-in-stock", known: true } })).toBe(1);
  });

  it("is subscribed only once the number proves itself: typed alone it gets a code, and a wrong code subscribes nothing", async () => {
    const { S } = await kurta({ S: 0 });
    const ten = newMobile();
    const json = { sizeId: S.id, contact: `${ten.slice(0, 5)} ${ten.slice(5)}`, consent: true };
    const asked = await call(notifyMeRoute, { path: NOTIFY, json });
    expect(asked).toMatchObject({ status: 200, body: { message: NUMBER_CODE_SENT, codeSent: true } });
    expect(await waitingFor(S.id, ten)).toBe(0);
    const code = await textedCode(ten);
    const wrong = await call(notifyMeRoute, { path: NOTIFY, json: { ...json, code: code === "000000" ? "111111" : "000000" } });
    expect(wrong).toMatchObject({ status: 400, body: { success: false, errors: { code: "That code is not correct. 4 tries left." } } });
    expect(await waitingFor(S.id, ten)).toBe(0);
    expect(await db.contactConsent.count({ where: { contact: `+91${ten}` } })).toBe(0);
    expect(await call(notifyMeRoute, { path: NOTIFY, json: { ...json, code } })).toMatchObject({
      status: 200,
      body: { message: NOTIFY_ME_THANKS },
    });
    expect(await waitingFor(S.id, ten)).toBe(1);
  });

  it("takes a signed-in shopper's own proved mobile at once, and texts nobody a code", async () => {
    const { S } = await kurta({ S: 0 });
    const shopper = await buyer();
    const ten = newMobile();
    await db.user.update({ where: { id: shopper.id }, data: { mobile: `+91${ten}` } });
    const answer = await askBackInStock({ ...shopper.ctx, ip: randomIp() }, { sizeId: S.id, contact: ten, consent: true });
    expect(answer).toEqual({ message: NOTIFY_ME_THANKS });
    expect(await waitingFor(S.id, ten)).toBe(1);
    expect(await db.smsMessage.count({ where: { to: `+91${ten}` } })).toBe(0);
  });

  it("a phone-only shopper's tap subscribes her proved mobile: nothing to type, no tick, no code (issue 49)", async () => {
    const { S } = await kurta({ S: 0 });
    const shopper = await buyer();
    const ten = newMobile();
    await db.user.update({ where: { id: shopper.id }, data: { mobile: `+91${ten}`, email: null } });
    const { status, body } = await call(notifyMeRoute, { path: NOTIFY, token: shopper.token, json: { sizeId: S.id }, ip: randomIp() });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: NOTIFY_ME_THANKS });
    expect(body).not.toHaveProperty("codeSent");
    expect(await waitingFor(S.id, ten)).toBe(1);
    expect(await db.smsMessage.count({ where: { to: `+91${ten}` } })).toBe(0);
  });

  it("keeps its owner's unsubscribe: a stranger cannot subscribe the number again, only a code to it undoes the withdrawal", async () => {
    const { S, M } = await kurta({ S: 0, M: 0 });
    const ten = newMobile();
    await subscribeWithCode(S.id, ten);
    const consent = await db.contactConsent.findUniqueOrThrow({ where: { contact_channel: { contact: `+91${ten}`, channel: "SMS" } } });
    const stop = new URL(unsubscribeLink(consent.id));
    const done = await call(unsubscribeRoute, {
      path: "/api/v1/products/unsubscribe",
      json: { id: consent.id, key: stop.searchParams.get("key") },
    });
    expect(done).toMatchObject({ status: 200, body: { message: UNSUBSCRIBED } });

    // A stranger types the number again, with the tick and any code: the withdrawal stands.
    await pauseOver(ten);
    const json = { sizeId: M.id, contact: `+91${ten}`, consent: true };
    expect(await call(notifyMeRoute, { path: NOTIFY, json })).toMatchObject({ status: 200, body: { codeSent: true } });
    const guessed = await call(notifyMeRoute, { path: NOTIFY, json: { ...json, code: "123456" } });
    expect(guessed.status).toBe(400);
    expect((await db.contactConsent.findUniqueOrThrow({ where: { id: consent.id } })).withdrawnAt).not.toBeNull();
    expect(await waitingFor(M.id, ten)).toBe(0);

    // The owner, who reads the code, subscribes again.
    await pauseOver(ten);
    expect(await subscribeWithCode(M.id, ten)).toMatchObject({ status: 200, body: { message: NOTIFY_ME_THANKS } });
    expect((await db.contactConsent.findUniqueOrThrow({ where: { id: consent.id } })).withdrawnAt).toBeNull();
    expect(await waitingFor(M.id, ten)).toBe(1);
  });

  it("counts its texts toward the day's budget: with the budget spent the notice is not sent, and its job fails", async () => {
    vi.spyOn(clock, "now").mockReturnValue(new Date("2026-11-28T06:00:00Z"));
    const { product, S } = await kurta({ S: 0 });
    const ten = newMobile();
    await subscribeWithCode(S.id, ten);
    // The budget's 24 hours are read on the mocked clock: spend all of them just before it.
    const at = new Date("2026-11-28T05:59:00Z");
    await db.smsSpend.createMany({
      data: Array.from({ length: getEnv().SMS_DAILY_LIMIT }, () => ({
        phone: "+919000000000",
        template: "otp",
        known: true,
        createdAt: at,
      })),
    });
    try {
      await restockBy(product.id, S.id, 1);
      await sendBackInStockNotices(S.id);
      const notice = await db.stockNotice.findFirstOrThrow({ where: { sizeId: S.id, contact: `+91${ten}` } });
      await expect(textBackInStockNotice(notice.id)).rejects.toMatchObject({ status: 503, message: TEXTS_PAUSED });
      expect(await db.smsMessage.count({ where: { to: `+91${ten}`, template: "back-in-stock" } })).toBe(0);
    } finally {
      await db.smsSpend.deleteMany({ where: { phone: "+919000000000" } });
    }
  });
});

describe("every write that brings a size back sends it", () => {
  it("an admin's edit of the variant", async () => {
    const { product, variant, S } = await kurta({ S: 0 });
    const emails = await waiting(S.id, 1);
    const owner = await admin();
    await updateVariant(owner.ctx, {
      productId: product.id,
      variantId: variant.id,
      colorCode: "#3f51b5",
      colorName: "Indigo",
      images: [variant.image],
      sizes: JSON.stringify(["S", "M", "L"].map((size) => ({ size, price: 1499, discount: 1999, stock: 2 }))),
    });
    await runNoticeJobs();
    expect(await noticesTo(emails)).toEqual([1]);
  });

  it("a CSV import", async () => {
    const { product, S } = await kurta({ S: 0 });
    const emails = await waiting(S.id, 1);
    const owner = await admin();
    const exported = await exportCsvRoute(
      new Request(new URL("/admin/manage-products/export", APP_ORIGIN), { headers: { authorization: `Bearer ${owner.token}` } }),
    );
    const rows = parse(await exported.text(), { columns: true }) as Record<string, string>[];
    const mine = rows.filter((row) => row.productId === product.id).map((row) => (row.size === "S" ? { ...row, stock: "4" } : row));
    const { status } = await call(importCsvRoute, {
      path: "/api/v1/products/importCsv",
      token: owner.token,
      form: { file: new File([stringify(mine, { header: true })], "catalogue.csv", { type: "text/csv" }), mode: "apply" },
    });
    expect(status).toBe(200);
    await runNoticeJobs();
    expect(await noticesTo(emails)).toEqual([1]);
  });

  it("a cancelled order's stock put back", async () => {
    const { S } = await kurta({ S: 1 });
    const user = await buyer();
    const order = await cashOnDelivery(user.ctx, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
    const emails = await waiting(S.id, 1);
    await cancelMyOrder(user.ctx, { orderId: order.id });
    await runNoticeJobs();
    expect(await noticesTo(emails)).toEqual([1]);
  });

  it("a parcel returned to origin, inspected and put back", async () => {
    const { S } = await kurta({ S: 1 });
    const user = await buyer();
    const order = await cashOnDelivery(user.ctx, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
    await db.order.update({ where: { id: order.id }, data: { status: "RTO_DELIVERED" } });
    const emails = await waiting(S.id, 1);
    await markReturnedParcelInspected((await admin()).ctx, { orderId: order.id });
    await runNoticeJobs();
    expect(await noticesTo(emails)).toEqual([1]);
  });
});

describe("unsubscribe", () => {
  it("the email's link withdraws the consent and cancels every size still waited for; a forged key is refused", async () => {
    const { product, S, M } = await kurta({ S: 0, M: 0 });
    const [email] = await waiting(S.id, 1);
    await askBackInStock(guest(), { sizeId: M.id, contact: email, consent: true });
    await restockBy(product.id, S.id, 1);
    await runNoticeJobs();
    const [sent] = await db.emailOutbox.findMany({ where: { to: email, template: "back-in-stock" } });
    const link = new URL(/To stop back-in-stock emails: (\S+)/.exec(sent!.text)![1]!);
    const id = link.pathname.split("/").at(-1)!;
    const key = link.searchParams.get("key")!;
    expect(sent!.html).toContain(`/unsubscribe/${id}?key=${key}`);

    const forged = await call(unsubscribeRoute, { path: "/api/v1/products/unsubscribe", json: { id, key: `${key.slice(0, -2)}xx` } });
    expect(forged).toMatchObject({ status: 403, body: { success: false, message: UNSUBSCRIBE_LINK_INVALID } });
    expect(await db.contactConsent.findUniqueOrThrow({ where: { id } })).toMatchObject({ withdrawnAt: null });

    const done = await call(unsubscribeRoute, { path: "/api/v1/products/unsubscribe", json: { id, key } });
    expect(done).toMatchObject({ status: 200, body: { success: true, message: UNSUBSCRIBED } });
    expect((await db.contactConsent.findUniqueOrThrow({ where: { id } })).withdrawnAt).not.toBeNull();
    expect(
      await db.stockNotice.findUniqueOrThrow({ where: { sizeId_contact_channel: { sizeId: M.id, contact: email!, channel: "EMAIL" } } }),
    ).toMatchObject({
      notifiedAt: null,
      cancelledAt: expect.any(Date),
    });

    await restockBy(product.id, M.id, 5);
    await runNoticeJobs();
    expect(await noticesTo([email!])).toEqual([1]);
  });

  it("the email names a one-click unsubscribe for mail clients (RFC 8058), whose POST withdraws the consent; a forged key is refused", async () => {
    const { product, S } = await kurta({ S: 0 });
    const [email] = await waiting(S.id, 1);
    await restockBy(product.id, S.id, 1);
    await runNoticeJobs();
    const sent = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: "back-in-stock" } });
    const oneClick = new URL(sent.unsubscribeUrl!);
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe(`${APP_ORIGIN}/api/v1/products/unsubscribe`);
    const id = oneClick.searchParams.get("id")!;
    const key = oneClick.searchParams.get("key")!;
    const clientPost = (query: string) =>
      call(unsubscribeRoute, { path: `/api/v1/products/unsubscribe?${query}`, form: { "List-Unsubscribe": "One-Click" } });

    const forged = await clientPost(new URLSearchParams({ id, key: `${key.slice(0, -2)}xx` }).toString());
    expect(forged).toMatchObject({ status: 403, body: { success: false, message: UNSUBSCRIBE_LINK_INVALID } });
    expect(await db.contactConsent.findUniqueOrThrow({ where: { id } })).toMatchObject({ withdrawnAt: null, contact: email });

    expect(await clientPost(oneClick.search.slice(1))).toMatchObject({ status: 200, body: { success: true, message: UNSUBSCRIBED } });
    expect((await db.contactConsent.findUniqueOrThrow({ where: { id } })).withdrawnAt).not.toBeNull();
  });
});
