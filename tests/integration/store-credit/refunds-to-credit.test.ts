import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as cancelOrderRoute } from "@/app/api/v1/order/cancelOrder/route";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as returnOrderRoute } from "@/app/api/v1/order/returnOrder/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { GET as settingsGet, PUT as settingsPut } from "@/app/api/v1/storeCredit/settings/route";
import { clock } from "@/lib/clock";
import { getBoss } from "@/lib/jobs/boss";
import { applyCourierScan } from "@/lib/orders/shipments/courier-scans";
import { getReturnQuote } from "@/lib/orders/returns/quote-return";
import { PREPAID_ONLY_CREDIT_MESSAGE } from "@/lib/orders/returns/credit-refund";
import { quoteOwnerCredit } from "@/lib/orders/returns/owner-credit-quote";
import { CREDIT_UPI_MESSAGE } from "@/lib/orders/returns/refund-destination";
import { oneValueMessage } from "@/lib/validation";
import { call, db, outboxFor } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { balanceOf, capture, giveCredit, payOnline } from "./support";
import { admin, buyer, callOrder, codOrder, deliver, fillCart, kurta, prepaidOrder, type Buyer } from "../orders/fixtures";

// Refunds to store credit (issue 51 point 2, decision 105): a return the shopper sends to store credit
// is credited when the courier picks it up, once however often the pickup is reported, with the owner's
// bonus; an order store credit helped pay gives the credit back first, then the rest by the method paid;
// the credit notes' tax figures are those of any other return.

beforeAll(async () => {
  await getBoss();
});
afterEach(async () => {
  await db.returnSettings.deleteMany();
});
afterAll(() => db.$disconnect());

// Indigo S: ₹1,499 + 5% GST (₹74.95) a piece.
const PIECE_PAISE = 157_395;

const linesOf = (orderId: string) =>
  db.storeCreditEntry.findMany({ where: { orderId }, orderBy: { amountPaise: "desc" }, select: { amountPaise: true, reason: true } });

const returnOrder = (user: Buyer, json: Record<string, unknown>) =>
  callOrder(returnOrderRoute, { path: "/api/v1/order/returnOrder", token: user.token, json });
const move = (boss: Buyer, orderId: string, status: string) =>
  callOrder(updateOrderRoute, { path: "/api/v1/order/updateOrder", token: boss.token, json: { orderId, status } });
const setBonus = (boss: Buyer, returnBonusPercent: unknown) =>
  call(settingsPut, { path: "/api/v1/storeCredit/settings", method: "PUT", token: boss.token, json: { returnBonusPercent } });

/** A delivered cash-on-delivery order of 2 × Indigo S, its line, and the admin who moved it. */
async function deliveredCod() {
  const made = await codOrder();
  const boss = await deliver(made.order.id);
  return { ...made, boss, lineId: made.order.cart[0]!._id };
}

const onePiece = (lineId: string) => [{ _id: lineId, currQty: 1 }];

describe("a return refunded to store credit", () => {
  it("is credited when the courier picks it up: the balance, one ledger line about the return, no money refunded", async () => {
    const { user, order, boss, lineId } = await deliveredCod();

    const quote = await getReturnQuote(user.ctx, { orderId: order.id, cart: onePiece(lineId), refundTo: "storeCredit" });
    expect(quote).toMatchObject({
      refundPaise: PIECE_PAISE,
      creditPaise: PIECE_PAISE,
      creditBonusPaise: 0,
      moneyPaise: 0,
      backPaise: PIECE_PAISE,
    });
    // Store credit asks no UPI ID: one sent with it is refused before anything is asked of the bank.
    expect(
      await returnOrder(user, {
        orderId: order.id,
        reason: "Too small",
        cart: onePiece(lineId),
        refundTo: "storeCredit",
        refundUpi: "priya@okaxis",
      }),
    ).toMatchObject({ status: 400, body: { success: false, message: CREDIT_UPI_MESSAGE } });

    const requested = await returnOrder(user, { orderId: order.id, reason: "Too small", cart: onePiece(lineId), refundTo: "storeCredit" });
    expect(requested.status).toBe(200);
    const returned = requested.body.order!;
    expect(returned).toMatchObject({
      refundTo: "storeCredit",
      refundToStoreCredit: 1573.95,
      refundToOriginal: 0,
      paymentStatus: "Refund pending (Store credit)",
    });
    expect(await balanceOf(user)).toBe(0);
    const asked = (await outboxFor(user.email)).find((mail) => mail.template === "return-requested");
    expect(asked?.text).toContain("₹1,573.95 is added to your store credit at once");

    const picked = await move(boss, returned.id, "Return Picked Up");
    expect(picked.status).toBe(200);
    expect(picked.body.order).toMatchObject({ orderDetails: { status: "Refunded" }, paymentStatus: "Refunded (Store credit)" });
    expect(await balanceOf(user)).toBe(PIECE_PAISE);
    expect(await linesOf(returned.id)).toEqual([
      { amountPaise: PIECE_PAISE, reason: `Refund of return ${returned.orderDetails.public_order_id}` },
    ]);
    const refundMail = (await outboxFor(user.email)).find((mail) => mail.template === "refund-issued");
    expect(refundMail?.text).toContain("₹1,573.95 has been added to your store credit");
    expect(refundMail?.text).not.toContain("has been refunded");
  });

  it("keeps the credit note's taxable value and GST those of a return refunded in money", async () => {
    const { user, order, boss, lineId } = await deliveredCod();
    const toCredit = await returnOrder(user, { orderId: order.id, reason: "Too small", cart: onePiece(lineId), refundTo: "storeCredit" });
    expect((await move(boss, toCredit.body.order!.id, "Return Picked Up")).status).toBe(200);
    const inMoney = await returnOrder(user, { orderId: order.id, reason: "Too small", cart: onePiece(lineId) });
    expect(inMoney.body.order).toMatchObject({ refundTo: "original", refundToStoreCredit: 0 });
    expect((await move(boss, inMoney.body.order!.id, "Return Picked Up")).status).toBe(200);

    const notes = await db.creditNote.findMany({ where: { orderId: order.id }, orderBy: { issuedAt: "asc" } });
    expect(notes).toHaveLength(2);
    const taxOf = (lines: unknown) =>
      (lines as { taxablePaise: number; gstPaise: number }[]).map(({ taxablePaise, gstPaise }) => ({ taxablePaise, gstPaise }));
    expect(taxOf(notes[0]!.lines)).toEqual([{ taxablePaise: 149_900, gstPaise: 7_495 }]);
    expect(taxOf(notes[1]!.lines)).toEqual(taxOf(notes[0]!.lines));
    expect(await balanceOf(user)).toBe(PIECE_PAISE);
  });

  it("credits once however many pickup scans arrive at once, or again later", async () => {
    const { user, order, lineId } = await deliveredCod();
    const requested = await returnOrder(user, { orderId: order.id, reason: "Too small", cart: onePiece(lineId), refundTo: "storeCredit" });
    const returnId = requested.body.order!.id;
    await workOffJobs();
    const { awbCode } = await db.order.findUniqueOrThrow({ where: { id: returnId } });
    expect(awbCode).toBeTruthy();

    const base = clock.now().getTime();
    const scan = (i: number) =>
      applyCourierScan({ awbCode: awbCode!, label: "PICKED UP", at: new Date(base + i * 1000), activity: "", location: "Pune" });
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(scan));
    expect(outcomes.filter((one) => one.status === "fulfilled" && one.value === "RETURN_PICKED_UP")).toHaveLength(1);
    // Scans sent again later move nothing: an older one is set aside, a newer one finds the return refunded.
    expect(await scan(0)).toBe("older scan");
    expect(await scan(9)).toBe("no move");

    expect(await balanceOf(user)).toBe(PIECE_PAISE);
    expect(await linesOf(returnId)).toHaveLength(1);
    expect((await db.order.findUniqueOrThrow({ where: { id: returnId } })).status).toBe("REFUNDED");
  });

  it("adds the owner's bonus, at the percentage in force when the return was asked", async () => {
    const { user, order, boss, lineId } = await deliveredCod();
    expect((await setBonus(user, 10)).status).toBe(403);
    expect(await setBonus(boss, 60)).toMatchObject({ status: 400 });
    expect(await setBonus(boss, 10)).toMatchObject({ status: 200, body: { returnBonusPercent: 10 } });
    // An emptied field, a tick or a list is no number: the bonus is kept, not read as 0 or 1 (CI's fuzz found "").
    const refused = (message: string) => ({ status: 400, body: { success: false, message } });
    for (const notANumber of ["", " ", null, true]) {
      expect(await setBonus(boss, notANumber)).toMatchObject(refused("The bonus must be a whole percentage from 0 to 50"));
    }
    for (const list of [[], [5]]) {
      expect(await setBonus(boss, list)).toMatchObject(refused(oneValueMessage("returnBonusPercent")));
    }
    expect(await setBonus(boss, " 10 ")).toMatchObject({ status: 200, body: { returnBonusPercent: 10 } });
    expect(await call(settingsGet, { path: "/api/v1/storeCredit/settings", token: boss.token })).toMatchObject({
      status: 200,
      body: { returnBonusPercent: 10 },
    });

    const requested = await returnOrder(user, { orderId: order.id, reason: "Too small", cart: onePiece(lineId), refundTo: "storeCredit" });
    // 10% of ₹1,573.95, to the paisa below.
    expect(requested.body.order).toMatchObject({ refundToStoreCredit: 1731.34, storeCreditBonus: 157.39, totalPrice: 1573.95 });
    await setBonus(boss, 20);
    const returnId = requested.body.order!.id;
    expect((await move(boss, returnId, "Return Picked Up")).status).toBe(200);
    expect(await balanceOf(user)).toBe(PIECE_PAISE + 15_739);
    expect((await linesOf(returnId)).map((line) => line.amountPaise)).toEqual([PIECE_PAISE, 15_739]);

    // A return refunded in money earns no bonus.
    const inMoney = await returnOrder(user, { orderId: order.id, reason: "Too small", cart: onePiece(lineId) });
    expect(inMoney.body.order).toMatchObject({ refundTo: "original", storeCreditBonus: 0, refundToStoreCredit: 0 });
  });
});

describe("a return of an order store credit helped pay", () => {
  it("gives the credit back first and refunds the rest online, once under concurrent pickups; a later return is all online", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 }, false);
    const cart = [{ sizeId: S.id, quantity: 2 }];
    await fillCart(user.id, cart);
    await giveCredit(user, 50_000);
    const opened = await capture(user, cart, { useStoreCredit: true });
    expect(opened.status).toBe(200);
    const paid = await payOnline(user, opened.body.payment!.id);
    const order = paid.body.order!;
    expect(order).toMatchObject({ paidByStoreCredit: 500 });
    const boss = await deliver(order.id);
    const lineId = order.cart[0]!._id;
    expect(await balanceOf(user)).toBe(0);

    const quote = await getReturnQuote(user.ctx, { orderId: order.id, cart: onePiece(lineId) });
    expect(quote).toMatchObject({
      refundPaise: PIECE_PAISE,
      creditBackPaise: 50_000,
      creditPaise: 50_000,
      moneyPaise: PIECE_PAISE - 50_000,
    });
    const first = await returnOrder(user, { orderId: order.id, reason: "Too small", cart: onePiece(lineId) });
    expect(first.status).toBe(200);
    expect(first.body.order).toMatchObject({ refundTo: "original", refundToStoreCredit: 500, refundToOriginal: 1073.95 });

    const firstId = first.body.order!.id;
    const pickups = await Promise.all([1, 2, 3].map(() => move(boss, firstId, "Return Picked Up")));
    expect(pickups.map((one) => one.status).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(user)).toBe(50_000);
    expect(await linesOf(firstId)).toEqual([
      { amountPaise: 50_000, reason: `Refund of return ${first.body.order!.orderDetails.public_order_id}` },
    ]);
    const refundedOnline = async (returnId: string) =>
      (await db.auditLog.findMany({ where: { action: "payment.return_refunded" } }))
        .map((entry) => entry.data as { returnOrderId: string; amountPaise: number })
        .filter((data) => data.returnOrderId === returnId)
        .map((data) => data.amountPaise);
    expect(await refundedOnline(firstId)).toEqual([PIECE_PAISE - 50_000]);

    const second = await returnOrder(user, { orderId: order.id, reason: "Too small", cart: onePiece(lineId) });
    expect(second.body.order).toMatchObject({ refundToStoreCredit: 0, refundToOriginal: 1573.95 });
    expect((await move(boss, second.body.order!.id, "Return Picked Up")).status).toBe(200);
    expect(await refundedOnline(second.body.order!.id)).toEqual([PIECE_PAISE]);
    expect(await balanceOf(user)).toBe(50_000);
  });

  it("cash on delivery: the credit goes back at pickup, the cash part stays owed until paid", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 });
    await giveCredit(user, 50_000);
    const placed = await callOrder(cashOnDeliveryRoute, {
      path: "/api/v1/order/cashOnDelivery",
      token: user.token,
      json: { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }], useStoreCredit: true },
    });
    const order = placed.body.order!;
    const boss = await deliver(order.id);
    const returned = await returnOrder(user, { orderId: order.id, reason: "Too small" });
    expect(returned.status).toBe(200);
    const owedPaise = Math.round(returned.body.order!.totalPrice * 100) - 50_000;
    expect(returned.body.order).toMatchObject({ refundToStoreCredit: 500, refundToOriginal: owedPaise / 100 });

    const picked = await move(boss, returned.body.order!.id, "Return Picked Up");
    expect(picked.body.order).toMatchObject({ orderDetails: { status: "Return Picked Up" }, paymentStatus: "Refund owed (Cash)" });
    expect(await balanceOf(user)).toBe(50_000);
    expect((await move(boss, returned.body.order!.id, "Refunded")).status).toBe(200);
    expect(await balanceOf(user)).toBe(50_000);
    expect(await linesOf(returned.body.order!.id)).toHaveLength(1);
  });
});

describe("a parcel store credit helped pay that comes back undelivered", () => {
  it("gives the credit back once, however often the courier reports it back", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 });
    await giveCredit(user, 50_000);
    const placed = await callOrder(cashOnDeliveryRoute, {
      path: "/api/v1/order/cashOnDelivery",
      token: user.token,
      json: { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }], useStoreCredit: true },
    });
    const order = placed.body.order!;
    expect(await balanceOf(user)).toBe(0);
    const boss = await admin();
    await db.order.update({ where: { id: order.id }, data: { status: "SHIPPED", shippedAt: new Date() } });
    const backs = await Promise.all(
      [1, 2, 3].map(() =>
        callOrder(updateOrderRoute, {
          path: "/api/v1/order/updateOrder",
          token: boss.token,
          json: { orderId: order.id, status: "RTO_DELIVERED" },
        }),
      ),
    );
    expect(backs.map((back) => back.status).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(user)).toBe(50_000);
    expect(await linesOf(order.id)).toEqual([
      { amountPaise: 50_000, reason: `Given back: order ${order.orderDetails.public_order_id} returned to origin` },
      { amountPaise: -50_000, reason: `Paid for order ${order.orderDetails.public_order_id}` },
    ]);
  });
});

describe("the owner's choice of store credit on cancelling a prepaid order", () => {
  const cancel = (boss: Buyer, json: Record<string, unknown>) =>
    callOrder(cancelOrderRoute, { path: "/api/v1/order/cancelOrder", token: boss.token, json });

  it("credits what was paid online instead of refunding the card, once when cancelled twice at once", async () => {
    const { user, order } = await prepaidOrder();
    const boss = await admin();
    const paidPaise = Math.round(order.totalPrice * 100);
    const [first, second] = await Promise.all([
      cancel(boss, { orderId: order.id, reason: "Out of stock", refundTo: "storeCredit" }),
      cancel(boss, { orderId: order.id, reason: "Out of stock", refundTo: "storeCredit" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(user)).toBe(paidPaise);
    expect(await linesOf(order.id)).toEqual([
      { amountPaise: paidPaise, reason: `Refund of order ${order.orderDetails.public_order_id} to store credit` },
    ]);
    expect(await db.payment.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: "REFUNDED", refundId: null });
    expect(
      await db.auditLog.count({
        where: { action: "payment.refunded", entityId: (await db.payment.findFirstOrThrow({ where: { orderId: order.id } })).id },
      }),
    ).toBe(0);
    const mail = (await outboxFor(user.email)).find((one) => one.template === "order-cancelled");
    expect(mail?.text).toContain("has been added to your store credit");
  });

  it("adds the owner's bonus on the payment, as the back office's quote said, and the quote is the owner's alone", async () => {
    const { user, order } = await prepaidOrder();
    const boss = await admin();
    expect((await setBonus(boss, 10)).status).toBe(200);
    const paidPaise = Math.round(order.totalPrice * 100);
    const quote = await quoteOwnerCredit(boss.ctx, { orderId: order.id });
    const bonusPaise = Math.floor(paidPaise / 10);
    expect(quote).toEqual({ paidPaise, bonusPercent: 10, bonusPaise, creditPaise: paidPaise + bonusPaise, usedCreditPaise: 0 });
    await expect(quoteOwnerCredit(user.ctx, { orderId: order.id })).rejects.toMatchObject({ code: "forbidden" });

    expect((await cancel(boss, { orderId: order.id, reason: "Out of stock", refundTo: "storeCredit" })).status).toBe(200);
    expect(await balanceOf(user)).toBe(quote.creditPaise);
    const publicId = order.orderDetails.public_order_id;
    expect(await linesOf(order.id)).toEqual([
      { amountPaise: paidPaise, reason: `Refund of order ${publicId} to store credit` },
      { amountPaise: bonusPaise, reason: `Bonus for taking order ${publicId}'s refund as credit` },
    ]);
  });

  it("has no quote for a cash order: nothing was paid online", async () => {
    const { order } = await codOrder();
    await expect(quoteOwnerCredit((await admin()).ctx, { orderId: order.id })).rejects.toMatchObject({
      code: "conflict",
      message: PREPAID_ONLY_CREDIT_MESSAGE,
    });
  });

  it("credits the payment of a prepaid parcel back to origin when the owner chooses it", async () => {
    const { user, order } = await prepaidOrder();
    const boss = await admin();
    // On its way (how it left does not matter here), then back to origin.
    await db.order.update({ where: { id: order.id }, data: { status: "SHIPPED", shippedAt: new Date() } });
    const back = await callOrder(updateOrderRoute, {
      path: "/api/v1/order/updateOrder",
      token: boss.token,
      json: { orderId: order.id, status: "RTO_DELIVERED", refundTo: "storeCredit" },
    });
    expect(back.status).toBe(200);
    expect(await balanceOf(user)).toBe(Math.round(order.totalPrice * 100));
    expect(await db.payment.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: "REFUNDED", refundId: null });
  });

  it("is refused for a cash-on-delivery order: nothing was paid online", async () => {
    const { order } = await codOrder();
    const boss = await admin();
    expect(await cancel(boss, { orderId: order.id, refundTo: "storeCredit" })).toMatchObject({
      status: 409,
      body: { message: PREPAID_ONLY_CREDIT_MESSAGE },
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PENDING");
  });
});
