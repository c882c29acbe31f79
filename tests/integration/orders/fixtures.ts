import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { POST as capturePaymentRoute } from "@/app/api/v1/order/capturePayment/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { POST as verifyPaymentRoute } from "@/app/api/v1/order/verifyPayment/route";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { twinPay } from "@/lib/checkout/twin-checkout";
import { toOrderApi, type OrderApi } from "@/lib/orders/model/api-view";
import { call, db, type CallOptions, type RouteHandler } from "../../support/api";
import { makeAddress, makeUser, type MadeUser } from "../../support/factories";
import { indigoKurta } from "../cart/fixtures";

// Buyers, their addresses and carts, and typed calls for the order and payment tests.

export type Buyer = MadeUser & { addressId: string };

/** A customer (verified unless told otherwise) with one saved address in Pune, and a bearer token. */
export async function buyer(options: { verified?: boolean } = {}): Promise<Buyer> {
  const user = await makeUser({ fullname: "Priya Sharma", emailTag: "buyer", verified: options.verified ?? true, ip: "10.9.8.7" });
  return { ...user, addressId: (await makeAddress(user.id)).id };
}

/**
 * `count` buyers, made one after another: a race's setup, not a race. Each opens a session in a
 * transaction, and fifty at once through the pool of ten waited past Prisma's 2 s for one on a
 * loaded machine ("Unable to start a transaction in the given time").
 */
export async function buyersInTurn(count: number): Promise<Buyer[]> {
  const made: Buyer[] = [];
  for (let i = 0; i < count; i++) made.push(await buyer());
  return made;
}

/** The Indigo kurta (S/M/L at ₹1,499, cut ₹1,999), which may be paid cash on delivery unless told otherwise. */
export async function kurta(stock: { S?: number; M?: number; L?: number } = {}, cashOnDelivery = true) {
  const made = await indigoKurta(stock);
  await db.product.update({ where: { id: made.product.id }, data: { cashOnDelivery } });
  return made;
}

/** Stores these lines as the user's cart (as the cart page would have). */
export async function fillCart(userId: string, lines: { sizeId: string; quantity: number }[]): Promise<void> {
  await db.cartLine.createMany({ data: lines.map((line) => ({ userId, ...line })) });
}

export const cartText = (lines: { sizeId: string; quantity: number }[]) => JSON.stringify(lines);

export type OrderBody = {
  success: boolean;
  message?: string;
  order?: OrderApi;
  orders?: OrderApi[] | OrderApi;
  payment?: { id: string; amount: number; currency: string };
  totalPrice?: number;
  key?: string;
  provider?: string;
};

export async function callOrder(handler: RouteHandler, options: CallOptions) {
  const { status, body } = await call(handler, options);
  return { status, body: body as unknown as OrderBody };
}

export async function stockOf(sizeId: string): Promise<number> {
  return (await db.sizeStock.findUniqueOrThrow({ where: { id: sizeId }, select: { stock: true } })).stock;
}

export async function ordersOf(userId: string) {
  return db.order.findMany({ where: { userId }, include: { lines: true }, orderBy: { createdAt: "asc" } });
}

export const newKey = () => `key-${randomUUID()}`;

/** A customer made an admin. */
export async function admin(): Promise<Buyer> {
  const user = await buyer();
  await db.user.update({ where: { id: user.id }, data: { role: "ADMIN" } });
  return { ...user, role: "ADMIN", ctx: { ...user.ctx, caller: { ...user.ctx.caller!, role: "ADMIN" } } };
}

/** Priya's cash-on-delivery order of 2 × Indigo S (stock 5 → 3), moved straight to `status` when asked. */
export async function codOrder(status: OrderStatus = "PENDING") {
  const user = await buyer();
  const made = await kurta({ S: 5 });
  // As the API answers it, the shape prepaidOrder() gives too.
  const order = toOrderApi(await cashOnDelivery(user.ctx, { addressId: user.addressId, cart: [{ sizeId: made.S.id, quantity: 2 }] }));
  if (status !== "PENDING") await db.order.update({ where: { id: order.id }, data: { status } });
  return { user, order, ...made };
}

/** A buyer with 2 × Indigo S (online payment only) in the cart and a payment opened for it (`paymentId`: the provider's order). */
export async function openedPayment(stock = 5) {
  const user = await buyer();
  const made = await kurta({ S: stock }, false);
  const cart = [{ sizeId: made.S.id, quantity: 2 }];
  await fillCart(user.id, cart);
  const captured = await callOrder(capturePaymentRoute, {
    path: "/api/v1/order/capturePayment",
    token: user.token,
    json: { addressId: user.addressId, cart },
  });
  expect(captured.status).toBe(200);
  return { user, ...made, cart, paymentId: captured.body.payment!.id, captured: captured.body };
}

/** A prepaid order of 2 × Indigo S, paid through the payment twin. */
export async function prepaidOrder() {
  const { user, paymentId, ...made } = await openedPayment();
  const { response } = await twinPay(user.ctx, { razorpay_order_id: paymentId });
  const verified = await callOrder(verifyPaymentRoute, { path: "/api/v1/order/verifyPayment", token: user.token, json: response });
  expect(verified.status).toBe(200);
  return { user, order: verified.body.order!, ...made };
}

/** Moves an order on through the admin API until it is Delivered (a prepaid order starts Confirmed); returns the admin. */
export async function deliver(orderId: string): Promise<Buyer> {
  const boss = await admin();
  for (const [from, to] of [
    ["PENDING", "Confirmed"],
    ["CONFIRMED", "Shipped"],
    ["SHIPPED", "Delivered"],
  ] as const) {
    const { status } = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    if (status !== from) continue;
    const moved = await callOrder(updateOrderRoute, {
      path: "/api/v1/order/updateOrder",
      token: boss.token,
      json: { orderId, status: to },
    });
    expect(moved.status).toBe(200);
  }
  return boss;
}
