import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as returnOrderRoute } from "@/app/api/v1/order/returnOrder/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { AppError } from "@/lib/errors";
import { syncTracking } from "@/lib/orders/shipments/sync-tracking";
import { twinProvider } from "@/lib/shipping/twin/twin";
import { db } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { admin, callOrder, codOrder } from "../orders/fixtures";

// The scheduled tracking update makes the moves a courier reports: a delivery, or a return picked
// up. The courier is simulated by writing its event into the twin's timeline, as Shiprocket's
// tracking answer would carry it.
afterAll(() => db.$disconnect());
afterEach(() => vi.restoreAllMocks());

const update = (token: string, body: Record<string, unknown>) =>
  callOrder(updateOrderRoute, { path: "/api/v1/order/updateOrder", token, json: body });
const rowOf = (id: string) => db.order.findUniqueOrThrow({ where: { id } });
const courierReports = (awbCode: string, status: string) =>
  db.shipmentEvent.create({ data: { awbCode, status, detail: "Reported by the courier", location: "Pune" } });

async function shippedOrder() {
  const made = await codOrder("CONFIRMED");
  const boss = await admin();
  expect((await update(boss.token, { orderId: made.order.id, status: "Shipped" })).status).toBe(200);
  return { ...made, boss, awbCode: (await rowOf(made.order.id)).awbCode! };
}

describe("the tracking update", () => {
  it("leaves a parcel on its way alone, and delivers it once the courier reports it delivered, as the shipping provider", async () => {
    const { order, awbCode } = await shippedOrder();
    await syncTracking();
    expect((await rowOf(order.id)).status).toBe("SHIPPED");

    await courierReports(awbCode, "Delivered");
    await syncTracking();
    const row = await rowOf(order.id);
    expect(row.status).toBe("DELIVERED");
    expect(row.deliveredAt).not.toBeNull();
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: order.id, action: "order.delivered" } });
    expect(audit.actorId).toBeNull();
    expect(audit.data).toMatchObject({ role: "SHIPPING_PROVIDER" });
    expect(await db.invoice.count({ where: { orderId: order.id } })).toBe(1);

    await syncTracking();
    expect(await db.auditLog.count({ where: { entityId: order.id, action: "order.delivered" } })).toBe(1);
  });

  it("catches a failed delivery and a return to origin that no webhook reported", async () => {
    const { order, awbCode } = await shippedOrder();
    await courierReports(awbCode, "UNDELIVERED");
    await syncTracking();
    expect((await rowOf(order.id)).status).toBe("DELIVERY_FAILED");
    expect(await db.deliveryFailure.count({ where: { orderId: order.id } })).toBe(1);
    await courierReports(awbCode, "RTO DELIVERED");
    await syncTracking();
    expect((await rowOf(order.id)).status).toBe("RTO_DELIVERED");
  });

  it("marks a return picked up when the courier collected it", async () => {
    const { order, user, boss } = await shippedOrder();
    expect((await update(boss.token, { orderId: order.id, status: "Delivered" })).status).toBe(200);
    const requested = await callOrder(returnOrderRoute, {
      path: "/api/v1/order/returnOrder",
      token: user.token,
      json: { orderId: order.id, reason: "Too short", cart: [{ _id: order.cart[0]!._id, currQty: 1 }] },
    });
    expect(requested.status).toBe(200);
    const returnId = requested.body.order!.id;
    await workOffJobs();
    const { awbCode } = await rowOf(returnId);
    expect(awbCode).toMatch(/^TW\d{12}$/);

    await syncTracking();
    expect((await rowOf(returnId)).status).toBe("RETURN_REQUESTED");
    await courierReports(awbCode!, "Picked Up");
    await syncTracking();
    expect((await rowOf(returnId)).status).toBe("RETURN_PICKED_UP");
  });

  it("one parcel's failing provider call does not stop the others; the next run catches up", async () => {
    const first = await shippedOrder();
    const second = await shippedOrder();
    await courierReports(first.awbCode, "Delivered");
    await courierReports(second.awbCode, "Delivered");
    const track = twinProvider.track.bind(twinProvider);
    vi.spyOn(twinProvider, "track").mockImplementation(async (awbCode) => {
      if (awbCode === first.awbCode) throw new AppError("unavailable", "Shiprocket is not answering");
      return track(awbCode);
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    await syncTracking();
    expect((await rowOf(first.order.id)).status).toBe("SHIPPED");
    expect((await rowOf(second.order.id)).status).toBe("DELIVERED");

    vi.mocked(twinProvider.track).mockRestore();
    await syncTracking();
    expect((await rowOf(first.order.id)).status).toBe("DELIVERED");
  });
});
