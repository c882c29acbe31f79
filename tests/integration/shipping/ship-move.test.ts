import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { SHIP_IN_PROGRESS_MESSAGE } from "@/lib/orders/shipments/book-shipment";
import { SHIPPING_UNAVAILABLE } from "@/lib/shipping/shiprocket/shiprocket";
import { loadTracking } from "@/lib/shipping/tracking";
import { TWIN_COURIER, twinProvider } from "@/lib/shipping/twin/twin";
import { db, outboxFor } from "../../support/api";
import { buyer, callOrder, kurta, type Buyer } from "../orders/fixtures";

// The ship move books the parcel through the provider (here the twin, the provider of demo mode
// and the tests) before its transaction, records the AWB, and moves the twin's timeline.
afterAll(() => db.$disconnect());
afterEach(() => vi.restoreAllMocks());

async function admin(): Promise<Buyer> {
  const user = await buyer();
  await db.user.update({ where: { id: user.id }, data: { role: "ADMIN" } });
  return user;
}

async function confirmedOrder() {
  const user = await buyer();
  const made = await kurta({ S: 5 });
  const order = await cashOnDelivery(user.ctx, { addressId: user.addressId, cart: [{ sizeId: made.S.id, quantity: 2 }] });
  await db.order.update({ where: { id: order.id }, data: { status: "CONFIRMED" } });
  return { user, order };
}

const update = (token: string, body: Record<string, unknown>) =>
  callOrder(updateOrderRoute, { path: "/api/v1/order/updateOrder", token, json: body });
const rowOf = (id: string) => db.order.findUniqueOrThrow({ where: { id } });
const statuses = async (awbCode: string) => (await loadTracking(awbCode))!.events!.map((event) => event.status);

describe("shipping an order", () => {
  it("records the AWB, courier and tracking link, mails the link, and the twin's timeline moves with delivery", async () => {
    const { user, order } = await confirmedOrder();
    const boss = await admin();
    const shipped = await update(boss.token, { orderId: order.id, status: "Shipped" });
    expect(shipped.status).toBe(200);
    const row = await rowOf(order.id);
    expect(row).toMatchObject({
      status: "SHIPPED",
      shipmentId: `TWS-${row.publicOrderId}`,
      courierName: TWIN_COURIER,
      shipmentClaimedAt: null,
    });
    expect(row.awbCode).toMatch(/^TW\d{12}$/);
    expect(row.trackingUrl).toBe(`/track/${row.awbCode}`);
    expect(shipped.body.order!.trackingLink).toBe(`/track/${row.awbCode}`);
    expect(shipped.body.order!.shiprocketDetails.awb_code).toBe(row.awbCode);
    const mail = (await outboxFor(user.email)).find((sent) => sent.template === "order-shipped");
    expect(mail?.text).toContain(`${getEnv().APP_URL}/track/${row.awbCode}`);
    expect(await statuses(row.awbCode!)).toEqual(["Booked", "Picked up", "In transit"]);

    expect((await update(boss.token, { orderId: order.id, status: "Delivered" })).status).toBe(200);
    const tracking = await loadTracking(row.awbCode!);
    expect(tracking).toMatchObject({ awbCode: row.awbCode, courierName: TWIN_COURIER, destination: "Pune, Maharashtra", isReturn: false });
    expect(tracking!.events!.map((event) => [event.status, event.location])).toEqual([
      ["Booked", "New Delhi workshop"],
      ["Picked up", "New Delhi workshop"],
      ["In transit", "New Delhi hub"],
      ["Out for delivery", "Pune"],
      ["Delivered", "Pune"],
    ]);
  });

  it("leaves the order Confirmed with a clear 503 when the provider fails, and a retry books one parcel only", async () => {
    const { order } = await confirmedOrder();
    const boss = await admin();
    const create = vi.spyOn(twinProvider, "createShipment");
    vi.spyOn(twinProvider, "assignAwb").mockRejectedValueOnce(new AppError("unavailable", SHIPPING_UNAVAILABLE));

    const failed = await update(boss.token, { orderId: order.id, status: "Shipped" });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(`The parcel could not be booked, so the order is still Confirmed. ${SHIPPING_UNAVAILABLE}`);
    const after = await rowOf(order.id);
    expect(after).toMatchObject({ status: "CONFIRMED", shippedAt: null, awbCode: null, shipmentClaimedAt: null });
    expect(after.shipmentId).toBe(`TWS-${after.publicOrderId}`);
    expect(
      await db.emailOutbox.count({
        where: { template: "order-shipped", to: (await db.user.findUniqueOrThrow({ where: { id: after.userId! } })).email! },
      }),
    ).toBe(0);

    const retried = await update(boss.token, { orderId: order.id, status: "Shipped" });
    expect(retried.status).toBe(200);
    expect(create).toHaveBeenCalledTimes(1);
    expect((await rowOf(order.id)).status).toBe("SHIPPED");
  });

  it("books one parcel when two admins ship the same order at once; the other is told why", async () => {
    const { order } = await confirmedOrder();
    const boss = await admin();
    const create = vi.spyOn(twinProvider, "createShipment");
    const answers = await Promise.all([1, 2, 3].map(() => update(boss.token, { orderId: order.id, status: "Shipped" })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect([SHIP_IN_PROGRESS_MESSAGE, "This order is already shipped"]).toContain(refused.body.message);
    }
    expect(create).toHaveBeenCalledTimes(1);
    expect(await db.shipmentEvent.count({ where: { awbCode: (await rowOf(order.id)).awbCode! } })).toBe(3);
  });

  it("calls no provider for an order that cannot ship", async () => {
    const user = await buyer();
    const made = await kurta({ S: 5 });
    const pending = await cashOnDelivery(user.ctx, { addressId: user.addressId, cart: [{ sizeId: made.S.id, quantity: 1 }] });
    const boss = await admin();
    const create = vi.spyOn(twinProvider, "createShipment");
    const answer = await update(boss.token, { orderId: pending.id, status: "Shipped" });
    expect(answer).toMatchObject({ status: 409, body: { message: "A pending order cannot be marked shipped" } });
    expect((await update(boss.token, { orderId: "no-such-order", status: "Shipped" })).status).toBe(404);
    expect(create).not.toHaveBeenCalled();
  });

  it("shows no timeline for an AWB that is not one of ours", async () => {
    expect(await loadTracking("TW000000000000")).toBeNull();
    expect(await loadTracking("../../etc/passwd")).toBeNull();
  });
});
