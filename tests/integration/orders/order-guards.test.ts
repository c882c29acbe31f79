import { afterAll, describe, expect, it } from "vitest";
import { POST as capturePaymentRoute } from "@/app/api/v1/order/capturePayment/route";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { toAppError } from "@/lib/to-app-error";
import { db } from "../../support/api";
import { storedCart } from "../cart/fixtures";
import { buyer, callOrder, fillCart, kurta, ordersOf, stockOf, type Buyer } from "./fixtures";

// Orders the shop cannot fulfil are refused before anything is taken: a pin code the courier does
// not serve, cash on delivery where the courier collects none, and quantities past any real order.

afterAll(() => db.$disconnect());

const ORDER_CALLS = [
  ["cashOnDelivery", cashOnDeliveryRoute, "/api/v1/order/cashOnDelivery"],
  ["capturePayment", capturePaymentRoute, "/api/v1/order/capturePayment"],
] as const;

/** A buyer whose one saved address is at `pinCode`, with 2 × Indigo S (of 5) in the cart. */
async function buyerAt(pinCode: string) {
  const user = await buyer();
  await db.address.update({ where: { id: user.addressId }, data: { pinCode } });
  const { S } = await kurta({ S: 5 });
  const cart = [{ sizeId: S.id, quantity: 2 }];
  await fillCart(user.id, cart);
  return { user, S, cart };
}

async function expectNothingTaken(user: Buyer, sizeId: string) {
  expect(await stockOf(sizeId)).toBe(5);
  expect(await ordersOf(user.id)).toHaveLength(0);
  expect(await db.payment.count({ where: { userId: user.id } })).toBe(0);
  expect(await storedCart(user.id)).toEqual({ [sizeId]: 2 });
}

describe("the order's pin code", () => {
  it.each(ORDER_CALLS)("%s refuses a pin code the courier does not deliver to, and takes nothing", async (_name, route, path) => {
    const { user, S, cart } = await buyerAt("900001");
    const { status, body } = await callOrder(route, { path, token: user.token, json: { addressId: user.addressId, cart } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "Sorry, we do not deliver to 900001 yet" });
    await expectNothingTaken(user, S.id);
  });

  it("cash on delivery is refused where the courier collects no cash; paying online is still offered there", async () => {
    const { user, S, cart } = await buyerAt("190001");
    const json = { addressId: user.addressId, cart };
    const cod = await callOrder(cashOnDeliveryRoute, { path: "/api/v1/order/cashOnDelivery", token: user.token, json });
    expect(cod.status).toBe(400);
    expect(cod.body).toEqual({
      success: false,
      message: "Cash on delivery is not available at this pin code. Please pay online with Pay Now.",
    });
    await expectNothingTaken(user, S.id);

    const online = await callOrder(capturePaymentRoute, { path: "/api/v1/order/capturePayment", token: user.token, json });
    expect(online.status).toBe(200);
    expect(online.body.payment?.id).toEqual(expect.any(String));
  });
});

describe("quantities", () => {
  it.each(ORDER_CALLS)("%s answers a huge quantity with 400 and takes nothing", async (_name, route, path) => {
    const { user, S } = await buyerAt("411001");
    for (const quantity of [Number.MAX_SAFE_INTEGER, 1001]) {
      const { status, body } = await callOrder(route, {
        path,
        token: user.token,
        json: { addressId: user.addressId, cart: [{ sizeId: S.id, quantity }] },
      });
      expect(status).toBe(400);
      expect(body.message).toBe("Quantity must be at most 1000");
    }
    await expectNothingTaken(user, S.id);
  });

  it("a number out of range anywhere is a 400, never a 500", () => {
    const mapped = toAppError(new RangeError("Invalid array length"));
    expect(mapped?.status).toBe(400);
    expect(mapped?.message).toBe("A number in the request is out of range");
  });
});
