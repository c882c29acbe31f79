import { afterAll, describe, expect, it } from "vitest";
import { POST as buyAgainRoute } from "@/app/api/v1/order/buyAgain/route";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { call, db, ORDER_ROW } from "../../support/api";
import { buyer, kurta } from "./fixtures";

// "Buy again" on a shopper's order: the same sizes go in the cart through the cart's addToCart (stock-checked, capped
// at the stock), each sold-out item is named, and nothing is silently dropped.

afterAll(() => db.$disconnect());

async function ordered() {
  const user = await buyer();
  const made = await kurta({ S: 5, M: 2, L: 1 });
  const order = await cashOnDelivery(user.ctx, {
    addressId: user.addressId,
    cart: [
      { sizeId: made.S.id, quantity: 2 },
      { sizeId: made.M.id, quantity: 1 },
      { sizeId: made.L.id, quantity: 1 },
    ],
  });
  await db.cartLine.deleteMany({ where: { userId: user.id } });
  return { user, order, ...made };
}

const again = (token: string, json: unknown) => call(buyAgainRoute, { path: "/api/v1/order/buyAgain", token, json });
const cartOf = async (userId: string) =>
  (await db.cartLine.findMany({ where: { userId }, include: { sizeStock: true } }))
    .map((line) => [line.sizeStock.size, line.quantity])
    .sort();

describe("buy again", () => {
  it("puts the whole order's sizes in the cart, as many as were bought, and offers the next size in stock for the one sold out since", async () => {
    const { user, order, M } = await ordered(); // the order took the last L
    const { status, body } = await again(user.token, { orderId: order.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message:
        "Added to your cart: Chikankari Kurta - Indigo - S, Chikankari Kurta - Indigo - M. Chikankari Kurta - Indigo - L is out of stock: size M is in stock",
      added: ["Chikankari Kurta - Indigo - S", "Chikankari Kurta - Indigo - M"],
      unavailable: [],
      offers: [{ item: "Chikankari Kurta - Indigo - L", sizeId: M.id, size: "M", quantity: 1, why: "sold out" }],
    });
    expect(await cartOf(user.id)).toEqual([
      ["M", 1],
      ["S", 2],
    ]);
  });

  it("one item: added alone; a sold-out one is offered the next size in stock, and is a 409 naming it when none is left", async () => {
    const { user, order, S, M, L } = await ordered();
    const lineOf = (sizeId: string) => order.lines.find((line) => line.sizeId === sizeId)!.id;
    const one = await again(user.token, { orderId: order.publicOrderId, lineId: lineOf(S.id) });
    expect([one.status, one.body.message]).toEqual([200, "Added to your cart: Chikankari Kurta - Indigo - S"]);
    const offered = await again(user.token, { orderId: order.id, lineId: lineOf(L.id) });
    expect([offered.status, offered.body.message]).toEqual([200, "Chikankari Kurta - Indigo - L is out of stock: size M is in stock"]);
    await db.sizeStock.update({ where: { id: M.id }, data: { stock: 0 } });
    await db.sizeStock.update({ where: { id: S.id }, data: { stock: 0 } });
    const soldOut = await again(user.token, { orderId: order.id, lineId: lineOf(L.id) });
    expect([soldOut.status, soldOut.body.message]).toEqual([409, "Chikankari Kurta - Indigo - L is out of stock or no longer sold"]);
    expect(await cartOf(user.id)).toEqual([["S", 2]]);

    // Stock capped: only 3 S are left after the order's 2; with 2 in the cart already, the line is left as it is.
    await db.sizeStock.update({ where: { id: S.id }, data: { stock: 1 } });
    await db.cartLine.deleteMany({ where: { userId: user.id } });
    const capped = await again(user.token, { orderId: order.id, lineId: lineOf(S.id) });
    expect(capped.status).toBe(200);
    expect((capped.body as unknown as { notices: string[] }).notices).toEqual([
      "Only 1 left of Chikankari Kurta - Indigo - S: quantity set to 1",
    ]);
    expect(await cartOf(user.id)).toEqual([["S", 1]]);
  });

  it("does not put back a size she returned as too small: the next size up in stock is offered instead (issue 49)", async () => {
    const { user, order, S, M, L } = await ordered();
    await db.sizeStock.update({ where: { id: L.id }, data: { stock: 3 } });
    const lineOf = (sizeId: string) => order.lines.find((line) => line.sizeId === sizeId)!;
    // S came back too small (and M too large): the return's reason, as the return screen records it.
    for (const [line, reason] of [
      [lineOf(S.id), "TOO_SMALL"],
      [lineOf(M.id), "TOO_LARGE"],
    ] as const) {
      await db.order.create({
        data: {
          ...ORDER_ROW,
          publicOrderId: `R-${line.id}`,
          userId: user.id,
          orderType: "RETURN",
          status: "RETURN_REQUESTED",
          parentOrderId: order.id,
          returnReasonCode: reason,
          lines: {
            create: [
              {
                productId: line.productId,
                productName: line.productName,
                description: line.description,
                colorName: line.colorName,
                colorCode: "#3f51b5",
                size: line.size,
                imageUrl: "/x.webp",
                unitPricePaise: line.unitPricePaise,
                cutPricePaise: line.cutPricePaise,
                hsn: "6211",
                gstRateBp: line.gstRateBp,
                unitGstPaise: 0,
                quantity: 1,
                lineTotalPaise: line.unitPricePaise,
                returnOfLineId: line.id,
              },
            ],
          },
        },
      });
    }
    const { status, body } = await again(user.token, { orderId: order.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      added: ["Chikankari Kurta - Indigo - L"],
      unavailable: [],
      offers: [
        { item: "Chikankari Kurta - Indigo - S", sizeId: M.id, size: "M", quantity: 2, why: "returned" },
        { item: "Chikankari Kurta - Indigo - M", sizeId: S.id, size: "S", quantity: 1, why: "returned" },
      ],
    });
    expect(body.message).toContain("You returned Chikankari Kurta - Indigo - S for its fit, so it was not added: size M is in stock");
    expect(await cartOf(user.id)).toEqual([["L", 1]]);
  });

  it("a product taken off sale is named too; another shopper's order, or an item not in it, is not found", async () => {
    const { user, order, product } = await ordered();
    await db.product.update({ where: { id: product.id }, data: { archivedAt: new Date() } });
    const archived = await again(user.token, { orderId: order.id });
    expect(archived.status).toBe(409);
    expect(archived.body.message).toBe(
      "Chikankari Kurta - Indigo - S, Chikankari Kurta - Indigo - M, Chikankari Kurta - Indigo - L are out of stock or no longer sold",
    );
    const stranger = await buyer();
    expect((await again(stranger.token, { orderId: order.id })).body).toEqual({ success: false, message: "Order not found" });
    const missing = await again(user.token, { orderId: order.id, lineId: "nope" });
    expect([missing.status, missing.body.message]).toEqual([404, "That item is not part of this order"]);
    expect((await call(buyAgainRoute, { path: "/api/v1/order/buyAgain", json: { orderId: order.id } })).status).toBe(401);
  });
});
