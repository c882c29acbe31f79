import { afterAll, describe, expect, it } from "vitest";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as capturePaymentRoute } from "@/app/api/v1/order/capturePayment/route";
import { POST as verifyPaymentRoute } from "@/app/api/v1/order/verifyPayment/route";
import { POST as returnOrderRoute } from "@/app/api/v1/order/returnOrder/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { twinPay } from "@/lib/checkout/twin-checkout";
import type { OrderLine, Promotion } from "@/lib/generated/prisma/client";
import { creditNotesOfReturn, getReturnForm } from "@/lib/orders/queries";
import { formatINR, gstFor, gstRateFor } from "@/lib/pricing";
import { db } from "../../support/api";
import { getClawbackNote, pdfText } from "../invoices/support";
import { buyer, callOrder, deliver, kurta, type Buyer } from "../orders/fixtures";

// A return that breaks a promotion's condition (docs/features/promotions.md): the refund takes back
// what the kept pieces no longer earn, a later return gives it back, cash on delivery and paid online
// alike, and the return's credit note less its clawback note is its refund, to the paisa.

afterAll(() => db.$disconnect());

let codes = 0;
async function promotion(fields: Partial<Promotion>): Promise<Promotion> {
  codes += 1;
  return db.promotion.create({
    data: { code: `CLAW${codes}${Date.now() % 100_000}`, title: "Offer", type: "PERCENT", combinable: false, ...fields },
  });
}

/** The Indigo kurta with its S, M and L at these prices before GST. */
async function pricedKurta(prices: { S: number; M: number; L: number }) {
  const made = await kurta({ S: 5, M: 5, L: 5 });
  for (const size of ["S", "M", "L"] as const) {
    await db.sizeStock.update({ where: { id: made[size].id }, data: { pricePaise: prices[size], cutPricePaise: prices[size] } });
  }
  return made;
}

const paidOf = (line: OrderLine) => line.unitPricePaise - line.unitDiscountPaise + line.unitGstPaise;
const fullOf = (line: OrderLine) => line.unitPricePaise + gstFor(line.unitPricePaise);

type Pay = "COD" | "PREPAID";

async function place(user: Buyer, cart: { sizeId: string; quantity: number }[], code: string, pay: Pay): Promise<string> {
  if (pay === "COD") {
    const placed = await callOrder(cashOnDeliveryRoute, {
      path: "/api/v1/order/cashOnDelivery",
      token: user.token,
      json: { addressId: user.addressId, cart, coupon: code },
    });
    expect(placed.status).toBe(200);
    return placed.body.order!.id;
  }
  const captured = await callOrder(capturePaymentRoute, {
    path: "/api/v1/order/capturePayment",
    token: user.token,
    json: { addressId: user.addressId, cart, coupon: code },
  });
  expect(captured.status).toBe(200);
  const { response } = await twinPay(user.ctx, { razorpay_order_id: captured.body.payment!.id });
  const verified = await callOrder(verifyPaymentRoute, { path: "/api/v1/order/verifyPayment", token: user.token, json: response });
  expect(verified.status).toBe(200);
  return verified.body.order!.id;
}

async function returnLine(user: Buyer, orderId: string, lineId: string) {
  const returned = await callOrder(returnOrderRoute, {
    path: "/api/v1/order/returnOrder",
    token: user.token,
    json: { orderId, reason: "Changed my mind", cart: [{ _id: lineId, currQty: 1 }] },
  });
  expect(returned.status).toBe(200);
  return returned.body.order!;
}

/** Picks the return up; answers the notes on the parent's invoice it issued: the credit note and the clawback note. */
async function pickUp(boss: Buyer, orderId: string, returnId: string) {
  const picked = await callOrder(updateOrderRoute, {
    path: "/api/v1/order/updateOrder",
    token: boss.token,
    json: { orderId: returnId, status: "Return Picked Up" },
  });
  expect(picked.status).toBe(200);
  const { pickedUpAt } = await db.order.findUniqueOrThrow({ where: { id: returnId } });
  const credit = await db.creditNote.findFirstOrThrow({ where: { orderId, issuedAt: pickedUpAt! } });
  const clawback = await db.clawbackNote.findUnique({ where: { returnOrderId: returnId } });
  return { credit, clawback };
}

/** What the notes of one return move, the credit note crediting and a debit note charging: the refund. */
const notesNet = (notes: Awaited<ReturnType<typeof pickUp>>) =>
  notes.credit.totalPaise - (notes.clawback ? (notes.clawback.kind === "DEBIT" ? 1 : -1) * notes.clawback.totalPaise : 0);

async function linesOf(orderId: string) {
  return db.orderLine.findMany({ where: { orderId }, orderBy: { unitPricePaise: "desc" } });
}

async function buyTwoGetOne(pay: Pay) {
  const made = await pricedKurta({ S: 200_000, M: 150_000, L: 100_000 });
  const code = await promotion({
    title: "Buy 2 get 1 free",
    type: "BUY_X_GET_Y",
    buyQuantity: 2,
    getQuantity: 1,
    percentBp: 10_000,
    sizeIds: [made.S.id, made.M.id, made.L.id],
  });
  const user = await buyer();
  const cart = (["S", "M", "L"] as const).map((size) => ({ sizeId: made[size].id, quantity: 1 }));
  const orderId = await place(user, cart, code.code!, pay);
  const boss = await deliver(orderId);
  return { user, boss, orderId, lines: await linesOf(orderId) };
}

describe("a return that breaks buy 2 get 1", () => {
  for (const pay of ["COD", "PREPAID"] as const) {
    it(`${pay}: a paid piece returned refunds it less the free piece's value; the free piece returned later is refunded whole`, async () => {
      const { user, boss, orderId, lines } = await buyTwoGetOne(pay);
      // The return screen says so before anything is sent back.
      expect(await getReturnForm(user.ctx, orderId)).toMatchObject({ offerTerms: true });
      const [dear, middle, cheap] = lines as [OrderLine, OrderLine, OrderLine];
      // The ₹1,000 piece is free, its ₹1,000 spread over the three pieces by value.
      expect(dear.unitDiscountPaise + middle.unitDiscountPaise + cheap.unitDiscountPaise).toBe(100_000);
      expect(cheap.unitDiscountPaise).toBeGreaterThan(0);

      // The ₹2,000 piece comes back: the ₹1,500 and ₹1,000 pieces kept no longer make the offer, so
      // they cost their full price and the refund is what was paid, less what they had off.
      const first = await returnLine(user, orderId, dear.id);
      const refund = [dear, middle, cheap].reduce((sum, line) => sum + paidOf(line), 0) - fullOf(middle) - fullOf(cheap);
      const clawback = paidOf(dear) - refund;
      expect(clawback).toBe(fullOf(middle) - paidOf(middle) + fullOf(cheap) - paidOf(cheap));
      expect(first).toMatchObject({ totalPrice: refund / 100, totals: { clawback: clawback / 100, total: refund / 100 } });
      expect(await db.order.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ clawbackPaise: clawback, totalPaise: refund });

      const firstNotes = await pickUp(boss, orderId, first.id);
      expect(firstNotes.credit.totalPaise).toBe(paidOf(dear));
      expect(firstNotes.clawback).toMatchObject({ kind: "DEBIT", totalPaise: clawback, number: expect.stringMatching(/^KS\/DN\//) });
      expect(notesNet(firstNotes)).toBe(refund);
      // The return's page links both notes; the debit note's PDF is the owner's to read, and no one else's.
      expect((await creditNotesOfReturn(first.id)).map((note) => [note.kind, note.number])).toEqual([
        ["Credit note", firstNotes.credit.number],
        ["Debit note", firstNotes.clawback!.number],
      ]);
      const pdf = await getClawbackNote(orderId, firstNotes.clawback!.id, { token: user.token });
      expect(pdf.status).toBe(200);
      const text = await pdfText(pdf);
      expect(text).toContain("Debit Note");
      expect(text.match(/Offer withdrawn: 1 ×/g)).toHaveLength(2);
      expect(text).toContain(formatINR(clawback));
      expect((await getClawbackNote(orderId, firstNotes.clawback!.id, { token: (await buyer()).token })).status).toBe(404);
      if (pay === "PREPAID") {
        const refunded = await db.auditLog.findFirstOrThrow({
          where: { action: "payment.return_refunded", data: { path: ["returnOrderId"], equals: first.id } },
        });
        expect(refunded.data).toMatchObject({ amountPaise: refund });
      }

      // The ₹1,000 piece comes back too: what the first return took for it is given back, so it is
      // refunded at its full price, and the ₹1,500 piece kept has cost its full price.
      const second = await returnLine(user, orderId, cheap.id);
      const secondRefund = fullOf(cheap);
      expect(second).toMatchObject({ totalPrice: secondRefund / 100, totals: { clawback: (paidOf(cheap) - secondRefund) / 100 } });
      const secondNotes = await pickUp(boss, orderId, second.id);
      expect(secondNotes.clawback).toMatchObject({
        kind: "CREDIT",
        totalPaise: secondRefund - paidOf(cheap),
        number: expect.stringMatching(/^KS\/CN\//),
      });
      expect(notesNet(secondNotes)).toBe(secondRefund);
      const order = await db.order.findUniqueOrThrow({ where: { id: orderId } });
      expect(order.totalPaise - order.roundOffPaise - refund - secondRefund).toBe(fullOf(middle));
    });
  }

  it("the cheapest of four returned breaks nothing: the three kept still make the offer, and the refund is what it cost", async () => {
    const made = await pricedKurta({ S: 200_000, M: 150_000, L: 100_000 });
    const code = await promotion({ type: "BUY_X_GET_Y", buyQuantity: 2, getQuantity: 1, percentBp: 10_000, maxRepeats: 1 });
    const user = await buyer();
    const cart = [
      { sizeId: made.S.id, quantity: 2 },
      { sizeId: made.M.id, quantity: 1 },
      { sizeId: made.L.id, quantity: 1 },
    ];
    const orderId = await place(user, cart, code.code!, "COD");
    const boss = await deliver(orderId);
    // The ₹1,500 piece was free; the ₹2,000, ₹2,000 and ₹1,500 kept still give it, and had less off than that.
    const cheapest = (await linesOf(orderId))[2]!;
    const returned = await returnLine(user, orderId, cheapest.id);
    expect(returned).toMatchObject({ totalPrice: paidOf(cheapest) / 100, totals: { clawback: 0 } });
    const notes = await pickUp(boss, orderId, returned.id);
    expect(notes.clawback).toBeNull();
    expect(notesNet(notes)).toBe(paidOf(cheapest));
  });
});

describe("a return that breaks a minimum cart", () => {
  it("the kept piece pays its full price, its GST on the new taxable value at the slab it reaches", async () => {
    const made = await pricedKurta({ S: 260_000, M: 150_000, L: 100_000 });
    // ₹700 off carts of ₹4,000 or more: ₹2,600 (₹3,068 with GST) and ₹1,500 (₹1,575) make ₹4,643.
    const code = await promotion({ type: "FIXED", amountPaise: 70_000, minCartPaise: 400_000 });
    const user = await buyer();
    const orderId = await place(
      user,
      [
        { sizeId: made.S.id, quantity: 1 },
        { sizeId: made.M.id, quantity: 1 },
      ],
      code.code!,
      "COD",
    );
    const boss = await deliver(orderId);
    const [dear, cheap] = (await linesOf(orderId)) as [OrderLine, OrderLine];
    // With its share of the ₹700 off, the ₹2,600 piece was taxed at 5%; alone, at ₹2,600, it is 18%.
    expect(dear.gstRateBp).toBe(500);
    expect(gstRateFor(260_000)).toBe(1800);

    const returned = await returnLine(user, orderId, cheap.id);
    const clawback = dear.unitDiscountPaise + gstFor(260_000) - dear.unitGstPaise;
    const refund = paidOf(cheap) - clawback;
    expect(returned).toMatchObject({ totalPrice: refund / 100, totals: { clawback: clawback / 100 } });
    const notes = await pickUp(boss, orderId, returned.id);
    expect(notes.clawback!.lines).toEqual([
      { orderLineId: dear.id, quantity: 1, taxablePaise: dear.unitDiscountPaise, gstPaise: gstFor(260_000) - dear.unitGstPaise },
    ]);
    expect(notesNet(notes)).toBe(refund);
  });

  it("a percentage off with no condition takes nothing back", async () => {
    const made = await pricedKurta({ S: 200_000, M: 150_000, L: 100_000 });
    const code = await promotion({ percentBp: 1000 });
    const user = await buyer();
    const orderId = await place(
      user,
      [
        { sizeId: made.S.id, quantity: 1 },
        { sizeId: made.M.id, quantity: 1 },
      ],
      code.code!,
      "COD",
    );
    await deliver(orderId);
    expect(await getReturnForm(user.ctx, orderId)).toMatchObject({ offerTerms: false });
    const [, cheap] = (await linesOf(orderId)) as [OrderLine, OrderLine];
    const returned = await returnLine(user, orderId, cheap.id);
    expect(returned).toMatchObject({ totalPrice: paidOf(cheap) / 100, totals: { clawback: 0 } });
  });
});

describe("a return that leaves a free gift without what earned it", () => {
  it("returning the paid kurta alone refunds what was paid less the gift's value; the gift returned later gets that back", async () => {
    // A ₹3,999 kurta (₹4,718.82 with 18% GST) earns the ₹1,699 kurta free on carts of ₹3,500 or more.
    const made = await pricedKurta({ S: 399_900, M: 150_000, L: 169_900 });
    const code = await promotion({ title: "A free kurta", type: "GIFT", giftSizeId: made.L.id, minCartPaise: 350_000 });
    const user = await buyer();
    const orderId = await place(user, [{ sizeId: made.S.id, quantity: 1 }], code.code!, "COD");
    const boss = await deliver(orderId);
    expect(await getReturnForm(user.ctx, orderId)).toMatchObject({ offerTerms: true });
    const [paid, gift] = (await linesOf(orderId)) as [OrderLine, OrderLine];
    expect(paidOf(paid)).toBe(471_882);
    expect(gift).toMatchObject({ sizeId: made.L.id, unitPricePaise: 0, lineTotalPaise: 0 });

    const giftValue = 169_900 + gstFor(169_900);
    const first = await returnLine(user, orderId, paid.id);
    expect(first).toMatchObject({ totalPrice: (471_882 - giftValue) / 100, totals: { clawback: giftValue / 100 } });
    const notes = await pickUp(boss, orderId, first.id);
    expect(notes.clawback).toMatchObject({ kind: "DEBIT", totalPaise: giftValue });
    expect(notes.clawback!.lines).toEqual([{ orderLineId: gift.id, quantity: 1, taxablePaise: 169_900, gstPaise: gstFor(169_900) }]);
    expect(notesNet(notes)).toBe(471_882 - giftValue);

    // The gift comes back too: what was taken for it is given back (with the cash round-off, the order's last piece).
    const { roundOffPaise } = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    const second = await returnLine(user, orderId, gift.id);
    expect(second).toMatchObject({ totalPrice: (giftValue + roundOffPaise) / 100, totals: { clawback: -giftValue / 100 } });
  });

  it("a gift dearer than ₹2,500 is billed at 18% on the debit note, the slab of its value", async () => {
    const made = await pricedKurta({ S: 399_900, M: 150_000, L: 299_900 });
    const code = await promotion({ title: "A free kurta", type: "GIFT", giftSizeId: made.L.id, minCartPaise: 350_000 });
    const user = await buyer();
    const orderId = await place(user, [{ sizeId: made.S.id, quantity: 1 }], code.code!, "COD");
    const boss = await deliver(orderId);
    const [paid] = (await linesOf(orderId)) as [OrderLine, OrderLine];
    const first = await returnLine(user, orderId, paid.id);
    expect(first).toMatchObject({ totals: { clawback: (299_900 + gstFor(299_900)) / 100 } });
    const notes = await pickUp(boss, orderId, first.id);
    const text = await pdfText(await getClawbackNote(orderId, notes.clawback!.id, { token: user.token }));
    expect(text).toContain("Offer withdrawn: 1 ×");
    // Pune from Delhi: IGST at the rate of the gift's value.
    expect(text).toContain("@18%");
    expect(text).not.toContain("@5%");
  });

  it("the gift returned with the paid kurta owes nothing: the refund is all that was paid", async () => {
    const made = await pricedKurta({ S: 399_900, M: 150_000, L: 169_900 });
    const code = await promotion({ title: "A free kurta", type: "GIFT", giftSizeId: made.L.id, minCartPaise: 350_000 });
    const user = await buyer();
    const orderId = await place(user, [{ sizeId: made.S.id, quantity: 1 }], code.code!, "COD");
    await deliver(orderId);
    const [paid, gift] = (await linesOf(orderId)) as [OrderLine, OrderLine];
    const returned = await callOrder(returnOrderRoute, {
      path: "/api/v1/order/returnOrder",
      token: user.token,
      json: {
        orderId,
        reason: "Changed my mind",
        cart: [
          { _id: paid.id, currQty: 1 },
          { _id: gift.id, currQty: 1 },
        ],
      },
    });
    // All that was paid, and the cash round-off with the order's last pieces.
    const { roundOffPaise } = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(returned).toMatchObject({
      status: 200,
      body: { order: { totalPrice: (471_882 + roundOffPaise) / 100, totals: { clawback: 0 } } },
    });
  });
});
