import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as returnOrderRoute } from "@/app/api/v1/order/returnOrder/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { summariseShipping } from "@/lib/admin/manage-orders/ship-summary";
import { ORDER_NOT_FOUND } from "@/lib/orders/model/lookup";
import { NOT_RETURNABLE_MESSAGE } from "@/lib/orders/model/return-window";
import { PAYOUT_REFERENCE_MESSAGE, UPI_FORM_MESSAGE } from "@/lib/orders/model/schemas";
import { PAYOUT_REFERENCE_NEEDED } from "@/lib/orders/moves/apply-move";
import { updateOrder } from "@/lib/orders/requested-moves";
import { PREPAID_UPI_MESSAGE, UNKNOWN_UPI_MESSAGE } from "@/lib/orders/returns/refund-destination";
import { RETRY_LATER_MESSAGE } from "@/lib/orders/returns/settle-return";
import { markReturnedParcelInspected } from "@/lib/orders/shipments/returned-parcels";
import { twinProvider } from "@/lib/payments/twin";
import { TWIN_COURIER } from "@/lib/shipping/twin/twin";
import { db } from "../../support/api";
import { admin, buyer, callOrder, codOrder, deliver, prepaidOrder, stockOf } from "./fixtures";

// Issue 49, points 6 and 8: a cash-on-delivery return says where its refund goes (a UPI ID of the
// right form that its bank knows), every refund owed has its action (marked paid with the payout's
// reference; a prepaid one retried through the provider), and an inspected parcel's damaged pieces
// stay out of stock. The payments twin answers the UPI check as Razorpay's VPA validation would.

afterAll(() => db.$disconnect());
afterEach(() => vi.restoreAllMocks());

// Indigo S: ₹1,499 + 5% GST a piece.
const PIECE_PAISE = 157_395;

const returnOrder = (token: string | undefined, body: Record<string, unknown>) =>
  callOrder(returnOrderRoute, { path: "/api/v1/order/returnOrder", token, json: body });
const update = (token: string | undefined, body: Record<string, unknown>) =>
  callOrder(updateOrderRoute, { path: "/api/v1/order/updateOrder", token, json: body });
const one = (lineId: string) => [{ _id: lineId, currQty: 1 }];

async function deliveredCod() {
  const made = await codOrder();
  const boss = await deliver(made.order.id);
  return { ...made, boss, lineId: made.order.cart[0]!._id };
}

describe("a cash-on-delivery return asks where its refund goes", () => {
  it("refuses a UPI ID not of the form name@handle, and one its bank does not know, and keeps the return undone", async () => {
    const { user, order, lineId } = await deliveredCod();
    for (const refundUpi of ["priya", "priya@", "@okaxis", "priya@ok axis", "priya@okaxis.com", "priya@12"]) {
      const refused = await returnOrder(user.token, { orderId: order.id, reason: "Too small", cart: one(lineId), refundUpi });
      expect({ refundUpi, status: refused.status, message: refused.body.message }).toEqual({
        refundUpi,
        status: 400,
        message: UPI_FORM_MESSAGE,
      });
    }
    const validate = vi.spyOn(twinProvider, "validateVpa");
    const unknown = await returnOrder(user.token, {
      orderId: order.id,
      reason: "Too small",
      cart: one(lineId),
      refundUpi: "priya@nosuchbank",
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: UNKNOWN_UPI_MESSAGE } });
    expect(validate).toHaveBeenCalledWith("priya@nosuchbank");
    expect(await db.order.count({ where: { parentOrderId: order.id } })).toBe(0);
    expect((await db.orderLine.findUniqueOrThrow({ where: { id: lineId } })).returnedQuantity).toBe(0);
  });

  it("asks the bank about a UPI ID only for the caller's own returnable cash order, ten times an hour at most", async () => {
    const { order, lineId } = await deliveredCod();
    const stranger = await buyer();
    const notYet = await codOrder();
    const validate = vi.spyOn(twinProvider, "validateVpa");
    // Another's order answers the same for an ID that exists and one that does not: nothing to learn from it.
    for (const refundUpi of ["priya.s@okaxis", "priya@nosuchbank"]) {
      const probe = await returnOrder(stranger.token, { orderId: order.id, reason: "Too small", cart: one(lineId), refundUpi });
      expect({ refundUpi, status: probe.status, message: probe.body.message }).toEqual({
        refundUpi,
        status: 404,
        message: ORDER_NOT_FOUND,
      });
    }
    const undelivered = await returnOrder(notYet.user.token, {
      orderId: notYet.order.id,
      reason: "Too small",
      refundUpi: "priya@nosuchbank",
    });
    expect(undelivered).toMatchObject({ status: 409, body: { message: NOT_RETURNABLE_MESSAGE } });
    expect(validate).not.toHaveBeenCalled();

    const mine = await deliveredCod();
    const attempt = (refundUpi: string) =>
      returnOrder(mine.user.token, { orderId: mine.order.id, reason: "Too small", cart: one(mine.lineId), refundUpi });
    for (let i = 1; i <= 10; i++) expect((await attempt(`priya${i}@nosuchbank`)).body.message).toBe(UNKNOWN_UPI_MESSAGE);
    expect(await attempt("priya.s@okaxis")).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Too many attempts/) } });
    expect(validate).toHaveBeenCalledTimes(10);
    expect(await db.order.count({ where: { parentOrderId: mine.order.id } })).toBe(0);
  });

  it("keeps a UPI ID its bank knows, with the holder's name, on the return and in its audit", async () => {
    const { user, order, lineId } = await deliveredCod();
    const made = await returnOrder(user.token, {
      orderId: order.id,
      reason: "Too small",
      cart: one(lineId),
      refundUpi: " priya.s@okaxis ",
    });
    expect(made.status).toBe(200);
    const row = await db.order.findUniqueOrThrow({ where: { id: made.body.order!.id } });
    expect(row).toMatchObject({ refundUpi: "priya.s@okaxis", refundUpiName: "priya.s (test account)" });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: row.id, action: "order.return_requested" } });
    expect(audit.data).toMatchObject({ refundUpi: "priya.s@okaxis" });
  });

  it("needs no UPI ID from a client of the spec's API, and takes none for a prepaid order", async () => {
    const { user, order, lineId } = await deliveredCod();
    expect((await returnOrder(user.token, { orderId: order.id, reason: "Too small", cart: one(lineId) })).status).toBe(200);
    const prepaid = await prepaidOrder();
    await deliver(prepaid.order.id);
    const refused = await returnOrder(prepaid.user.token, { orderId: prepaid.order.id, reason: "Too small", refundUpi: "priya@okaxis" });
    expect(refused).toMatchObject({ status: 400, body: { message: PREPAID_UPI_MESSAGE } });
  });
});

describe("every refund owed has its action", () => {
  async function pickedUpCod() {
    const made = await deliveredCod();
    const requested = await returnOrder(made.user.token, {
      orderId: made.order.id,
      reason: "Too small",
      cart: one(made.lineId),
      refundUpi: "priya@ybl",
    });
    const returnId = requested.body.order!.id;
    expect((await update(made.boss.token, { orderId: returnId, status: "Return Picked Up" })).status).toBe(200);
    return { ...made, returnId };
  }

  it("Mark Refund Paid on a cash return takes the payout's reference and records it; the back office refuses without one", async () => {
    const { boss, returnId } = await pickedUpCod();
    await expect(updateOrder(boss.ctx, { orderId: returnId, status: "Refunded" }, { payoutReferenceRequired: true })).rejects.toMatchObject(
      { message: PAYOUT_REFERENCE_NEEDED },
    );
    expect(await update(boss.token, { orderId: returnId, status: "Refunded", payoutReference: "UTR 12" })).toMatchObject({
      status: 400,
      body: { message: PAYOUT_REFERENCE_MESSAGE },
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: returnId } })).status).toBe("RETURN_PICKED_UP");

    const paid = await update(boss.token, { orderId: returnId, status: "Refunded", payoutReference: " 412345678901 " });
    expect(paid).toMatchObject({ status: 200, body: { order: { paymentStatus: "Refunded (Cash)" } } });
    const row = await db.order.findUniqueOrThrow({ where: { id: returnId } });
    expect(row).toMatchObject({ status: "REFUNDED", payoutReference: "412345678901", refundId: null });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: returnId, action: "order.refunded" } });
    expect(audit).toMatchObject({
      actorId: boss.id,
      data: expect.objectContaining({ payoutReference: "412345678901", refundedPaise: PIECE_PAISE }),
    });
  });

  it("the spec's updateOrder to Refunded, with no reference, still marks a cash return paid (section 7 is a contract)", async () => {
    const { boss, returnId } = await pickedUpCod();
    const paid = await update(boss.token, { orderId: returnId, status: "Refunded" });
    expect(paid).toMatchObject({ status: 200, body: { order: { paymentStatus: "Refunded (Cash)" } } });
    expect(await db.order.findUniqueOrThrow({ where: { id: returnId } })).toMatchObject({ status: "REFUNDED", payoutReference: null });
  });

  /** A prepaid return left on Picked up with its refund owed (the demo data has one; a refund the provider could not make). */
  async function owedPrepaid() {
    const { user, order } = await prepaidOrder();
    const boss = await deliver(order.id);
    const requested = await returnOrder(user.token, { orderId: order.id, reason: "Colour differs", cart: one(order.cart[0]!._id) });
    const returnId = requested.body.order!.id;
    await db.order.update({ where: { id: returnId }, data: { status: "RETURN_PICKED_UP", pickedUpAt: new Date() } });
    const payment = await db.payment.findFirstOrThrow({ where: { orderId: order.id } });
    return { boss, returnId, payment };
  }

  it("Retry refund on a prepaid return owed refunds it through the provider once; a provider still down leaves it owed", async () => {
    const { boss, returnId, payment } = await owedPrepaid();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refund = vi.spyOn(twinProvider, "refund").mockRejectedValueOnce(new Error("provider down"));
    const down = await update(boss.token, { orderId: returnId, status: "Refunded" });
    expect(down).toMatchObject({ status: 503, body: { message: RETRY_LATER_MESSAGE } });
    expect(await db.order.findUniqueOrThrow({ where: { id: returnId } })).toMatchObject({ status: "RETURN_PICKED_UP", refundId: null });

    const both = await Promise.all([0, 1].map(() => update(boss.token, { orderId: returnId, status: "Refunded" })));
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    // The failed try, then one of the two: the other lost the status move before asking the provider.
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refund).toHaveBeenLastCalledWith(payment.providerPaymentId, PIECE_PAISE, expect.anything());
    const row = await db.order.findUniqueOrThrow({ where: { id: returnId } });
    expect(row).toMatchObject({ status: "REFUNDED", refundId: expect.stringMatching(/^rfnd_/), payoutReference: null });
    expect(await db.auditLog.count({ where: { entityId: payment.id, action: "payment.return_refunded" } })).toBe(1);
  });

  it("a prepaid refund owed may instead be marked paid by hand with a reference, and the provider is not asked", async () => {
    const { boss, returnId } = await owedPrepaid();
    const refund = vi.spyOn(twinProvider, "refund");
    expect((await update(boss.token, { orderId: returnId, status: "Refunded", payoutReference: "NEFT/HDFC-000123" })).status).toBe(200);
    expect(refund).not.toHaveBeenCalled();
    expect(await db.order.findUniqueOrThrow({ where: { id: returnId } })).toMatchObject({
      status: "REFUNDED",
      payoutReference: "NEFT/HDFC-000123",
    });
  });
});

describe("big actions say what they will do", () => {
  it("Ship selected's summary: how many can ship, the courier, the value and the cash to collect, and which cannot", async () => {
    const boss = await admin();
    const first = await codOrder("CONFIRMED");
    const second = await codOrder("CONFIRMED");
    const pending = await codOrder("DELIVERED");
    const summary = await summariseShipping(boss.ctx, { orderIds: [first.order.id, second.order.id, pending.order.id] });
    const total = first.order.totalPrice * 100 + second.order.totalPrice * 100;
    expect(summary).toEqual({
      shipping: 2,
      pieces: 4,
      totalPaise: total,
      cashToCollectPaise: total,
      courier: TWIN_COURIER,
      notShipping: [{ publicOrderId: pending.order.orderDetails.public_order_id, why: "A delivered order cannot be marked shipped" }],
    });
    await expect(summariseShipping(first.user.ctx, { orderIds: [first.order.id] })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("an inspected parcel's damaged piece stays out of stock, counted on its line and in the audit", async () => {
    const { order, S } = await codOrder("RTO_DELIVERED");
    const boss = await admin();
    const stock = await stockOf(S.id);
    const lineId = order.cart[0]!._id;
    await expect(markReturnedParcelInspected(boss.ctx, { orderId: order.id, damaged: [{ lineId, quantity: 3 }] })).rejects.toThrow(
      "Only 2 of Chikankari Kurta - Indigo - S came back",
    );
    const inspected = await markReturnedParcelInspected(boss.ctx, { orderId: order.id, damaged: [{ lineId, quantity: 1 }] });
    expect(inspected).toEqual({ publicOrderId: order.orderDetails.public_order_id, damagedPieces: 1 });
    expect(await stockOf(S.id)).toBe(stock + 1);
    expect(await db.orderLine.findUniqueOrThrow({ where: { id: lineId } })).toMatchObject({ quantity: 2, damagedQuantity: 1 });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: order.id, action: "order.restocked" } });
    expect(audit).toMatchObject({ actorId: boss.id, data: { role: "ADMIN", damaged: [{ orderLineId: lineId, quantity: 1 }] } });
  });
});
