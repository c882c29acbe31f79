import { randomInt } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { POST as graphRoute } from "@/app/api/v1/products/getGraphData/route";
import { POST as cancelOrderRoute } from "@/app/api/v1/order/cancelOrder/route";
import { GET as getOrdersGet, POST as getOrdersRoute } from "@/app/api/v1/order/getOrders/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import {
  DATE_RANGE_MESSAGE,
  FROM_DATE_MESSAGE,
  ORDER_SEARCH_MESSAGE,
  RETURN_KIND_MESSAGE,
  TO_DATE_MESSAGE,
} from "@/lib/orders/model/schemas";
import { returnOrder } from "@/lib/orders/returns/request-return";
import type { OrderApi } from "@/lib/orders/model/api-view";
import { call, db, ORDER_ROW, type RouteHandler } from "../../support/api";
import { buyer, deliver, kurta, type Buyer } from "../orders/fixtures";

// The back office's order calls: who may call them, and finding orders by status, public id or
// phone, a page at a time.
afterAll(() => db.$disconnect());

async function admin(): Promise<Buyer> {
  const user = await buyer();
  await db.user.update({ where: { id: user.id }, data: { role: "ADMIN" } });
  return user;
}

/** A cash-on-delivery order of one Indigo S, delivered to `phone`, moved straight to `status`. */
async function order(options: { phone?: string; name?: string; status?: OrderStatus; createdAt?: string } = {}) {
  const user = await buyer();
  const made = await kurta({ S: 5 });
  const placed = await cashOnDelivery(user.ctx, { addressId: user.addressId, cart: [{ sizeId: made.S.id, quantity: 1 }] });
  await db.order.update({
    where: { id: placed.id },
    data: {
      status: options.status ?? "PENDING",
      ...(options.phone ? { shipPhoneNumber: options.phone } : {}),
      ...(options.name ? { shipName: options.name } : {}),
      ...(options.createdAt ? { createdAt: new Date(options.createdAt) } : {}),
    },
  });
  return placed;
}

const uniquePhone = () => `9${String(randomInt(100_000_000, 999_999_999))}`;

type ListBody = {
  success: boolean;
  message?: string;
  data?: OrderApi[];
  pagination?: { currentPage: number; totalPages: number; total: number };
};
async function list(token: string | undefined, json: Record<string, unknown>) {
  const { status, body } = await call(getOrdersRoute, { path: "/api/v1/order/getOrders", token, json });
  return { status, body: body as unknown as ListBody };
}

describe("the access matrix of the admin calls", () => {
  const calls: [string, RouteHandler, string, (orderId: string) => Record<string, unknown>][] = [
    ["getGraphData", graphRoute, "/api/v1/products/getGraphData", () => ({})],
    ["getOrders", getOrdersRoute, "/api/v1/order/getOrders", () => ({ type: "Order" })],
    ["updateOrder", updateOrderRoute, "/api/v1/order/updateOrder", (orderId) => ({ orderId, status: "Confirmed" })],
    ["cancelOrder", cancelOrderRoute, "/api/v1/order/cancelOrder", (orderId) => ({ orderId, reason: "Out of stock at the warehouse" })],
  ];

  it.each(calls)("%s: a visitor gets 401, a customer 403, an admin 200", async (_, handler, path, body) => {
    const placed = await order();
    const customer = await buyer();
    const json = body(placed.id);
    expect(await call(handler, { path, json })).toMatchObject({
      status: 401,
      body: { success: false, message: "Please log in to continue" },
    });
    expect(await call(handler, { path, token: customer.token, json })).toMatchObject({
      status: 403,
      body: { success: false, message: "Only admins can do that" },
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: placed.id } })).status).toBe("PENDING");
    const answer = await call(handler, { path, token: (await admin()).token, json });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
  });
});

describe("getOrders: finding orders", () => {
  it("finds an order by its public id, whole or in part, in any letter case", async () => {
    const { token } = await admin();
    const placed = await order();
    const publicId = placed.publicOrderId;
    // The whole id and its beginning (KS-YYMMDD) are looked up from the start of the ids, the rest anywhere in them.
    for (const search of [publicId, publicId.toLowerCase(), publicId.slice(-6), publicId.slice(0, 9).toLowerCase()]) {
      const { status, body } = await list(token, { type: "Order", search });
      expect(status).toBe(200);
      expect(body.data!.map((found) => found._id)).toContain(placed.id);
      expect(body.data!.every((found) => found.orderDetails.public_order_id.toUpperCase().includes(search.toUpperCase()))).toBe(true);
    }
    const page = await list(token, { type: "Order", search: publicId.toLowerCase(), limit: 20 });
    expect(page.body.data!.map((found) => found._id)).toEqual([placed.id]);
    expect(page.body.pagination).toMatchObject({ currentPage: 1, totalPages: 1, total: 1 });
  });

  it("finds orders by the delivery phone, written with spaces or +91", async () => {
    const { token } = await admin();
    const phone = uniquePhone();
    const mine = await order({ phone });
    await order();
    for (const search of [phone, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`]) {
      const { body } = await list(token, { type: "Order", search });
      expect(body.data!.map((found) => found._id)).toEqual([mine.id]);
      expect(body.pagination).toMatchObject({ total: 1, totalPages: 1 });
    }
  });

  it("finds orders by the delivery name, whole or in part, in any letter case", async () => {
    const { token } = await admin();
    const name = `Meera Venkataraman ${randomInt(100_000, 999_999)}`;
    const mine = await order({ name });
    await order();
    for (const search of [name, name.toUpperCase(), `venkataraman ${name.split(" ")[2]}`]) {
      const { status, body } = await list(token, { type: "Order", search });
      expect(status).toBe(200);
      expect(body.data!.map((found) => found._id)).toEqual([mine.id]);
      expect(body.data![0]!.address.name).toBe(name);
    }
  });

  it("filters by status and pages through the results, newest first", async () => {
    const { token } = await admin();
    const phone = uniquePhone();
    const shipped = [];
    for (let i = 0; i < 3; i++) shipped.push(await order({ phone, status: "SHIPPED" }));
    const pending = await order({ phone });
    const newestFirst = shipped.map((placed) => placed.id).reverse();

    const first = await list(token, { type: "Order", search: phone, status: "Shipped", limit: 2 });
    expect(first.body.data!.map((found) => found._id)).toEqual(newestFirst.slice(0, 2));
    expect(first.body.pagination).toMatchObject({ currentPage: 1, totalPages: 2, total: 3 });
    const second = await list(token, { type: "Order", search: phone, status: "SHIPPED", limit: 2, page: 2 });
    expect(second.body.data!.map((found) => found._id)).toEqual(newestFirst.slice(2));

    const all = await list(token, { type: "Order", search: phone });
    expect(all.body.data!.map((found) => found._id)).toEqual([pending.id, ...newestFirst]);
    const none = await list(token, { type: "Order", search: phone, status: "Delivered" });
    expect(none.body).toMatchObject({ data: [], pagination: { total: 0, totalPages: 0 } });
    // Orders only: no return matches the type Returns.
    expect((await list(token, { type: "Returns", search: phone })).body.data).toEqual([]);
  });

  it("pages a search matching over a thousand orders (counted, then the newest walked) as one matching a few", async () => {
    const { token } = await admin();
    const name = `Farida Quadros ${randomInt(100_000, 999_999)}`;
    // Two orders a minute (the same time sorts by id, the largest first), the first 40 on 31 December, the rest on 1 January (IST).
    const minute = (i: number) => Date.parse(i < 40 ? "2025-12-31T00:00:00Z" : "2026-01-01T00:00:00Z") + (i >> 1) * 60_000;
    const ids = Array.from({ length: 1_010 }, (_, i) => ({ id: `many-${name.slice(-6)}-${String(i).padStart(4, "0")}`, at: minute(i) }));
    await db.order.createMany({
      data: ids.map(({ id, at }) => ({
        id,
        ...ORDER_ROW,
        publicOrderId: `KS-MANY-${id.slice(5)}`,
        shipName: name,
        createdAt: new Date(at),
      })),
    });
    const newestFirst = ids.map(({ id }) => id).reverse();
    const first = await list(token, { type: "Order", search: name, limit: 20 });
    expect(first.body.data!.map((found) => found._id)).toEqual(newestFirst.slice(0, 20));
    expect(first.body.pagination).toMatchObject({ currentPage: 1, totalPages: 51, total: 1_010 });
    const last = await list(token, { type: "Order", search: name.toLowerCase(), limit: 20, page: 51 });
    expect(last.body.data!.map((found) => found._id)).toEqual(newestFirst.slice(1_000));
    // A few of them (the 40 of 31 December): all read in one statement, and sorted the same way (a page of 15 splits a minute).
    const few = await list(token, { type: "Order", search: name, from: "2025-12-31", to: "2025-12-31", limit: 15, page: 2 });
    expect(few.body.data!.map((found) => found._id)).toEqual(newestFirst.slice(970 + 15, 970 + 30));
    expect(few.body.pagination).toMatchObject({ currentPage: 2, totalPages: 3, total: 40 });
  });

  it("reads the query string on GET as well", async () => {
    const { token } = await admin();
    const phone = uniquePhone();
    const placed = await order({ phone });
    const { status, body } = await call(getOrdersGet, { path: `/api/v1/order/getOrders?type=Order&search=${phone}`, token });
    expect(status).toBe(200);
    expect((body as unknown as ListBody).data!.map((found) => found._id)).toEqual([placed.id]);
  });

  it("refuses a search longer than 40 characters with 400", async () => {
    const { token } = await admin();
    expect(await list(token, { type: "Order", search: "K".repeat(41) })).toMatchObject({
      status: 400,
      body: { success: false, message: ORDER_SEARCH_MESSAGE },
    });
  });

  it("finds the returns that exchange pieces apart from those that refund, and refuses an unknown kind with 400", async () => {
    const { token } = await admin();
    const customer = await buyer();
    const phone = uniquePhone();
    const made = await kurta({ S: 5, M: 5 });
    const placed = await cashOnDelivery(customer.ctx, { addressId: customer.addressId, cart: [{ sizeId: made.S.id, quantity: 2 }] });
    await db.order.update({ where: { id: placed.id }, data: { shipPhoneNumber: phone } });
    await deliver(placed.id);
    const lineId = placed.lines[0]!.id;
    const refund = await returnOrder(customer.ctx, { orderId: placed.id, cart: [{ _id: lineId, currQty: 1 }] });
    const exchange = await returnOrder(customer.ctx, { orderId: placed.id, cart: [{ _id: lineId, currQty: 1, replaceWith: made.M.id }] });

    const ids = async (kind?: string) =>
      (await list(token, { type: "Returns", search: phone, ...(kind === undefined ? {} : { kind }) })).body.data!.map((found) => found._id);
    expect(await ids()).toEqual([exchange.id, refund.id]);
    expect(await ids("")).toEqual([exchange.id, refund.id]);
    expect(await ids("Exchange")).toEqual([exchange.id]);
    expect(await ids("Refund")).toEqual([refund.id]);
    // The replacement is listed through its return only, never as an order of its own.
    const [listed] = (await list(token, { type: "Returns", search: phone, kind: "Exchange" })).body.data!;
    expect(listed!.exchange).toMatchObject({ stage: "Requested", replacement: { statusLabel: "Pending", awbCode: null } });
    expect((await list(token, { type: "Order", search: phone })).body.data!.map((found) => found._id)).toEqual([placed.id]);

    expect(await list(token, { type: "Returns", kind: "Swap" })).toMatchObject({
      status: 400,
      body: { success: false, message: RETURN_KIND_MESSAGE },
    });
  });
});

describe("getOrders: the days placed and the orders to ship", () => {
  it("keeps the orders placed from the start of `from` to the end of `to`, days in India", async () => {
    const { token } = await admin();
    const phone = uniquePhone();
    const lateOn24th = await order({ phone, createdAt: "2026-11-24T18:29:00Z" }); // 24 Nov, 23:59 IST
    const earlyOn25th = await order({ phone, createdAt: "2026-11-24T18:31:00Z" }); // 25 Nov, 00:01 IST
    const lateOn26th = await order({ phone, createdAt: "2026-11-26T18:20:00Z" }); // 26 Nov, 23:50 IST
    const on27th = await order({ phone, createdAt: "2026-11-26T18:30:00Z" }); // 27 Nov, 00:00 IST
    const ids = async (json: Record<string, unknown>) => {
      const { status, body } = await list(token, { type: "Order", search: phone, ...json });
      expect(status).toBe(200);
      return body.data!.map((found) => found._id);
    };

    expect(await ids({ from: "2026-11-25", to: "2026-11-25" })).toEqual([earlyOn25th.id]);
    expect(await ids({ from: "2026-11-25", to: "2026-11-26" })).toEqual([lateOn26th.id, earlyOn25th.id]);
    expect(await ids({ from: "2026-11-26" })).toEqual([on27th.id, lateOn26th.id]);
    expect(await ids({ to: "2026-11-24" })).toEqual([lateOn24th.id]);
    // Empty is no filter, as a form sends it; with paging the total counts the range.
    expect(await ids({ from: "", to: "" })).toHaveLength(4);
    const paged = await list(token, { type: "Order", search: phone, from: "2026-11-25", to: "2026-11-27", limit: 1 });
    expect(paged.body.pagination).toMatchObject({ total: 3, totalPages: 3 });
  });

  it("lists the orders to ship, Confirmed and not yet shipped, newest first, placed today", async () => {
    const { token } = await admin();
    const phone = uniquePhone();
    const older = await order({ phone, status: "CONFIRMED", createdAt: "2026-11-20T06:00:00Z" });
    const newer = await order({ phone, status: "CONFIRMED" });
    await order({ phone, status: "SHIPPED" });
    await order({ phone });
    const toShip = await list(token, { type: "Order", search: phone, status: "Confirmed" });
    expect(toShip.body.data!.map((found) => found._id)).toEqual([newer.id, older.id]);
    for (const found of toShip.body.data!) expect(found.statusLabel).toBe("Confirmed");

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const todays = await list(token, { type: "Order", search: phone, status: "Confirmed", from: today, to: today });
    expect(todays.body.data!.map((found) => found._id)).toEqual([newer.id]);
  });

  it.each([
    [{ from: "25-11-2026" }, FROM_DATE_MESSAGE],
    [{ from: "2026-02-30" }, FROM_DATE_MESSAGE],
    [{ to: "today" }, TO_DATE_MESSAGE],
    [{ to: 20261125 }, TO_DATE_MESSAGE],
    [{ from: "2026-11-26", to: "2026-11-25" }, DATE_RANGE_MESSAGE],
  ])("refuses %j with 400 and says why", async (json, message) => {
    const { token } = await admin();
    expect(await list(token, { type: "Order", ...json })).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it("answers a client that sends only the spec's fields as before", async () => {
    const { token } = await admin();
    const { status, body } = await list(token, { type: "Order", page: 1, limit: 5 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, pagination: { currentPage: 1, limit: 5 } });
    expect(body.data).toHaveLength(5);
  });
});
