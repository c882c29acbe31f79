import { randomInt } from "node:crypto";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { POST as returnOrderRoute } from "@/app/api/v1/order/returnOrder/route";
import { POST as webhookRoute } from "@/app/api/v1/shipping/webhook/route";
import { clock } from "@/lib/clock";
import { getBoss } from "@/lib/jobs/boss";
import { queueJob } from "@/lib/jobs/queue-job";
import { shipByDay } from "@/lib/orders/model/ship-by";
import { orderNewsChannels } from "@/lib/orders/news/channels";
import { getOrderById } from "@/lib/orders/queries";
import { answerFailedDelivery, loadFailedDelivery, reattemptDays } from "@/lib/orders/shipments/failed-deliveries";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { shiprocketScanPayload, type TwinScan } from "@/lib/shipping/twin/twin-courier";
import { TWIN_WEBHOOK_TOKEN } from "@/lib/shipping/shiprocket/tracking-webhook";
import { pressTwinButton } from "@/lib/sms/inbox/twin-reply";
import { call, db, outboxFor } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { admin, buyer, callOrder, codOrder, kurta, prepaidOrder, type Buyer } from "./fixtures";

// Issue 49: a shopper who signed in with her phone hears of her order there, each piece of news once:
// placed (the request to confirm cash on delivery), her WhatsApp yes answered in the chat, shipped,
// out for delivery, a failed delivery with the page that answers it, delivered, a return picked up,
// its refund. Everything is driven through the real doors: the API, the courier's webhook, the twin's
// WhatsApp buttons; the twin inbox (SmsMessage) is what her phone shows.
afterAll(() => db.$disconnect());
afterEach(() => vi.restoreAllMocks());

/** A shopper who signed in with her mobile number and has no email, with her address in Pune. */
async function phoneShopper(): Promise<Buyer & { mobile: string }> {
  const made = await buyer();
  const mobile = `+918${randomInt(100_000_000, 1_000_000_000)}`;
  await db.user.update({ where: { id: made.id }, data: { email: null, mobile } });
  return { ...made, mobile, ctx: { ...made.ctx, caller: { ...made.ctx.caller!, email: null } } } as Buyer & { mobile: string };
}

/** Makes every waiting job due (quiet hours hold some till the morning), then works them off. */
async function sendWaiting() {
  await (await getBoss()).getDb().executeSql(`UPDATE pgboss.job SET start_after = now() WHERE state IN ('created', 'retry')`, []);
  await workOffJobs();
}

/** Her phone's messages, oldest first. */
const inbox = (to: string) => db.smsMessage.findMany({ where: { to }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

const update = (token: string, json: Record<string, unknown>) =>
  callOrder(updateOrderRoute, { path: "/api/v1/order/updateOrder", token, json });

/** The courier's scan, as Shiprocket posts it to the tracking webhook, and the job that makes its move. */
async function scan(awbCode: string, label: TwinScan, at: Date) {
  const answer = await call(webhookRoute, {
    path: "/api/v1/shipping/webhook",
    headers: { "x-api-key": TWIN_WEBHOOK_TOKEN },
    raw: JSON.stringify(shiprocketScanPayload(awbCode, label, at)),
  });
  expect(answer.status).toBe(200);
  await sendWaiting();
}

describe("a phone-only shopper's order life", () => {
  it("reaches her phone, each piece of news once, the failed delivery with the page that answers it", async () => {
    const shopper = await phoneShopper();
    const { S } = await kurta({ S: 5 });
    const placed = await cashOnDelivery(shopper.ctx, { addressId: shopper.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
    const orderId = placed.id;
    await sendWaiting();

    // Placed: the request to confirm cash on delivery, on WhatsApp with its buttons.
    const [ask] = await inbox(shopper.mobile);
    expect(ask).toMatchObject({ template: "cod-confirm", channel: "WHATSAPP" });
    expect(ask!.text).toContain(placed.publicOrderId);

    // She presses Confirm: the chat answers, and her order page says so at once.
    await pressTwinButton(ask!.id, `cod-confirm:${orderId}`);
    await sendWaiting();
    const row = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    const confirmed = (await inbox(shopper.mobile)).at(-1)!;
    expect(confirmed.template).toBe("cod-confirmed");
    expect(confirmed.text).toContain(
      `Confirmed: we ship your Kurta Shop order ${placed.publicOrderId} by ${shipByDay(row.codConfirmedAt!)}`,
    );
    const page = await getOrderById(shopper.ctx, { orderId });
    expect(page).toMatchObject({ customerStatusLabel: "Placed", shipsBy: shipByDay(row.codConfirmedAt!) });
    // Pressing it again changes nothing and is not answered twice.
    await pressTwinButton(ask!.id, `cod-confirm:${orderId}`);
    await sendWaiting();

    // The owner confirms and ships it.
    const boss = await admin();
    expect((await update(boss.token, { orderId, status: "Confirmed" })).status).toBe(200);
    expect((await update(boss.token, { orderId, status: "Shipped" })).status).toBe(200);
    await sendWaiting();
    const { awbCode } = await db.order.findUniqueOrThrow({ where: { id: orderId } });

    // Out for delivery; the courier cannot deliver; the same scan sent twice changes nothing.
    const t0 = Date.now();
    await scan(awbCode!, "OUT FOR DELIVERY", new Date(t0 - 50_000));
    await scan(awbCode!, "UNDELIVERED", new Date(t0 - 40_000));
    await scan(awbCode!, "UNDELIVERED", new Date(t0 - 40_000));
    const failed = (await inbox(shopper.mobile)).at(-1)!;
    expect(failed.template).toBe("delivery-failed");
    const [, failureId, key] = /\/delivery\/([^?\s]+)\?key=([^\s]+)/.exec(failed.text)!;
    const answerPage = await loadFailedDelivery(failureId!, decodeURIComponent(key!));
    expect(answerPage).not.toBeNull();

    // She asks for another attempt from the link; it goes out again and is delivered.
    await answerFailedDelivery(
      { id: shopper.id, role: "CUSTOMER" },
      { failureId, answer: "REATTEMPT", reattemptOn: reattemptDays(clock.now())[0], phone: shopper.mobile.slice(3) },
      decodeURIComponent(key!),
    );
    await scan(awbCode!, "OUT FOR DELIVERY", new Date(t0 - 30_000));
    await scan(awbCode!, "DELIVERED", new Date(t0 - 20_000));
    await scan(awbCode!, "DELIVERED", new Date(t0 - 10_000));

    // She returns it: the pickup, then the owner pays the cash refund.
    const returned = await callOrder(returnOrderRoute, {
      path: "/api/v1/order/returnOrder",
      token: shopper.token,
      json: { orderId, reason: "Too small" },
    });
    expect(returned.status).toBe(200);
    const returnId = returned.body.order!.id;
    await sendWaiting();
    expect((await update(boss.token, { orderId: returnId, status: "Return Picked Up" })).status).toBe(200);
    expect((await update(boss.token, { orderId: returnId, status: "Refunded", payoutReference: "412345678901" })).status).toBe(200);
    await sendWaiting();

    const messages = await inbox(shopper.mobile);
    expect(messages.map((message) => `${message.template} ${message.status}`)).toEqual([
      "cod-confirm SENT",
      "cod-confirmed SENT",
      "order-shipped SENT",
      "out-for-delivery SENT",
      "delivery-failed SENT",
      "out-for-delivery SENT",
      "order-delivered SENT",
      "return-picked-up SENT",
      "refund-paid SENT",
    ]);
    const { publicOrderId: returnPublicId } = await db.order.findUniqueOrThrow({ where: { id: returnId } });
    expect(messages.slice(2, 7).every((message) => message.text.includes(placed.publicOrderId))).toBe(true);
    expect(messages[3]!.text).toContain(`To pay on delivery: ${"₹"}`);
    expect(messages[7]!.text).toContain(returnPublicId);
    expect(messages[8]!.text).toContain(returnPublicId);

    // A job run again (a worker lost mid-job) finds the news sent and sends nothing more.
    await queueJob("orders.phone-news", { orderId, event: "delivered" });
    await sendWaiting();
    expect(await inbox(shopper.mobile)).toHaveLength(messages.length);
  });

  it("tells a prepaid order's shopper it is placed on the delivery phone and by email, the channels the banner names", async () => {
    const { user, order } = await prepaidOrder();
    await sendWaiting();
    const texted = await db.smsMessage.findMany({
      where: { template: "order-placed", text: { contains: order.orderDetails.public_order_id } },
    });
    expect(texted).toMatchObject([{ to: "+919876543210", status: "SENT", channel: "WHATSAPP" }]);
    expect((await outboxFor(user.email)).filter((mail) => mail.template === "order-confirmation")).toHaveLength(1);
    const view = await getOrderById(user.ctx, { orderId: order.id });
    expect(await orderNewsChannels(user.id, view)).toEqual({ email: user.email, phone: { number: "+919876543210", whatsApp: true } });
  });
});

describe("a shopper with an email and a phone", () => {
  it("hears on both, each piece once: a second out-for-delivery scan, and a cash return picked up", async () => {
    // Confirmed by the owner before the request to confirm went: the delivery phone hears from the shipping on.
    const { user, order } = await codOrder();
    const boss = await admin();
    expect((await update(boss.token, { orderId: order.id, status: "Confirmed" })).status).toBe(200);
    expect((await update(boss.token, { orderId: order.id, status: "Shipped" })).status).toBe(200);
    const { awbCode, publicOrderId } = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    const t0 = Date.now();
    await scan(awbCode!, "OUT FOR DELIVERY", new Date(t0 - 30_000));
    await scan(awbCode!, "OUT FOR DELIVERY", new Date(t0 - 20_000));
    await scan(awbCode!, "DELIVERED", new Date(t0 - 10_000));
    const returned = await callOrder(returnOrderRoute, {
      path: "/api/v1/order/returnOrder",
      token: user.token,
      json: { orderId: order.id, reason: "Too small" },
    });
    expect(returned.status).toBe(200);
    await sendWaiting();
    expect((await update(boss.token, { orderId: returned.body.order!.id, status: "Return Picked Up" })).status).toBe(200);
    await sendWaiting();

    const mails = (await outboxFor(user.email)).map((mail) => mail.template);
    expect(
      mails.filter((template) => ["order-shipped", "out-for-delivery", "order-delivered", "return-picked-up"].includes(template)),
    ).toEqual(["order-shipped", "out-for-delivery", "order-delivered", "return-picked-up"]);
    const texts = await db.smsMessage.findMany({
      where: { to: "+919876543210", text: { contains: publicOrderId } },
      orderBy: { createdAt: "asc" },
    });
    expect(texts.map((text) => text.template)).toEqual(["order-shipped", "out-for-delivery", "order-delivered"]);
  });
});

describe("quiet hours", () => {
  it("hold a shipped notice till the morning but not a failed delivery, which cannot wait", async () => {
    const shopper = await phoneShopper();
    const { S } = await kurta({ S: 5 });
    const placed = await cashOnDelivery(shopper.ctx, { addressId: shopper.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
    const boss = await admin();
    // 23:30 in India.
    const night = new Date("2026-12-06T18:00:00Z");
    vi.spyOn(clock, "now").mockReturnValue(night);
    expect((await update(boss.token, { orderId: placed.id, status: "Confirmed" })).status).toBe(200);
    expect((await update(boss.token, { orderId: placed.id, status: "Shipped" })).status).toBe(200);
    const { awbCode } = await db.order.findUniqueOrThrow({ where: { id: placed.id } });
    const answer = await call(webhookRoute, {
      path: "/api/v1/shipping/webhook",
      headers: { "x-api-key": TWIN_WEBHOOK_TOKEN },
      raw: JSON.stringify(shiprocketScanPayload(awbCode!, "UNDELIVERED", night)),
    });
    expect(answer.status).toBe(200);
    await workOffJobs({ names: ["shipping.courier-scan"] });
    const due = async (event: string) => {
      const { rows } = (await (
        await getBoss()
      )
        .getDb()
        .executeSql(
          `SELECT start_after FROM pgboss.job WHERE name = 'orders.phone-news' AND data->>'orderId' = $1 AND data->>'event' = $2`,
          [placed.id, event],
        )) as { rows: { start_after: Date }[] };
      expect(rows).toHaveLength(1);
      return new Date(rows[0]!.start_after).toISOString();
    };
    expect(await due("shipped")).toBe("2026-12-07T03:30:00.000Z");
    expect(await due("delivery-failed:1")).toBe(night.toISOString());
  });
});
