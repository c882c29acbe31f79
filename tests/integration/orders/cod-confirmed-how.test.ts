import { afterAll, afterEach, describe, expect, it } from "vitest";
import { POST as bulkRoute } from "@/app/api/v1/order/bulkUpdateOrders/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { clear, LIMITS } from "@/lib/auth/rate-limit";
import { answerCod } from "@/lib/orders/cod/confirmation";
import { answerCodReply } from "@/lib/orders/cod/replies";
import { listOrders } from "@/lib/orders/queries";
import { call, db } from "../../support/api";
import { admin, codOrder } from "./fixtures";

// How a cash-on-delivery order was confirmed is kept apart: the shopper's own yes (WhatsApp, her
// link, a call the owner records as hers) or the owner's without asking (a bulk confirm, a plain
// Confirm). The back office's order cards say which, and which still wait for her.

afterAll(() => db.$disconnect());
afterEach(() => clear(LIMITS.textsPerPhone("+919876543210")));

describe("a cash-on-delivery confirmation", () => {
  it("records who said yes and how, and the order cards say it", async () => {
    const boss = await admin();
    const orders = [];
    for (let i = 0; i < 6; i += 1) orders.push(await codOrder());
    const [byWhatsApp, byLink, onCall, bulkA, bulkB, waiting] = orders;

    await answerCodReply({ from: "+919876543210", payload: `cod-confirm:${byWhatsApp!.order.id}`, at: new Date().toISOString() });
    await answerCod(byLink!.order.id, "confirm", "link");
    const called = await call(updateOrderRoute, {
      path: "/api/v1/order/updateOrder",
      token: boss.token,
      json: { orderId: onCall!.order.id, status: "Confirmed", confirmedOnCall: true },
    });
    expect(called.status).toBe(200);
    const bulk = await call(bulkRoute, {
      path: "/api/v1/order/bulkUpdateOrders",
      token: boss.token,
      json: { orderIds: [bulkA!.order.id, bulkB!.order.id], status: "Confirmed" },
    });
    expect(bulk).toMatchObject({ status: 200, body: { message: "2 orders confirmed", failed: [] } });

    const cardOf = async ({ order }: { order: { id: string; orderDetails: { public_order_id: string } } }) => {
      const listed = await listOrders(boss.ctx, { type: "Order", search: order.orderDetails.public_order_id });
      return listed.data.find((card) => card.id === order.id)!.codConfirmation;
    };
    expect(await cardOf(byWhatsApp!)).toEqual({ state: "WHATSAPP", label: "Confirmed by the shopper on WhatsApp" });
    expect(await cardOf(byLink!)).toEqual({ state: "LINK", label: "Confirmed by the shopper's link" });
    expect(await cardOf(onCall!)).toEqual({ state: "CALL", label: "Confirmed by the shopper on a call" });
    for (const owners of [bulkA!, bulkB!]) {
      expect(await cardOf(owners)).toEqual({ state: "OWNER", label: "Confirmed by the shop without asking the shopper" });
    }
    expect(await cardOf(waiting!)).toEqual({ state: "WAITING", label: "Not confirmed by the shopper yet" });
  });

  it("refuses a confirmedOnCall that is not true or false with 400", async () => {
    const boss = await admin();
    const { order } = await codOrder();
    const refused = await call(updateOrderRoute, {
      path: "/api/v1/order/updateOrder",
      token: boss.token,
      json: { orderId: order.id, status: "Confirmed", confirmedOnCall: "yes" },
    });
    expect(refused).toMatchObject({ status: 400, body: { success: false, message: "confirmedOnCall must be true or false" } });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PENDING", codConfirmedVia: null });
  });
});
