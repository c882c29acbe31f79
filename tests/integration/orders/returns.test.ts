import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as returnOrderRoute } from "@/app/api/v1/order/returnOrder/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { clock } from "@/lib/clock";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { toOrderView } from "@/lib/orders/model/view";
import { CART_MESSAGE, REASON_TOO_LONG_MESSAGE } from "@/lib/orders/model/schemas";
import {
  ALL_RETURNED_MESSAGE,
  DUPLICATE_LINE_MESSAGE,
  NOT_IN_ORDER_MESSAGE,
  NOTHING_CHOSEN_MESSAGE,
} from "@/lib/orders/returns/quote-return";
import { NOT_RETURNABLE_MESSAGE, WINDOW_CLOSED_MESSAGE } from "@/lib/orders/model/return-window";
import { NOT_A_RETURN_MESSAGE, NOT_PICKED_UP_MESSAGE } from "@/lib/orders/model/status";
import { twinProvider } from "@/lib/payments/twin";
import { db, outboxFor } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { admin, buyer, callOrder, codOrder, deliver, prepaidOrder } from "./fixtures";

afterAll(() => db.$disconnect());
afterEach(() => vi.restoreAllMocks());

const DAY = 24 * 60 * 60 * 1000;
// Indigo S: ₹1,499 + 5% GST (₹74.95) a piece.
const PIECE_PAISE = 157_395;

const returnOrder = (token: string | undefined, body: Record<string, unknown>) =>
  callOrder(returnOrderRoute, { path: "/api/v1/order/returnOrder", token, json: body });
const update = (token: string | undefined, body: Record<string, unknown>) =>
  callOrder(updateOrderRoute, { path: "/api/v1/order/updateOrder", token, json: body });

/** Priya's delivered cash-on-delivery order of 2 × Indigo S, and its line. */
async function deliveredCod() {
  const made = await codOrder();
  const boss = await deliver(made.order.id);
  return { ...made, boss, lineId: made.order.cart[0]!._id };
}

const oneOf = (lineId: string, currQty = 1) => [{ _id: lineId, currQty, quantity: 2, product: { discountPrice: 1 } }];

describe("returnOrder: the customer returns a delivered order", () => {
  it("returns one of two pieces, then the rest, then refuses more than is left", async () => {
    const { user, order, lineId } = await deliveredCod();
    // The client's discountPrice is ignored: the refund comes from the order's snapshot.
    const first = await returnOrder(user.token, { orderId: order.id, reason: "  Too long in the sleeves  ", cart: oneOf(lineId) });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Return requested");
    expect(first.body.order).toMatchObject({
      orderType: "Returns",
      orderDetails: { status: "Return Requested" },
      paymentStatus: "Refund pending (Cash)",
      parentOrderId: order.id,
      returnReason: "Too long in the sleeves",
      totalPrice: 1573.95,
      cart: [{ quantity: 1, name: "Chikankari Kurta - Indigo - S" }],
    });
    const row = await db.order.findUniqueOrThrow({ where: { id: first.body.order!.id }, include: { lines: true } });
    expect(row).toMatchObject({
      orderType: "RETURN",
      status: "RETURN_REQUESTED",
      userId: user.id,
      totalPaise: PIECE_PAISE,
      gstPaise: 7_495,
    });
    expect(row.lines).toMatchObject([{ returnOfLineId: lineId, quantity: 1, lineTotalPaise: PIECE_PAISE }]);
    expect((await db.orderLine.findUniqueOrThrow({ where: { id: lineId } })).returnedQuantity).toBe(1);
    expect(await db.auditLog.count({ where: { entityId: row.id, action: "order.return_requested", actorId: user.id } })).toBe(1);
    const mail = (await outboxFor(user.email)).find((email) => email.template === "return-requested");
    expect(mail?.text).toContain("1 × Chikankari Kurta - Indigo - S");
    expect(mail?.text).toContain("we will pay you back ₹1,573.95");
    expect(mail?.html).toContain("See your order");

    // Return All takes what is left: the second piece, and with it the order's round-off (₹3,147.90 was paid as ₹3,148).
    const rest = await returnOrder(user.token, { orderId: order.orderDetails.public_order_id, reason: "Same problem" });
    expect(rest.status).toBe(200);
    expect(rest.body.order).toMatchObject({ totalPrice: 1574.05, cart: [{ quantity: 1 }] });
    expect((await db.orderLine.findUniqueOrThrow({ where: { id: lineId } })).returnedQuantity).toBe(2);

    expect(await returnOrder(user.token, { orderId: order.id, reason: "Again" })).toMatchObject({
      status: 409,
      body: { success: false, message: ALL_RETURNED_MESSAGE },
    });
    expect(await returnOrder(user.token, { orderId: order.id, reason: "Again", cart: oneOf(lineId) })).toMatchObject({
      status: 409,
      body: { message: "Only 0 of Chikankari Kurta - Indigo - S can still be returned" },
    });
    expect(await db.order.count({ where: { parentOrderId: order.id } })).toBe(2);
  });

  it("refuses more pieces than were bought in one go", async () => {
    const { user, order, lineId } = await deliveredCod();
    expect(await returnOrder(user.token, { orderId: order.id, reason: "Too many", cart: oneOf(lineId, 3) })).toMatchObject({
      status: 409,
      body: { message: "Only 2 of Chikankari Kurta - Indigo - S can still be returned" },
    });
    expect(await db.order.count({ where: { parentOrderId: order.id } })).toBe(0);
  });

  it("accepts a return just inside 3 days of delivery and refuses one just outside, by the server's clock", async () => {
    const deliveredAt = new Date("2026-11-20T10:00:00Z");
    vi.spyOn(clock, "now").mockReturnValue(deliveredAt);
    const inside = await deliveredCod();
    const outside = await deliveredCod();
    vi.spyOn(clock, "now").mockReturnValue(new Date(deliveredAt.getTime() + 3 * DAY - 60_000));
    expect((await returnOrder(inside.user.token, { orderId: inside.order.id, reason: "Fits badly" })).status).toBe(200);
    vi.spyOn(clock, "now").mockReturnValue(new Date(deliveredAt.getTime() + 3 * DAY));
    expect(await returnOrder(outside.user.token, { orderId: outside.order.id, reason: "Fits badly" })).toMatchObject({
      status: 409,
      body: { message: WINDOW_CLOSED_MESSAGE },
    });
    expect(await db.order.count({ where: { parentOrderId: outside.order.id } })).toBe(0);
  });

  it.each<OrderStatus>(["PENDING", "CONFIRMED", "SHIPPED", "CANCELLED"])("refuses a %s order (409)", async (status) => {
    const { user, order } = await codOrder(status);
    expect(await returnOrder(user.token, { orderId: order.id, reason: "Changed my mind" })).toMatchObject({
      status: 409,
      body: { message: NOT_RETURNABLE_MESSAGE },
    });
  });

  it("refuses returning a return", async () => {
    const { user, order } = await deliveredCod();
    const first = await returnOrder(user.token, { orderId: order.id, reason: "Fits badly" });
    expect(await returnOrder(user.token, { orderId: first.body.order!.id, reason: "Again" })).toMatchObject({
      status: 409,
      body: { message: NOT_RETURNABLE_MESSAGE },
    });
  });

  it("answers 401 to a visitor and 404 to another customer or an admin: it is not theirs", async () => {
    const { order } = await deliveredCod();
    expect((await returnOrder(undefined, { orderId: order.id, reason: "x" })).status).toBe(401);
    const other = await buyer();
    expect(await returnOrder(other.token, { orderId: order.id, reason: "Mine now" })).toMatchObject({
      status: 404,
      body: { message: "Order not found" },
    });
    expect((await returnOrder((await admin()).token, { orderId: order.id, reason: "Admin" })).status).toBe(404);
    expect(await db.order.count({ where: { parentOrderId: order.id } })).toBe(0);
  });

  it("takes the reason as free text with no rule (spec §5): blank or absent is no reason", async () => {
    for (const reason of ["", "   ", undefined]) {
      const { user, order } = await deliveredCod();
      const { status, body } = await returnOrder(user.token, { orderId: order.id, reason });
      expect(status, String(reason)).toBe(200);
      expect(body.order!.returnReason).toBeNull();
    }
  });

  it("takes 'Arrived damaged' as a reason, chosen from the list or named in the text, and the owner reads it", async () => {
    const chosen = await deliveredCod();
    const fromList = await returnOrder(chosen.user.token, { orderId: chosen.order.id, reason: "The seam is torn", reasonCode: "DAMAGED" });
    expect(fromList.status).toBe(200);
    const named = await deliveredCod();
    const fromText = await returnOrder(named.user.token, { orderId: named.order.id, reason: "Damaged." });
    expect(fromText.status).toBe(200);
    for (const returned of [fromList, fromText]) {
      const row = await db.order.findUniqueOrThrow({ where: { id: returned.body.order!.id }, include: { lines: true } });
      expect(row.returnReasonCode).toBe("DAMAGED");
      // The order page (the shopper's and the owner's) says so beside her words.
      expect(toOrderView(row).returnReasonLabel).toBe("Arrived damaged");
    }
  });

  it("answers 400 with a message to a bad reason or cart, and creates nothing", async () => {
    const { user, order, lineId } = await deliveredCod();
    const other = await deliveredCod();
    const cases: [Record<string, unknown>, string][] = [
      [{ orderId: order.id, reason: 42 }, "reason must be text"],
      [{ orderId: order.id, reason: "x".repeat(1_001) }, REASON_TOO_LONG_MESSAGE],
      [{ orderId: order.id, reason: "x".repeat(100_000) }, REASON_TOO_LONG_MESSAGE],
      [{ reason: "Fits badly" }, "orderId is required"],
      [{ orderId: order.id, reason: "Fits badly", cart: "not json" }, CART_MESSAGE],
      [{ orderId: order.id, reason: "Fits badly", cart: { _id: lineId } }, CART_MESSAGE],
      [{ orderId: order.id, reason: "Fits badly", cart: [{ _id: lineId, currQty: -1 }] }, CART_MESSAGE],
      [{ orderId: order.id, reason: "Fits badly", cart: [{ _id: lineId, currQty: 1.5 }] }, CART_MESSAGE],
      [{ orderId: order.id, reason: "Fits badly", cart: [{ _id: lineId }] }, CART_MESSAGE],
      [{ orderId: order.id, reason: "Fits badly", cart: [] }, NOTHING_CHOSEN_MESSAGE],
      [{ orderId: order.id, reason: "Fits badly", cart: oneOf(lineId, 0) }, NOTHING_CHOSEN_MESSAGE],
      [{ orderId: order.id, reason: "Fits badly", cart: [...oneOf(lineId), ...oneOf(lineId)] }, DUPLICATE_LINE_MESSAGE],
      [{ orderId: order.id, reason: "Fits badly", cart: oneOf(other.lineId) }, NOT_IN_ORDER_MESSAGE],
    ];
    for (const [body, message] of cases) {
      expect(await returnOrder(user.token, body), JSON.stringify(body).slice(0, 80)).toMatchObject({
        status: 400,
        body: { success: false, message },
      });
    }
    expect(await db.order.count({ where: { parentOrderId: order.id } })).toBe(0);
    expect((await db.orderLine.findUniqueOrThrow({ where: { id: lineId } })).returnedQuantity).toBe(0);
    // A JSON text cart is read as the list it holds.
    const asText = await returnOrder(user.token, { orderId: order.id, reason: "Fits badly", cart: JSON.stringify(oneOf(lineId)) });
    expect(asText.status).toBe(200);
  });

  it("two concurrent returns of the last piece: one succeeds, the other is refused", async () => {
    const { user, order, lineId } = await deliveredCod();
    expect((await returnOrder(user.token, { orderId: order.id, reason: "First", cart: oneOf(lineId) })).status).toBe(200);
    const both = await Promise.all([
      returnOrder(user.token, { orderId: order.id, reason: "Second", cart: oneOf(lineId) }),
      returnOrder(user.token, { orderId: order.id, reason: "Second", cart: oneOf(lineId) }),
    ]);
    expect(both.map((result) => result.status).sort()).toEqual([200, 409]);
    expect((await db.orderLine.findUniqueOrThrow({ where: { id: lineId } })).returnedQuantity).toBe(2);
    expect(await db.order.count({ where: { parentOrderId: order.id } })).toBe(2);
  });
});

/** A delivered COD order of 2 with one piece returned; the return's id. */
async function requestedCodReturn() {
  const made = await deliveredCod();
  const requested = await returnOrder(made.user.token, { orderId: made.order.id, reason: "Fits badly", cart: oneOf(made.lineId) });
  expect(requested.status).toBe(200);
  return { ...made, returnId: requested.body.order!.id };
}

describe("updateOrder moves a return: Requested → Picked up → Refunded", () => {
  const targets = [
    { to: "Return Picked Up", target: "RETURN_PICKED_UP", from: "RETURN_REQUESTED" },
    { to: "Refunded", target: "REFUNDED", from: "RETURN_PICKED_UP" },
  ] as const;
  const returnStates: OrderStatus[] = ["RETURN_REQUESTED", "RETURN_PICKED_UP", "REFUNDED"];
  const REFUSALS: Record<string, string> = {
    "RETURN_PICKED_UP→RETURN_PICKED_UP": "This order is already return picked up",
    "REFUNDED→RETURN_PICKED_UP": "A refunded order cannot be marked return picked up",
    "RETURN_REQUESTED→REFUNDED": NOT_PICKED_UP_MESSAGE,
    "REFUNDED→REFUNDED": "This order is already refunded",
  };

  for (const move of targets) {
    it.each(returnStates)(`an admin to ${move.to}, from %s`, async (from) => {
      const { returnId } = await requestedCodReturn();
      await db.order.update({ where: { id: returnId }, data: { status: from } });
      const boss = await admin();
      const { status, body } = await update(boss.token, { orderId: returnId, status: move.to });
      const row = await db.order.findUniqueOrThrow({ where: { id: returnId } });
      if (from === move.from) {
        expect(status).toBe(200);
        expect(row.status).toBe(move.target);
        expect(
          await db.auditLog.count({ where: { entityId: returnId, action: `order.${move.target.toLowerCase()}`, actorId: boss.id } }),
        ).toBe(1);
      } else {
        expect(status).toBe(409);
        expect(body.message).toBe(REFUSALS[`${from}→${move.target}`]);
        expect(row.status).toBe(from);
      }
    });
  }

  it("books the reverse pickup once the return is made, and the courier's timeline moves on at pickup", async () => {
    const { returnId } = await requestedCodReturn();
    await workOffJobs();
    const booked = await db.order.findUniqueOrThrow({ where: { id: returnId } });
    expect(booked.awbCode).toMatch(/^TW\d{12}$/);
    expect(booked.trackingUrl).toBe(`/track/${booked.awbCode}`);
    const timeline = async () =>
      (await db.shipmentEvent.findMany({ where: { awbCode: booked.awbCode! }, orderBy: { occurredAt: "asc" } })).map(
        (event) => event.status,
      );
    expect(await timeline()).toEqual(["Return pickup booked"]);
    const boss = await admin();
    expect((await update(boss.token, { orderId: returnId, status: "Return Picked Up" })).status).toBe(200);
    expect(await timeline()).toEqual(["Return pickup booked", "Return picked up"]);
  });

  it("refuses a return's move to the customer (403, even the owner) and to a visitor (401)", async () => {
    const { user, returnId } = await requestedCodReturn();
    expect((await update(user.token, { orderId: returnId, status: "Return Picked Up" })).status).toBe(403);
    expect((await update(undefined, { orderId: returnId, status: "Return Picked Up" })).status).toBe(401);
    expect((await db.order.findUniqueOrThrow({ where: { id: returnId } })).status).toBe("RETURN_REQUESTED");
  });

  it("refuses a return's moves on an order, and an order's moves on a return (409)", async () => {
    const { order, boss, returnId } = await requestedCodReturn();
    expect(await update(boss.token, { orderId: order.id, status: "Return Picked Up" })).toMatchObject({
      status: 409,
      body: { message: NOT_A_RETURN_MESSAGE },
    });
    expect(await update(boss.token, { orderId: returnId, status: "Shipped" })).toMatchObject({
      status: 409,
      body: { message: "A return requested order cannot be marked shipped" },
    });
  });

  it("cash on delivery: the pickup credits the invoice and leaves a refund owed, which the admin marks paid", async () => {
    const { user, order, lineId, boss, returnId } = await requestedCodReturn();
    const picked = await update(boss.token, { orderId: returnId, status: "RETURN_PICKED_UP" });
    expect(picked.status).toBe(200);
    expect(picked.body.order).toMatchObject({ orderDetails: { status: "Return Picked Up" }, paymentStatus: "Refund owed (Cash)" });
    expect((await db.order.findUniqueOrThrow({ where: { id: returnId } })).pickedUpAt).toBeInstanceOf(Date);
    const notes = await db.creditNote.findMany({ where: { orderId: order.id } });
    expect(notes).toMatchObject([{ totalPaise: PIECE_PAISE, lines: [{ orderLineId: lineId, quantity: 1 }] }]);
    expect((await outboxFor(user.email)).filter((mail) => mail.template === "refund-issued")).toHaveLength(0);

    const paid = await update(boss.token, { orderId: returnId, status: "Refunded" });
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ orderDetails: { status: "Refunded" }, paymentStatus: "Refunded (Cash)" });
    const row = await db.order.findUniqueOrThrow({ where: { id: returnId } });
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(row.refundId).toBeNull();
    const mails = (await outboxFor(user.email)).filter((mail) => mail.template === "refund-issued");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("₹1,573.95 has been refunded");
    expect(await update(boss.token, { orderId: returnId, status: "Refunded" })).toMatchObject({
      status: 409,
      body: { message: "This order is already refunded" },
    });
    expect(await db.creditNote.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("prepaid: two concurrent pickups refund the returned piece through the provider exactly once", async () => {
    const { user, order } = await prepaidOrder();
    const boss = await deliver(order.id);
    const requested = await returnOrder(user.token, { orderId: order.id, reason: "Colour differs", cart: oneOf(order.cart[0]!._id) });
    expect(requested.status).toBe(200);
    const returnId = requested.body.order!.id;
    const refund = vi.spyOn(twinProvider, "refund");
    const both = await Promise.all([
      update(boss.token, { orderId: returnId, status: "Return Picked Up" }),
      update(boss.token, { orderId: returnId, status: "Return Picked Up" }),
    ]);
    expect(both.map((result) => result.status).sort()).toEqual([200, 409]);
    const payment = await db.payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(payment.providerPaymentId, PIECE_PAISE, expect.anything());
    const row = await db.order.findUniqueOrThrow({ where: { id: returnId } });
    expect(row).toMatchObject({ status: "REFUNDED", refundId: expect.stringMatching(/^rfnd_/), refundedAt: expect.any(Date) });
    expect(row.pickedUpAt).toBeInstanceOf(Date);
    // The rest of the payment stays captured: the other piece was kept.
    expect(payment.status).toBe("CAPTURED");
    expect(await db.auditLog.count({ where: { entityId: payment.id, action: "payment.return_refunded" } })).toBe(1);
    // Both moves went through the state machine, each with its audit entry, by the admin who marked the pickup.
    const moves = await db.auditLog.findMany({
      where: { entityId: returnId, action: { startsWith: "order." } },
      orderBy: { action: "asc" },
    });
    expect(moves.map(({ action, actorId, data }) => ({ action, actorId, data }))).toEqual([
      {
        action: "order.refunded",
        actorId: boss.id,
        data: expect.objectContaining({ from: "RETURN_PICKED_UP", to: "REFUNDED", refundedPaise: PIECE_PAISE }),
      },
      {
        action: "order.return_picked_up",
        actorId: boss.id,
        data: expect.objectContaining({ from: "RETURN_REQUESTED", to: "RETURN_PICKED_UP" }),
      },
      { action: "order.return_requested", actorId: user.id, data: expect.anything() },
    ]);
    expect(await db.creditNote.count({ where: { orderId: order.id } })).toBe(1);
    const mails = (await outboxFor(user.email)).filter((mail) => mail.template === "refund-issued");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("card or account you paid with");
    expect(await update(boss.token, { orderId: returnId, status: "Refunded" })).toMatchObject({ status: 409 });
    expect(refund).toHaveBeenCalledTimes(1);
  });

  it("prepaid: a failed provider refund leaves the return requested", async () => {
    const { user, order } = await prepaidOrder();
    const boss = await deliver(order.id);
    const requested = await returnOrder(user.token, { orderId: order.id, reason: "Colour differs" });
    vi.spyOn(twinProvider, "refund").mockRejectedValueOnce(new Error("provider down"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { status } = await update(boss.token, { orderId: requested.body.order!.id, status: "Return Picked Up" });
    expect(status).toBe(503);
    const row = await db.order.findUniqueOrThrow({ where: { id: requested.body.order!.id } });
    expect(row).toMatchObject({ status: "RETURN_REQUESTED", pickedUpAt: null, refundId: null });
    expect(await db.creditNote.count({ where: { orderId: order.id } })).toBe(0);
  });
});
