import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as cancelMyOrderRoute } from "@/app/api/v1/order/cancelMyOrder/route";
import { POST as cancelOrderRoute } from "@/app/api/v1/order/cancelOrder/route";
import { GET as getOrdersGet, POST as getOrdersRoute } from "@/app/api/v1/order/getOrders/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { REASON_MESSAGE, SHOP_CANCEL_REASON } from "@/lib/orders/model/schemas";
import { MAX_UNPAGED_ORDERS, TOO_MANY_ORDERS_MESSAGE } from "@/lib/orders/queries";
import { SHIPPED_CANCEL_MESSAGE, CUSTOMER_CANCEL_MESSAGE } from "@/lib/orders/model/status";
import { retryRefund } from "@/lib/payments/refund";
import { twinProvider } from "@/lib/payments/twin";
import { call, db, outboxFor } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { admin, buyer, callOrder, codOrder, prepaidOrder, stockOf } from "./fixtures";

afterAll(() => db.$disconnect());
afterEach(() => vi.restoreAllMocks());

const ALL: OrderStatus[] = ["PENDING", "CONFIRMED", "SHIPPED", "DELIVERED", "CANCELLED"];

const cancelMine = (token: string | undefined, orderId: string) =>
  callOrder(cancelMyOrderRoute, { path: "/api/v1/order/cancelMyOrder", token, json: { orderId } });
const cancelAsAdmin = (token: string | undefined, body: Record<string, unknown>) =>
  callOrder(cancelOrderRoute, { path: "/api/v1/order/cancelOrder", token, json: body });
const update = (token: string | undefined, body: Record<string, unknown>) =>
  callOrder(updateOrderRoute, { path: "/api/v1/order/updateOrder", token, json: body });
const statusOf = async (id: string) => (await db.order.findUniqueOrThrow({ where: { id } })).status;

describe("cancelMyOrder: the customer cancels their own Pending order", () => {
  it("cancels, puts the stock back, refreshes the listing, records when and why, audits and mails", async () => {
    const { user, order, product, S } = await codOrder();
    expect(await stockOf(S.id)).toBe(3);
    const { status, body } = await cancelMine(user.token, order.id);
    expect(status).toBe(200);
    expect(body.message).toBe("Order cancelled");
    expect(body.order).toMatchObject({ _id: order.id, orderDetails: { status: "Cancelled" }, paymentStatus: "Not Done (Cash)" });
    expect(await stockOf(S.id)).toBe(5);
    const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(row.cancelReason).toBe("Cancelled by the customer");
    const listed = await db.product.findUniqueOrThrow({
      where: { id: product.id },
      select: { purchased: true, availableSizes: true, maxStock: true },
    });
    expect(listed.purchased).toBe(0);
    expect(listed.availableSizes).toContain("S");
    expect(await db.auditLog.findFirst({ where: { entityId: order.id, action: "order.cancelled" } })).toMatchObject({
      actorId: user.id,
      data: { from: "PENDING", to: "CANCELLED", role: "CUSTOMER" },
    });
    const mails = await outboxFor(user.email);
    const cancelled = mails.filter((mail) => mail.template === "order-cancelled");
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain("Nothing was charged");
    expect(cancelled[0]!.html).toContain(order.orderDetails.public_order_id);
  });

  it("accepts the public order id too", async () => {
    const { user, order } = await codOrder();
    expect((await cancelMine(user.token, order.orderDetails.public_order_id)).status).toBe(200);
  });

  it("refuses a visitor (401), another customer and even an admin (404: it is not theirs)", async () => {
    const { order } = await codOrder();
    expect(await cancelMine(undefined, order.id)).toMatchObject({ status: 401, body: { success: false } });
    const other = await buyer();
    expect(await cancelMine(other.token, order.id)).toMatchObject({ status: 404, body: { message: "Order not found" } });
    expect((await cancelMine((await admin()).token, order.id)).status).toBe(404);
    expect(await statusOf(order.id)).toBe("PENDING");
  });

  it.each(ALL.filter((status) => status !== "PENDING"))("refuses a %s order with 409 and changes nothing", async (from) => {
    const { user, order, S } = await codOrder(from);
    const { status, body } = await cancelMine(user.token, order.id);
    expect(status).toBe(409);
    expect(body.message).toBe(
      from === "CONFIRMED" ? CUSTOMER_CANCEL_MESSAGE : from === "CANCELLED" ? "This order is already cancelled" : SHIPPED_CANCEL_MESSAGE,
    );
    expect(await statusOf(order.id)).toBe(from);
    expect(await stockOf(S.id)).toBe(3);
  });

  it("answers 400 without an order id", async () => {
    const { user } = await codOrder();
    expect(await cancelMine(user.token, "")).toMatchObject({ status: 400, body: { message: "orderId is required" } });
  });
});

describe("cancelOrder: an admin cancels anything not yet shipped, with a reason", () => {
  it.each(ALL)("from %s", async (from) => {
    const { user, order, S } = await codOrder(from);
    const boss = await admin();
    const { status, body } = await cancelAsAdmin(boss.token, { orderId: order.id, reason: "  Customer called to cancel  " });
    if (from === "PENDING" || from === "CONFIRMED") {
      expect(status).toBe(200);
      expect(body.order!.orderDetails.status).toBe("Cancelled");
      expect(await stockOf(S.id)).toBe(5);
      const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(row.cancelReason).toBe("Customer called to cancel");
      expect(await db.auditLog.findFirst({ where: { entityId: order.id, action: "order.cancelled" } })).toMatchObject({ actorId: boss.id });
      const mail = (await outboxFor(user.email)).find((row) => row.template === "order-cancelled");
      expect(mail?.text).toContain("Reason: Customer called to cancel");
    } else {
      expect(status).toBe(409);
      expect(body.message).toBe(from === "CANCELLED" ? "This order is already cancelled" : SHIPPED_CANCEL_MESSAGE);
      expect(await statusOf(order.id)).toBe(from);
      expect(await stockOf(S.id)).toBe(3);
    }
  });

  it("records a default reason when none is given (the spec sends only orderId)", async () => {
    for (const body of [{}, { reason: "" }, { reason: "   " }, { reason: null }]) {
      const { order } = await codOrder();
      const boss = await admin();
      expect((await cancelAsAdmin(boss.token, { orderId: order.id, ...body })).status, JSON.stringify(body)).toBe(200);
      expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).cancelReason).toBe(SHOP_CANCEL_REASON);
    }
  });

  it("refuses a reason over 500 characters (400), visitors (401) and customers, even the owner (403)", async () => {
    const { user, order } = await codOrder();
    const boss = await admin();
    for (const reason of ["x".repeat(501), 42]) {
      expect(await cancelAsAdmin(boss.token, { orderId: order.id, reason })).toMatchObject({
        status: 400,
        body: { message: REASON_MESSAGE },
      });
    }
    expect((await cancelAsAdmin(undefined, { orderId: order.id, reason: "r" })).status).toBe(401);
    expect((await cancelAsAdmin(user.token, { orderId: order.id, reason: "r" })).status).toBe(403);
    expect((await cancelAsAdmin(boss.token, { orderId: "no-such-order", reason: "r" })).status).toBe(404);
    expect(await statusOf(order.id)).toBe("PENDING");
  });
});

describe("updateOrder: an admin moves an order along", () => {
  const moves = [
    { to: "Confirmed", target: "CONFIRMED", from: "PENDING", stamp: "confirmedAt", template: null },
    { to: "Shipped", target: "SHIPPED", from: "CONFIRMED", stamp: "shippedAt", template: "order-shipped" },
    { to: "Delivered", target: "DELIVERED", from: "SHIPPED", stamp: "deliveredAt", template: "order-delivered" },
  ] as const;
  // The spelling the API answers (a client written to the spec offers Return on "DELIVERED").
  const answered = (to: string) => (to === "Delivered" ? "DELIVERED" : to);

  for (const move of moves) {
    it.each(ALL)(`to ${move.to}, from %s`, async (from) => {
      const { user, order } = await codOrder(from);
      const boss = await admin();
      const { status, body } = await update(boss.token, { orderId: order.id, status: move.to });
      const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      if (from === move.from) {
        expect(status).toBe(200);
        expect(body.order!.orderDetails.status).toBe(answered(move.to));
        expect(body.order!.statusLabel).toBe(move.to);
        expect(row.status).toBe(move.target);
        expect(row[move.stamp]).toBeInstanceOf(Date);
        expect(
          await db.auditLog.count({ where: { entityId: order.id, action: `order.${move.target.toLowerCase()}`, actorId: boss.id } }),
        ).toBe(1);
        if (move.template) expect((await outboxFor(user.email)).filter((mail) => mail.template === move.template)).toHaveLength(1);
        // Dispatch issues the GST invoice in the same transaction (delivery, when the order has none yet).
        const invoices = await db.invoice.findMany({ where: { orderId: order.id } });
        expect(invoices.map((invoice) => invoice.number)).toEqual(
          move.target === "CONFIRMED" ? [] : [expect.stringMatching(/^KS\/\d\d-\d\d\/\d{6}$/)],
        );
      } else {
        expect(status).toBe(409);
        expect(body.message).toMatch(/cannot be marked|already/);
        expect(row.status).toBe(from);
        expect(row[move.stamp]).toBeNull();
      }
    });
  }

  it("reads the spec's spellings (CANCELED with or without a reason) and refuses unknown statuses", async () => {
    const { order, S } = await codOrder("CONFIRMED");
    const boss = await admin();
    expect(await update(boss.token, { orderId: order.id, status: "Lost" })).toMatchObject({
      status: 400,
      body: { message: "status must be Confirmed, Shipped, Delivered, Cancelled, Return Picked Up or Refunded" },
    });
    expect(await update(boss.token, { orderId: order.id, status: "Pending" })).toMatchObject({ status: 400 });
    expect((await update(boss.token, { orderId: order.id, status: "CANCELED", reason: "x".repeat(501) })).status).toBe(400);
    expect((await update(boss.token, { orderId: order.id, status: "CANCELED", reason: "Out of fabric" })).status).toBe(200);
    expect(await stockOf(S.id)).toBe(5);
  });

  it("refuses visitors (401) and customers (403)", async () => {
    const { user, order } = await codOrder();
    expect((await update(undefined, { orderId: order.id, status: "Confirmed" })).status).toBe(401);
    expect((await update(user.token, { orderId: order.id, status: "Confirmed" })).status).toBe(403);
    expect(await statusOf(order.id)).toBe("PENDING");
  });

  it("lets only one of two concurrent moves through", async () => {
    const { order } = await codOrder("SHIPPED");
    const boss = await admin();
    const results = await Promise.all([
      update(boss.token, { orderId: order.id, status: "Delivered" }),
      update(boss.token, { orderId: order.id, status: "Delivered" }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await db.auditLog.count({ where: { entityId: order.id, action: "order.delivered" } })).toBe(1);
  });
});

describe("cancelling a prepaid order", () => {
  it("refunds through the provider once, records it on the Payment and says so in the email", async () => {
    const refund = vi.spyOn(twinProvider, "refund");
    const { user, order, S } = await prepaidOrder();
    const { status, body } = await cancelMine(user.token, order.id);
    expect(status).toBe(200);
    expect(body.order!.orderDetails.status).toBe("Cancelled");
    expect(await stockOf(S.id)).toBe(5);
    const payment = await db.payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(payment.providerPaymentId, payment.amountPaise, {
      reason: "Order cancelled: Cancelled by the customer",
    });
    expect(payment).toMatchObject({ status: "REFUNDED", refundId: expect.stringMatching(/^rfnd_/), refundedAt: expect.any(Date) });
    expect(await db.auditLog.count({ where: { entityId: payment.id, action: "payment.refunded" } })).toBe(1);
    const mail = (await outboxFor(user.email)).find((row) => row.template === "order-cancelled");
    expect(mail?.text).toContain("₹3,147.90 has been refunded");
  });

  it("two concurrent cancels (customer and admin): one succeeds, one gets 409, one refund", async () => {
    const refund = vi.spyOn(twinProvider, "refund");
    const { user, order, S } = await prepaidOrder();
    const boss = await admin();
    const results = await Promise.all([
      cancelMine(user.token, order.id),
      cancelAsAdmin(boss.token, { orderId: order.id, reason: "Duplicate order" }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)!.body.message).toBe("This order is already cancelled");
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await stockOf(S.id)).toBe(5);
    const payment = await db.payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(await db.auditLog.count({ where: { entityId: payment.id, action: "payment.refunded" } })).toBe(1);
    expect((await outboxFor(user.email)).filter((row) => row.template === "order-cancelled")).toHaveLength(1);
  });

  it("a refund the provider cannot make just now still cancels the order; the queue makes the refund once, later", async () => {
    vi.spyOn(twinProvider, "refund").mockRejectedValueOnce(new Error("provider down"));
    const { user, order, S } = await prepaidOrder();
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await cancelMine(user.token, order.id)).status).toBe(200);
    expect(await statusOf(order.id)).toBe("CANCELLED");
    expect(await stockOf(S.id)).toBe(5);
    const payment = () => db.payment.findFirstOrThrow({ where: { orderId: order.id } });
    const { id: paymentId } = await payment();
    // The refund waits in the queue (reading the outbox below works the queue off too).
    const jobs = await db.$queryRaw<
      { id: string }[]
    >`SELECT id::text FROM pgboss.job WHERE name = 'payments.refund' AND data->>'paymentId' = ${paymentId}`;
    expect(jobs).toHaveLength(1);
    const mail = (await outboxFor(user.email)).find((row) => row.template === "order-cancelled");
    expect(mail?.text).toContain("will be refunded");

    await workOffJobs();
    expect(await payment()).toMatchObject({ status: "REFUNDED", refundId: expect.stringMatching(/^rfnd_/) });
    // The handler is safe to run again: still one refund.
    await retryRefund(paymentId, "Order cancelled: again");
    expect(await db.auditLog.count({ where: { entityId: paymentId, action: "payment.refunded" } })).toBe(1);
  });
});

describe("getOrders: the admin lists", () => {
  it("pages every customer's orders, filtered by type and status in any spelling", async () => {
    const first = await codOrder("CANCELLED");
    const second = await codOrder("CANCELLED");
    const boss = await admin();
    const path = "/api/v1/order/getOrders";
    // Other test files place orders at the same time: assert order and shape, not exact counts.
    const { status, body } = await call(getOrdersRoute, {
      path,
      token: boss.token,
      json: { type: "Order", status: "CANCELED", limit: 100 },
    });
    expect(status).toBe(200);
    const ids = (body as unknown as { data: { _id: string; orderDetails: { status: string } }[] }).data.map((row) => row._id);
    expect(ids.indexOf(second.order.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second.order.id)).toBeLessThan(ids.indexOf(first.order.id));
    expect(
      (body as unknown as { data: { orderDetails: { status: string } }[] }).data.every((row) => row.orderDetails.status === "Cancelled"),
    ).toBe(true);
    const paged = await call(getOrdersGet, { path: `${path}?type=Order&status=Cancelled&limit=1&page=2`, token: boss.token });
    expect((paged.body as unknown as { data: unknown[] }).data).toHaveLength(1);
    expect(paged.body.pagination).toMatchObject({ currentPage: 2, totalPages: paged.body.pagination!.total });
    expect(paged.body.pagination!.total).toBeGreaterThanOrEqual(2);
    const returns = await call(getOrdersRoute, { path, token: boss.token, json: { type: "Returns" } });
    expect((returns.body as unknown as { data: { orderType: string }[] }).data.every((row) => row.orderType === "Returns")).toBe(true);
  });

  it("answers every order without paging, up to MAX_UNPAGED_ORDERS, then asks for pages (400)", async () => {
    const boss = await admin();
    const path = "/api/v1/order/getOrders";
    const all = await call(getOrdersRoute, { path, token: boss.token, json: { type: "Order" } });
    const total = await db.order.count({ where: { orderType: "ORDER" } });
    expect((all.body as unknown as { data: unknown[] }).data).toHaveLength(total);
    expect(all.body.pagination).toMatchObject({ currentPage: 1, totalPages: 1, total });
    vi.spyOn(db.order, "count").mockResolvedValueOnce((MAX_UNPAGED_ORDERS + 1) as never);
    expect(await call(getOrdersRoute, { path, token: boss.token, json: { type: "Order" } })).toMatchObject({
      status: 400,
      body: { message: TOO_MANY_ORDERS_MESSAGE },
    });
  });

  it("refuses bad filters (400), visitors (401) and customers (403)", async () => {
    const boss = await admin();
    const customer = await buyer();
    const path = "/api/v1/order/getOrders";
    expect(await call(getOrdersRoute, { path, token: boss.token, json: { type: "Everything" } })).toMatchObject({
      status: 400,
      body: { message: "type must be Order or Returns" },
    });
    expect(await call(getOrdersRoute, { path, token: boss.token, json: { status: "Lost" } })).toMatchObject({ status: 400 });
    expect(await call(getOrdersRoute, { path, token: boss.token, json: { page: 0 } })).toMatchObject({ status: 400 });
    expect((await call(getOrdersRoute, { path, json: {} })).status).toBe(401);
    expect((await call(getOrdersRoute, { path, token: customer.token, json: {} })).status).toBe(403);
  });
});
