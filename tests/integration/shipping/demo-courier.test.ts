import { afterAll, describe, expect, it } from "vitest";
import { POST as getOrderByIdRoute } from "@/app/api/v1/order/getOrderById/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { AppError } from "@/lib/errors";
import { sendDemoScan } from "@/lib/orders/shipments/demo-courier";
import { db } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { admin, callOrder, codOrder } from "../orders/fixtures";

// Issue 49 point 12: the back office's demo courier applies its scan in the same request, so the owner
// and the shopper see the parcel's new state at once, with no job worked off; the scan's queued job
// then changes nothing (the scan is not applied twice).

afterAll(() => db.$disconnect());

const rowOf = (id: string) => db.order.findUniqueOrThrow({ where: { id }, select: { status: true } });

async function shippedCod() {
  const made = await codOrder();
  const boss = await admin();
  for (const status of ["Confirmed", "Shipped"]) {
    const answer = await callOrder(updateOrderRoute, {
      path: "/api/v1/order/updateOrder",
      token: boss.token,
      json: { orderId: made.order.id, status },
    });
    expect(answer.status).toBe(200);
  }
  return { ...made, boss };
}

/** The order as its shopper's getOrderById answers it. */
async function shopperSees(token: string, orderId: string) {
  const { status, body } = await callOrder(getOrderByIdRoute, { path: "/api/v1/order/getOrderById", token, json: { orderId } });
  expect(status).toBe(200);
  return Array.isArray(body.orders) ? body.orders[0]! : body.orders!;
}

describe("the demo courier's scans", () => {
  it("move the order in the same request: a failed delivery, out again, delivered; the queued jobs add nothing", async () => {
    const { user, order, boss } = await shippedCod();
    await workOffJobs();

    expect(await sendDemoScan(boss.ctx, { orderId: order.id, scan: "UNDELIVERED" })).toEqual({
      publicOrderId: order.orderDetails.public_order_id,
    });
    expect(await rowOf(order.id)).toEqual({ status: "DELIVERY_FAILED" });
    expect(await db.deliveryFailure.count({ where: { orderId: order.id } })).toBe(1);
    expect((await shopperSees(user.token, order.id)).orderDetails.status).toBe("Delivery Failed");

    await workOffJobs();
    expect(await rowOf(order.id)).toEqual({ status: "DELIVERY_FAILED" });
    expect(await db.deliveryFailure.count({ where: { orderId: order.id } })).toBe(1);

    await sendDemoScan(boss.ctx, { orderId: order.id, scan: "OUT FOR DELIVERY" });
    expect(await rowOf(order.id)).toEqual({ status: "SHIPPED" });
    await sendDemoScan(boss.ctx, { orderId: order.id, scan: "DELIVERED" });
    expect(await rowOf(order.id)).toEqual({ status: "DELIVERED" });
    expect((await shopperSees(user.token, order.id)).orderDetails.status).toBe("DELIVERED");
  });

  it("are the owner's only: a shopper is refused and the parcel does not move", async () => {
    const { user, order } = await shippedCod();
    const refused = await sendDemoScan(user.ctx, { orderId: order.id, scan: "DELIVERED" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(403);
    expect(await rowOf(order.id)).toEqual({ status: "SHIPPED" });
  });
});
