import { afterAll, describe, expect, it } from "vitest";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as returnOrderRoute } from "@/app/api/v1/order/returnOrder/route";
import { getReturnQuote } from "@/lib/orders/returns/quote-return";
import { db } from "../../support/api";
import { buyer, callOrder, deliver, kurta } from "./fixtures";

// The return screen's figure (issue 48): one quote on the server, with what a broken offer takes
// back, is what the screen shows and what the return then refunds.
afterAll(() => db.$disconnect());

async function boughtWithMinimum() {
  const made = await kurta({ S: 5 });
  await db.sizeStock.update({ where: { id: made.S.id }, data: { pricePaise: 250_000, cutPricePaise: 250_000 } });
  const code = await db.promotion.create({
    data: { code: `QUOTE${Date.now() % 1_000_000}`, title: "₹500 off ₹4,000", type: "FIXED", amountPaise: 50_000, minCartPaise: 400_000 },
  });
  const user = await buyer();
  const placed = await callOrder(cashOnDeliveryRoute, {
    path: "/api/v1/order/cashOnDelivery",
    token: user.token,
    json: { addressId: user.addressId, cart: [{ sizeId: made.S.id, quantity: 2 }], coupon: code.code },
  });
  expect(placed.status).toBe(200);
  const orderId = placed.body.order!.id;
  await deliver(orderId);
  const line = await db.orderLine.findFirstOrThrow({ where: { orderId } });
  return { user, orderId, line };
}

describe("the quote of a return", () => {
  it("takes off what the kept piece no longer earns, and the return refunds exactly the quote", async () => {
    const { user, orderId, line } = await boughtWithMinimum();
    const cart = [{ _id: line.id, currQty: 1 }];
    const quote = await getReturnQuote(user.ctx, { orderId, cart });
    const paid = line.unitPricePaise - line.unitDiscountPaise + line.unitGstPaise;
    expect(quote.clawbackPaise).toBeGreaterThan(0);
    expect(quote.refundPaise).toBe(paid - quote.clawbackPaise);

    const returned = await callOrder(returnOrderRoute, {
      path: "/api/v1/order/returnOrder",
      token: user.token,
      json: { orderId, reason: "One too many", cart },
    });
    expect(returned.status).toBe(200);
    const row = await db.order.findUniqueOrThrow({ where: { id: returned.body.order!.id } });
    expect({ refundPaise: row.totalPaise, clawbackPaise: row.clawbackPaise }).toEqual({
      refundPaise: quote.refundPaise,
      clawbackPaise: quote.clawbackPaise,
    });
    // Paid in cash with no store credit: it all goes back in money.
    expect(quote).toMatchObject({ creditPaise: 0, moneyPaise: quote.refundPaise });
  });

  it("of everything left gives back the whole order, round-off and all, and nobody else may ask it", async () => {
    const { user, orderId } = await boughtWithMinimum();
    const order = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(await getReturnQuote(user.ctx, { orderId })).toMatchObject({ refundPaise: order.totalPaise, clawbackPaise: 0 });
    const stranger = await buyer();
    await expect(getReturnQuote(stranger.ctx, { orderId })).rejects.toMatchObject({ code: "not_found" });
  });
});
