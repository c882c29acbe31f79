import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { checkoutPayload, sign } from "@/lib/payments/signature";
import { TWIN_KEY_SECRET, twinId } from "@/lib/payments/twin";
import { makeBuyers, sizeWithStock, systemDb, type Buyer } from "./support/data";
import { freePort } from "../support/free-port";
import { startProcess, stopAll, waitFor } from "./support/processes";
import { nextBin, shopEnv, startShop, type Shop } from "./support/shop";

// Vercel's shape, as far as this machine allows: the production build under plain `next start`
// (no scripts/serve.ts, RUN_WORKER=false, no worker process) with VERCEL=1, where the background
// jobs run only when the cron route is called, as Vercel Cron calls it. Vercel's own network,
// its cron scheduler and UploadThing are not here.
const CRON_SECRET = randomBytes(24).toString("hex");
// A token of the dashboard's shape; this test uploads nothing.
const UPLOADTHING_TOKEN = btoa(JSON.stringify({ apiKey: "sk_test_unused", appId: "kurta-test", regions: ["sea1"] }));
const VERCEL_ENV = { VERCEL: "1", CRON_SECRET, UPLOADTHING_TOKEN };
const db = systemDb();

afterAll(() => stopAll());

type Order = { _id: string };

describe("Vercel: no worker, jobs drained by the cron route", () => {
  test("on Vercel, a server without UPLOADTHING_TOKEN refuses every request, and says why in its log only", async () => {
    const withoutToken = { VERCEL: "1", CRON_SECRET };
    const port = await freePort();
    const proc = startProcess(
      process.execPath,
      [nextBin, "start", "--port", String(port)],
      shopEnv({ ...withoutToken, PORT: String(port) }),
    );
    const health = await waitFor("the server to answer", () => fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null));
    expect(health.status).toBe(500);
    expect(await health.text()).not.toContain("UPLOADTHING_TOKEN");
    expect(proc.output()).toContain("UPLOADTHING_TOKEN: is required on Vercel (VERCEL=1): its file system is read-only and per instance");
    await proc.stop();
  });

  test("a reset link, a cancelled COD order and a prepaid order whose refund failed wait for the cron route, which delivers and refunds once", async () => {
    // The first instance plays a payment provider that cannot refund just now.
    let shop = await startShop({ plain: true, env: { ...VERCEL_ENV, DEMO_REFUND_OUTAGE: "true" } });
    const [buyer] = await makeBuyers(1, shop);
    const size = await sizeWithStock(10);
    const cart = [{ sizeId: size.id, quantity: 1 }];

    expect((await shop.api("/api/v1/auth/getResetPasswordLink", { json: { email: buyer!.email } })).status).toBe(200);
    const cod = await shop.api<{ order: Order }>("/api/v1/order/cashOnDelivery", {
      token: buyer!.token,
      json: { addressId: buyer!.addressId, cart },
    });
    expect(cod.status).toBe(200);
    expect((await cancel(shop, buyer!, cod.body.order)).status).toBe(200);
    const prepaid = await payThroughTwin(shop, buyer!, cart);
    const cancelled = await cancel(shop, buyer!, prepaid);
    expect(cancelled.status).toBe(200);

    const payment = await db.payment.findFirstOrThrow({ where: { orderId: prepaid._id } });
    expect(payment.status).toBe("CAPTURED");
    expect(await refundJobStates(payment.id)).toEqual(["created"]);
    const pending = await db.emailOutbox.findMany({ where: { to: buyer!.email } });
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(pending.every((email) => email.status === "PENDING")).toBe(true);
    await shop.proc.stop();

    // The provider is back. Nothing moves until Vercel Cron calls.
    shop = await startShop({ plain: true, env: VERCEL_ENV });
    expect((await shop.api("/api/cron/jobs")).status).toBe(401);
    expect((await shop.api("/api/cron/jobs", { headers: { authorization: `Bearer ${CRON_SECRET.slice(1)}x` } })).status).toBe(401);
    expect((await shop.api("/api/cron/jobs", { headers: { authorization: `Basic ${CRON_SECRET}` } })).status).toBe(401);
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "CAPTURED" });

    // Vercel's own request id is kept (it comes from the platform), echoed, and on the call's log line.
    const call = await shop.fetch("/api/cron/jobs", {
      headers: { authorization: `Bearer ${CRON_SECRET}`, "x-request-id": "iad1::cron-7f3a" },
    });
    expect(call.status).toBe(200);
    expect(call.headers.get("cache-control")).toBe("no-store");
    expect(call.headers.get("x-request-id")).toBe("iad1::cron-7f3a");
    const run = (await call.json()) as { success: boolean; completed: number; outOfTime: boolean; queued: string[] };
    expect(run).toMatchObject({ success: true, outOfTime: false });
    expect(run.completed).toBeGreaterThanOrEqual(5);
    const line = await waitFor("the cron call's log line", async () =>
      shop.proc
        .output()
        .split("\n")
        .find((text) => text.startsWith("{") && text.includes('"requestId":"iad1::cron-7f3a"') && text.includes('"msg":"request"')),
    );
    expect(JSON.parse(line)).toMatchObject({
      level: "info",
      method: "GET",
      route: "/api/cron/jobs",
      status: 200,
      durationMs: expect.any(Number),
    });

    const emails = await db.emailOutbox.findMany({ where: { to: buyer!.email } });
    expect(emails.map((email) => email.template).sort()).toEqual(expect.arrayContaining(["password-reset"]));
    expect(emails.length).toBe(pending.length + 1);
    expect(emails.filter((email) => email.status !== "SENT")).toEqual([]);
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: "REFUNDED",
      refundId: expect.stringMatching(/^rfnd_/),
    });
    expect(await refundJobStates(payment.id)).toEqual(["completed"]);

    // A second call (Vercel may call twice) finds nothing left to do for them.
    expect((await shop.api("/api/cron/jobs", { headers: { authorization: `Bearer ${CRON_SECRET}` } })).status).toBe(200);
    expect(await db.auditLog.count({ where: { entityType: "Payment", entityId: payment.id, action: "payment.refunded" } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { to: buyer!.email } })).toBe(emails.length);
  });
});

function cancel(shop: Shop, buyer: Buyer, order: Order) {
  return shop.api<{ message: string }>("/api/v1/order/cancelMyOrder", { token: buyer.token, json: { orderId: order._id } });
}

/** What the twin's test-payment dialog does on Pay: a payment id signed with the twin's key secret, as Razorpay Checkout returns it. */
async function payThroughTwin(shop: Shop, buyer: Buyer, cart: { sizeId: string; quantity: number }[]): Promise<Order> {
  const captured = await shop.api<{ payment: { id: string } }>("/api/v1/order/capturePayment", {
    token: buyer.token,
    json: { addressId: buyer.addressId, cart },
  });
  expect(captured.status).toBe(200);
  const orderId = captured.body.payment.id;
  const paymentId = twinId("pay");
  const verified = await shop.api<{ order: Order }>("/api/v1/order/verifyPayment", {
    token: buyer.token,
    json: {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(checkoutPayload(orderId, paymentId), TWIN_KEY_SECRET),
    },
  });
  expect(verified.status).toBe(200);
  return verified.body.order;
}

async function refundJobStates(paymentId: string): Promise<string[]> {
  const rows = await db.$queryRaw<
    { state: string }[]
  >`SELECT state::text FROM pgboss.job WHERE name = 'payments.refund' AND data->>'paymentId' = ${paymentId}`;
  return rows.map((row) => row.state);
}
