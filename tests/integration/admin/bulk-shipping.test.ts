import { afterAll, describe, expect, it } from "vitest";
import { GET as labelsRoute } from "@/app/(shop)/admin/orders/labels/route";
import { POST as bulkRoute } from "@/app/api/v1/order/bulkUpdateOrders/route";
import { picklist } from "@/lib/admin/manage-orders/picklist";
import { AppError } from "@/lib/errors";
import { BULK_LIMIT, TOO_MANY_MESSAGE } from "@/lib/orders/model/selection";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { NOTHING_TO_LABEL_MESSAGE } from "@/lib/orders/shipments/shipping-labels";
import { formatINR } from "@/lib/pricing/money";
import { TWIN_COURIER } from "@/lib/shipping/twin/twin";
import { call, db, sessionCookie } from "../../support/api";
import { makeProduct } from "../../support/factories";
import { pdfText } from "../invoices/support";
import { admin, buyer, kurta, type Buyer } from "../orders/fixtures";

// Shipping in bulk (issue 33, item 7): the picklist of the orders to ship, confirming and shipping
// many orders at once (each its own move; a refused one is named with its reason, the others
// move), and the shipping labels of the shipped ones as one PDF (the twin draws them).
afterAll(() => db.$disconnect());

type Moved = { orderId: string; publicOrderId: string; status: string; awbCode: string | null };
type Failed = { orderId: string; publicOrderId: string | null; message: string };
type BulkBody = { success: boolean; message: string; moved?: Moved[]; failed?: Failed[] };

async function bulk(token: string | undefined, json: unknown) {
  const { status, body } = await call(bulkRoute, { path: "/api/v1/order/bulkUpdateOrders", token, json });
  return { status, body: body as unknown as BulkBody };
}

/** A cash-on-delivery order of `lines` by a new buyer, moved straight to `status`. */
async function order(lines: { sizeId: string; quantity: number }[], status: "PENDING" | "CONFIRMED" | "DELIVERED" = "CONFIRMED") {
  const user = await buyer();
  const placed = await cashOnDelivery(user.ctx, { addressId: user.addressId, cart: lines });
  if (status !== "PENDING") await db.order.update({ where: { id: placed.id }, data: { status } });
  return placed;
}

async function labels(orderIds: string[], auth: { token?: string; cookie?: string } = {}) {
  const headers = new Headers();
  if (auth.token) headers.set("authorization", `Bearer ${auth.token}`);
  if (auth.cookie) headers.set("cookie", sessionCookie(auth.cookie));
  return labelsRoute(new Request(`http://localhost:3000/admin/orders/labels?ids=${orderIds.join(",")}`, { headers }));
}

const statusOf = async (id: string) => (await db.order.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

describe("the picklist", () => {
  it("sums the pieces of the selected orders per product, colour and size, with the colour's picture", async () => {
    const boss = await admin();
    const indigo = await kurta({ S: 20, M: 20, L: 20 });
    const rose = await makeProduct({
      name: "Anarkali Kurta",
      cashOnDelivery: true,
      variants: [
        { colorName: "Rose", colorCode: "#e91e63", sizes: [{ size: "XL", pricePaise: 249_900, cutPricePaise: 299_900, stock: 9 }] },
      ],
    });
    const roseXl = rose.variants[0]!.sizes.XL!;
    const first = await order([
      { sizeId: indigo.M.id, quantity: 2 },
      { sizeId: roseXl.id, quantity: 1 },
    ]);
    const second = await order([{ sizeId: indigo.M.id, quantity: 3 }]);
    const third = await order(
      [
        { sizeId: indigo.S.id, quantity: 1 },
        { sizeId: roseXl.id, quantity: 2 },
      ],
      "PENDING",
    );
    const shipped = await order([{ sizeId: indigo.L.id, quantity: 4 }], "DELIVERED");

    const list = await picklist(boss.ctx, { orderIds: [first.id, second.id, third.publicOrderId, shipped.id] });
    // Delivered orders are not to ship: only the Pending and Confirmed ones of the selection count.
    expect(list.orders.sort()).toEqual([first.publicOrderId, second.publicOrderId, third.publicOrderId].sort());
    expect(
      list.rows.map(({ productName, colorName, size, quantity, orders }) => ({ productName, colorName, size, quantity, orders })),
    ).toEqual([
      { productName: "Anarkali Kurta", colorName: "Rose", size: "XL", quantity: 3, orders: 2 },
      { productName: "Chikankari Kurta", colorName: "Indigo", size: "S", quantity: 1, orders: 1 },
      { productName: "Chikankari Kurta", colorName: "Indigo", size: "M", quantity: 5, orders: 2 },
    ]);
    expect(list.pieces).toBe(9);
    expect(list.rows[0]!.imageUrl).toBe(rose.variants[0]!.image);
    expect(list.rows[2]!.imageUrl).toBe(indigo.variant.image);
  });

  it("covers every Confirmed order by default, and the Pending ones when asked", async () => {
    const boss = await admin();
    const made = await kurta({ S: 20 });
    const confirmed = await order([{ sizeId: made.S.id, quantity: 2 }]);
    const pending = await order([{ sizeId: made.S.id, quantity: 5 }], "PENDING");
    const rowOf = (list: Awaited<ReturnType<typeof picklist>>) => list.rows.find((row) => row.key.startsWith(`${made.S.id}|`));

    const toShip = await picklist(boss.ctx, {});
    expect(toShip.status).toBe("Confirmed");
    expect(toShip.orders).toContain(confirmed.publicOrderId);
    expect(toShip.orders).not.toContain(pending.publicOrderId);
    expect(rowOf(toShip)).toMatchObject({ quantity: 2, orders: 1 });

    const toConfirm = await picklist(boss.ctx, { status: "Pending" });
    expect(toConfirm.orders).toContain(pending.publicOrderId);
    expect(rowOf(toConfirm)).toMatchObject({ quantity: 5, orders: 1 });
  });

  it("is for admins only, and refuses another status", async () => {
    const customer = await buyer();
    await expect(picklist(customer.ctx, {})).rejects.toMatchObject({ code: "forbidden", message: "Only admins can do that" });
    await expect(picklist({ caller: null, ip: "" }, {})).rejects.toBeInstanceOf(AppError);
    const boss = await admin();
    await expect(picklist(boss.ctx, { status: "Shipped" })).rejects.toMatchObject({
      code: "validation",
      message: "status must be Confirmed or Pending",
    });
  });
});

describe("moving many orders at once", () => {
  it("ships the two Confirmed orders of three and names the Pending one with its reason", async () => {
    const boss = await admin();
    const made = await kurta({ S: 10 });
    const one = await order([{ sizeId: made.S.id, quantity: 1 }]);
    const two = await order([{ sizeId: made.S.id, quantity: 2 }]);
    const pending = await order([{ sizeId: made.S.id, quantity: 1 }], "PENDING");

    const { status, body } = await bulk(boss.token, { orderIds: [one.id, pending.id, two.publicOrderId], status: "Shipped" });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBe(`2 of 3 orders shipped. Not shipped: ${pending.publicOrderId} (A pending order cannot be marked shipped)`);
    expect(body.moved!.map((moved) => moved.publicOrderId)).toEqual([one.publicOrderId, two.publicOrderId]);
    for (const moved of body.moved!) expect(moved).toMatchObject({ status: "Shipped", awbCode: expect.stringMatching(/^TW\d{12}$/) });
    expect(body.failed).toEqual([
      { orderId: pending.id, publicOrderId: pending.publicOrderId, message: "A pending order cannot be marked shipped" },
    ]);
    expect([await statusOf(one.id), await statusOf(two.id), await statusOf(pending.id)]).toEqual(["SHIPPED", "SHIPPED", "PENDING"]);
    // Each shipment is its own move, with its own audit entry by the admin.
    const audits = await db.auditLog.findMany({ where: { action: "order.shipped", entityId: { in: [one.id, two.id, pending.id] } } });
    expect(audits.map((entry) => entry.actorId)).toEqual([boss.id, boss.id]);
  });

  it("confirms the Pending orders, and says when all moved", async () => {
    const boss = await admin();
    const made = await kurta({ S: 10 });
    const orders = [
      await order([{ sizeId: made.S.id, quantity: 1 }], "PENDING"),
      await order([{ sizeId: made.S.id, quantity: 1 }], "PENDING"),
    ];
    const { status, body } = await bulk(boss.token, { orderIds: orders.map((placed) => placed.id), status: "Confirmed" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: "2 orders confirmed", failed: [] });
    expect(await Promise.all(orders.map((placed) => statusOf(placed.id)))).toEqual(["CONFIRMED", "CONFIRMED"]);
  });

  it("names an order that does not exist as not found, and still moves the others", async () => {
    const boss = await admin();
    const made = await kurta({ S: 5 });
    const placed = await order([{ sizeId: made.S.id, quantity: 1 }], "PENDING");
    const { body } = await bulk(boss.token, { orderIds: ["KS-000000-NOSUCH", placed.id], status: "Confirmed" });
    expect(body.message).toBe("1 of 2 orders confirmed. Not confirmed: KS-000000-NOSUCH (Order not found)");
    expect(await statusOf(placed.id)).toBe("CONFIRMED");
  });

  it("refuses a visitor (401) and a customer (403), and moves nothing", async () => {
    const made = await kurta({ S: 5 });
    const placed = await order([{ sizeId: made.S.id, quantity: 1 }]);
    const json = { orderIds: [placed.id], status: "Shipped" };
    expect(await bulk(undefined, json)).toMatchObject({ status: 401, body: { success: false, message: "Please log in to continue" } });
    const customer = await buyer();
    expect(await bulk(customer.token, json)).toMatchObject({ status: 403, body: { success: false, message: "Only admins can do that" } });
    expect(await statusOf(placed.id)).toBe("CONFIRMED");
  });

  it(`refuses more than ${BULK_LIMIT} orders, none, or another move, with a message (400)`, async () => {
    const boss = await admin();
    const made = await kurta({ S: 5 });
    const placed = await order([{ sizeId: made.S.id, quantity: 1 }]);
    const many = [placed.id, ...Array.from({ length: BULK_LIMIT }, (_, index) => `KS-000000-X${index}`)];
    expect(await bulk(boss.token, { orderIds: many, status: "Shipped" })).toMatchObject({
      status: 400,
      body: { success: false, message: `Select at most ${BULK_LIMIT} orders at a time` },
    });
    expect(TOO_MANY_MESSAGE).toBe(`Select at most ${BULK_LIMIT} orders at a time`);
    expect(await bulk(boss.token, { orderIds: [], status: "Shipped" })).toMatchObject({
      status: 400,
      body: { message: "Select at least one order" },
    });
    expect(await bulk(boss.token, { orderIds: [placed.id], status: "Delivered" })).toMatchObject({
      status: 400,
      body: { message: "status must be Confirmed or Shipped" },
    });
    expect(await statusOf(placed.id)).toBe("CONFIRMED");
  });
});

describe("shipping labels", () => {
  async function shippedPair(boss: Buyer) {
    const made = await kurta({ S: 10 });
    const cod = await order([{ sizeId: made.S.id, quantity: 2 }]);
    const prepaid = await order([{ sizeId: made.S.id, quantity: 1 }]);
    await db.order.update({ where: { id: prepaid.id }, data: { paymentType: "PREPAID" } });
    const { body } = await bulk(boss.token, { orderIds: [cod.id, prepaid.id], status: "Shipped" });
    expect(body.failed).toEqual([]);
    const rows = await db.order.findMany({ where: { id: { in: [cod.id, prepaid.id] } } });
    const row = (id: string) => rows.find((found) => found.id === id)!;
    return { cod: row(cod.id), prepaid: row(prepaid.id) };
  }

  it("are one PDF from the twin with a 4×6-inch page per parcel: AWB, cash to collect or PREPAID, the address and the order", async () => {
    const boss = await admin();
    const { cod, prepaid } = await shippedPair(boss);
    const response = await labels([cod.id, prepaid.publicOrderId], { cookie: boss.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    // Two pages of 288×432 points.
    expect(new TextDecoder("latin1").decode(bytes).match(/\/MediaBox \[0 0 288 432\]/g)).toHaveLength(2);
    const text = await pdfText(response);
    for (const expected of [
      cod.awbCode!,
      prepaid.awbCode!,
      `COD ${formatINR(cod.totalPaise)}`,
      "PREPAID",
      cod.publicOrderId,
      prepaid.publicOrderId,
      cod.shipName,
      `PIN ${cod.shipPinCode}`,
      `Phone ${cod.shipPhoneNumber}`,
      cod.shipAddressLine1,
      TWIN_COURIER,
      "Kurta Shop",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf(cod.awbCode!)).toBeLessThan(text.indexOf(prepaid.awbCode!));
  });

  it("leave out the orders not shipped, and refuse a selection with none (409)", async () => {
    const boss = await admin();
    const made = await kurta({ S: 5 });
    const confirmed = await order([{ sizeId: made.S.id, quantity: 1 }]);
    const response = await labels([confirmed.id], { token: boss.token });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, message: NOTHING_TO_LABEL_MESSAGE });
  });

  it("are for admins only (401, 403), and at most 50 orders at a time (400)", async () => {
    const boss = await admin();
    const { cod } = await shippedPair(boss);
    const visitor = await labels([cod.id]);
    expect(visitor.status).toBe(401);
    const customer = await buyer();
    const refused = await labels([cod.id], { token: customer.token });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ success: false, message: "Only admins can do that" });
    const many = await labels([cod.id, ...Array.from({ length: BULK_LIMIT }, (_, index) => `KS-000000-X${index}`)], { token: boss.token });
    expect(many.status).toBe(400);
    expect(((await many.json()) as { message: string }).message).toBe(TOO_MANY_MESSAGE);
  });
});
