import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as returnOrderRoute } from "@/app/api/v1/order/returnOrder/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { createShiprocketClient } from "@/lib/shipping/shiprocket/shiprocket";
import type { ShippingProvider } from "@/lib/shipping/types";
import { db, outboxFor } from "../../support/api";
import { getCreditNote, getInvoice, pdfText } from "../invoices/support";
import { FakeShiprocket } from "../shipping/shiprocket-fake";
import { admin, buyer, callOrder, deliver, kurta, prepaidOrder, type Buyer } from "./fixtures";

// Cash on delivery collects whole rupees: the order keeps the round-off, and the API, the email,
// Shiprocket's amounts, the invoice and a full return's credit note all agree with it.

const shipping = vi.hoisted(() => ({ shiprocket: null as ShippingProvider | null }));
vi.mock("@/lib/shipping/provider", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/shipping/provider")>();
  return { shippingProvider: () => shipping.shiprocket ?? actual.shippingProvider() };
});

const fake = new FakeShiprocket();
beforeAll(() => fake.start());
afterAll(async () => {
  await fake.stop();
  await db.$disconnect();
});

const move = (token: string, orderId: string, status: string) =>
  callOrder(updateOrderRoute, { path: "/api/v1/order/updateOrder", token, json: { orderId, status } });

/** A COD order of `quantity` Indigo kurtas at ₹1,499 + 5% GST (₹1,573.95 a piece), through the spec's call. */
async function placeCod(user: Buyer, quantity: number) {
  const made = await kurta({ S: 5 });
  const placed = await callOrder(cashOnDeliveryRoute, {
    path: "/api/v1/order/cashOnDelivery",
    token: user.token,
    json: { addressId: user.addressId, cart: [{ sizeId: made.S.id, quantity }] },
  });
  expect(placed.status).toBe(200);
  return placed.body.order!;
}

describe("a cash-on-delivery order in whole rupees", () => {
  it("stores the round-off and answers, mails, ships and invoices the rupee total", async () => {
    const user = await buyer();
    const order = await placeCod(user, 1);
    const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ subtotalPaise: 149_900, gstPaise: 7_495, roundOffPaise: 5, totalPaise: 157_400 });
    expect(order.totalPrice).toBe(1574);
    expect(order.totals).toMatchObject({ subtotal: 1499, gst: 74.95, roundOff: 0.05, total: 1574 });
    const mail = (await outboxFor(user.email)).find((sent) => sent.template === "order-confirmation")!;
    expect(mail.text).toContain("Round off: +₹0.05");
    expect(mail.text).toContain("Total (GST included, free delivery): ₹1,574");
    expect(mail.text).toContain("Cash on delivery: please keep ₹1,574 ready.");

    // Shipped through Shiprocket: the items add up to the sub-total, the round-off is a charge, and
    // what the courier collects (sub-total + charges − discount) is the order's total.
    const boss = await admin();
    expect((await move(boss.token, order.id, "Confirmed")).status).toBe(200);
    shipping.shiprocket = createShiprocketClient({
      email: "ops@kurta.shop",
      password: "right",
      baseUrl: fake.url,
      pickupLocation: "Delhi Workshop",
      timeoutMs: 5_000,
    });
    const awb = `SR${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    fake.override = (seen) =>
      seen.path.endsWith("/courier/assign/awb")
        ? { status: 200, body: { awb_assign_status: 1, response: { data: { awb_code: awb, courier_name: "Xpressbees Surface" } } } }
        : undefined;
    try {
      expect((await move(boss.token, order.id, "Shipped")).status).toBe(200);
    } finally {
      shipping.shiprocket = null;
      fake.override = () => undefined;
    }
    const adhoc = fake.first("/orders/create/adhoc").body!;
    expect(adhoc).toMatchObject({
      order_id: order.orderDetails.public_order_id,
      payment_method: "COD",
      sub_total: 1573.95,
      transaction_charges: 0.05,
      order_items: [{ units: 1, selling_price: 1573.95 }],
    });
    expect(adhoc).not.toHaveProperty("total_discount");
    expect(Number(adhoc.sub_total) + Number(adhoc.transaction_charges)).toBe(order.totalPrice);

    // The invoice: taxable value and GST as before, then the round-off and the rupee total.
    expect((await move(boss.token, order.id, "Delivered")).status).toBe(200);
    const text = await pdfText(await getInvoice(order.id, { token: user.token }));
    expect(text).toMatch(/Taxable value\s+₹1,499\.00/);
    expect(text).toMatch(/IGST\s+₹74\.95/);
    expect(text).toMatch(/Round off\s+\+₹0\.05/);
    expect(text).toMatch(/Invoice total\s+₹1,574\.00/);
    expect(text).toContain("Rupees One Thousand Five Hundred Seventy-Four Only");
  });

  it("rounds down to the nearer rupee: ₹1,050.42 is collected as ₹1,050", async () => {
    const user = await buyer();
    const made = await kurta({ S: 5 });
    await db.sizeStock.update({ where: { id: made.S.id }, data: { pricePaise: 100_040 } });
    const placed = await callOrder(cashOnDeliveryRoute, {
      path: "/api/v1/order/cashOnDelivery",
      token: user.token,
      json: { addressId: user.addressId, cart: [{ sizeId: made.S.id, quantity: 1 }] },
    });
    expect(placed.body.order).toMatchObject({ totalPrice: 1050, totals: { subtotal: 1000.4, gst: 50.02, roundOff: -0.42, total: 1050 } });
  });

  it("leaves a card payment's exact paise alone", async () => {
    const { order } = await prepaidOrder();
    expect(order.totalPrice).toBe(3147.9);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ roundOffPaise: 0, totalPaise: 314_790 });
  });
});

describe("returning a rounded order", () => {
  it("refunds each piece at what it cost, and the round-off with the last pieces; the credit notes add up to the invoice", async () => {
    const user = await buyer();
    const order = await placeCod(user, 3);
    expect(order).toMatchObject({ totalPrice: 4722, totals: { roundOff: 0.15 } });
    await deliver(order.id);
    const boss = await admin();
    const lineId = order.cart[0]!._id;
    const returnOf = async (cart?: { _id: string; currQty: number }[]) => {
      const returned = await callOrder(returnOrderRoute, {
        path: "/api/v1/order/returnOrder",
        token: user.token,
        json: { orderId: order.id, reason: "Too long", ...(cart ? { cart } : {}) },
      });
      expect(returned.status).toBe(200);
      expect((await move(boss.token, returned.body.order!.id, "Return Picked Up")).status).toBe(200);
      return returned.body.order!;
    };

    const one = await returnOf([{ _id: lineId, currQty: 1 }]);
    expect(one).toMatchObject({ totalPrice: 1573.95, totals: { roundOff: 0 } });
    const rest = await returnOf();
    expect(rest).toMatchObject({ totalPrice: 3148.05, totals: { roundOff: 0.15 } });
    expect(Math.round(one.totalPrice * 100) + Math.round(rest.totalPrice * 100)).toBe(472_200);

    const notes = await db.creditNote.findMany({ where: { orderId: order.id }, orderBy: { number: "asc" } });
    expect(notes.map((note) => [note.roundOffPaise, note.totalPaise])).toEqual([
      [0, 157_395],
      [15, 314_805],
    ]);
    expect(notes[0]!.totalPaise + notes[1]!.totalPaise).toBe(472_200);
    const last = await pdfText(await getCreditNote(order.id, notes[1]!.id, { token: user.token }));
    expect(last).toMatch(/Round off\s+\+₹0\.15/);
    expect(last).toMatch(/Credit note total\s+₹3,148\.05/);
  });

  it("gives a full return the round-off at once: Return All nets the order to zero", async () => {
    const user = await buyer();
    const order = await placeCod(user, 2);
    await deliver(order.id);
    const returned = await callOrder(returnOrderRoute, {
      path: "/api/v1/order/returnOrder",
      token: user.token,
      json: { orderId: order.id, reason: "Wrong colour" },
    });
    expect(returned.body.order).toMatchObject({ totalPrice: 3148, totals: { subtotal: 2998, gst: 149.9, roundOff: 0.1, total: 3148 } });
    const boss = await admin();
    expect((await move(boss.token, returned.body.order!.id, "Return Picked Up")).status).toBe(200);
    const [note] = await db.creditNote.findMany({ where: { orderId: order.id } });
    expect(note).toMatchObject({ roundOffPaise: 10, totalPaise: 314_800 });
  });

  it("keeps the round-off with an exchange of the last piece: nothing to refund, nothing of it credited", async () => {
    const user = await buyer();
    const made = await kurta({ S: 5, M: 5 });
    const placed = await callOrder(cashOnDeliveryRoute, {
      path: "/api/v1/order/cashOnDelivery",
      token: user.token,
      json: { addressId: user.addressId, cart: [{ sizeId: made.S.id, quantity: 1 }] },
    });
    const order = placed.body.order!;
    await deliver(order.id);
    const returned = await callOrder(returnOrderRoute, {
      path: "/api/v1/order/returnOrder",
      token: user.token,
      json: { orderId: order.id, reason: "Too tight", cart: [{ _id: order.cart[0]!._id, currQty: 1, replaceWith: made.M.id }] },
    });
    expect(returned.body.order).toMatchObject({ totalPrice: 0, totals: { roundOff: 0 }, paymentStatus: "Nothing to refund (Exchange)" });
    expect((await move((await admin()).token, returned.body.order!.id, "Return Picked Up")).status).toBe(200);
    expect(await db.creditNote.findMany({ where: { orderId: order.id } })).toMatchObject([{ roundOffPaise: 0, totalPaise: 157_395 }]);
  });
});
