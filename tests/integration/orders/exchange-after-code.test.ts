import { afterAll, describe, expect, it } from "vitest";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as returnOrderRoute } from "@/app/api/v1/order/returnOrder/route";
import { getReturnForm } from "@/lib/orders/queries";
import { dearerMessage } from "@/lib/orders/returns/exchange";
import { formatINR, gstFor } from "@/lib/pricing";
import { db } from "../../support/api";
import { makeProduct } from "../../support/factories";
import { buyer, callOrder, deliver } from "./fixtures";

// An exchange after a code: the code took 10% off, so she paid less than the list price. Another
// size of the same product at the same price is hers for what she paid, nothing to pay and nothing
// refunded; only a dearer size is refused ("Costs more").

afterAll(() => db.$disconnect());

// Indigo S/M at ₹1,499 before GST; L at ₹1,799.
async function kurta() {
  const product = await makeProduct({
    name: "Chikankari Kurta",
    variants: [
      {
        colorName: "Indigo",
        colorCode: "#3f51b5",
        sizes: [
          { size: "S", pricePaise: 149_900, cutPricePaise: 199_900, stock: 10 },
          { size: "M", pricePaise: 149_900, cutPricePaise: 199_900, stock: 10 },
          { size: "L", pricePaise: 179_900, cutPricePaise: 199_900, stock: 10 },
        ],
      },
    ],
  });
  await db.product.update({ where: { id: product.id }, data: { cashOnDelivery: true } });
  const sizes = product.variants[0]!.sizes;
  return { S: sizes.S!, M: sizes.M!, L: sizes.L! };
}

describe("an exchange after a code", () => {
  it("offers every size at the same price for what she paid, and takes it with nothing to pay or refund; a dearer size is refused", async () => {
    const { S, M, L } = await kurta();
    const code = await db.promotion.create({
      data: { code: `TENOFF${Date.now() % 100_000}`, title: "10% off", type: "PERCENT", percentBp: 1000 },
    });
    const shopper = await buyer();
    const placed = await callOrder(cashOnDeliveryRoute, {
      path: "/api/v1/order/cashOnDelivery",
      token: shopper.token,
      json: { addressId: shopper.addressId, cart: [{ sizeId: S.id, quantity: 1 }], coupon: code.code },
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body.order!.id;
    await deliver(orderId);
    const [line] = (await db.order.findUniqueOrThrow({ where: { id: orderId }, include: { lines: true } })).lines;
    // ₹1,499 less 10% is ₹1,349.10, with 5% GST ₹1,416.56: what she paid for the piece.
    const paid = 134_910 + gstFor(134_910);
    expect(line).toMatchObject({ unitDiscountPaise: 14_990, lineTotalPaise: paid });

    // The return screen: S and M cost what she paid, neither "costs more"; L is dearer.
    const form = await getReturnForm(shopper.ctx, orderId);
    const sizes = form.lines[0]!.exchange[0]!.sizes;
    expect(sizes.find((size) => size.size === "M")).toMatchObject({ payablePaise: paid, differencePaise: 0, refusal: null });
    expect(sizes.find((size) => size.size === "S")).toMatchObject({ payablePaise: paid, differencePaise: 0, refusal: null });
    expect(sizes.find((size) => size.size === "L")!.refusal).toMatch(/^Costs ₹1,888\.95, more than you paid$/);

    const returnOrder = (replaceWith: string) =>
      callOrder(returnOrderRoute, {
        path: "/api/v1/order/returnOrder",
        token: shopper.token,
        json: { orderId, reason: "Too small", cart: [{ _id: line!.id, currQty: 1, replaceWith }] },
      });
    const dearer = await returnOrder(L.id);
    expect(dearer).toMatchObject({
      status: 409,
      body: { success: false, message: dearerMessage("Indigo L", formatINR(188_895), formatINR(paid)) },
    });

    const exchanged = await returnOrder(M.id);
    expect(exchanged.status).toBe(200);
    // Nothing comes back and nothing is owed: the replacement is priced at what she paid.
    expect(exchanged.body.order!.totalPrice).toBe(0);
    const replacement = await db.order.findFirstOrThrow({
      where: { parentOrderId: exchanged.body.order!.id, orderType: "REPLACEMENT" },
      include: { lines: true },
    });
    expect(replacement.lines).toMatchObject([{ sizeId: M.id, unitPricePaise: 149_900, unitDiscountPaise: 14_990, lineTotalPaise: paid }]);
    expect(replacement.totalPaise).toBe(paid);
  });
});
