import { afterAll, describe, expect, it } from "vitest";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import type { Promotion } from "@/lib/generated/prisma/client";
import { answerCodReply } from "@/lib/orders/cod/replies";
import { move, SHIPPING_PROVIDER } from "@/lib/orders/moves/apply-move";
import { PROMOTION_MESSAGES } from "@/lib/promotions/engine";
import { db } from "../../support/api";
import { makeAddress } from "../../support/factories";
import { admin, buyer, callOrder, deliver, kurta, type Buyer } from "../orders/fixtures";

// First-order and once-per-customer limits count only proved identities (decision 098): the account,
// its verified email and mobile, and a delivery phone once it proved itself (an order delivered to it,
// a cash-on-delivery reply from it). A parcel returned to origin gives its use back and is no first
// order (decision 099). Each shopper here has a number of their own: the fixtures' shared Pune number
// would make every buyer one customer once an order to it is delivered.

afterAll(() => db.$disconnect());

let codes = 0;
async function promotion(fields: Partial<Promotion>): Promise<Promotion> {
  codes += 1;
  return db.promotion.create({
    data: { code: `LIMIT${codes}${Date.now() % 100_000}`, title: "10% off", type: "PERCENT", percentBp: 1000, ...fields },
  });
}

let numbers = 0;
/** A ten-digit mobile number no other test uses. */
const newNumber = () => `90000${String(++numbers).padStart(5, "0")}`;

/** A shopper whose saved address has this phone. */
async function shopperAt(phone: string): Promise<Buyer> {
  const user = await buyer();
  return { ...user, addressId: (await makeAddress(user.id, { phoneNumber: phone })).id };
}

/** A shopper who signed up with a mobile number (proved by its code) and no email, delivering to `phone`. */
async function phoneAccount(mobile: string, phone: string): Promise<Buyer> {
  const user = await shopperAt(phone);
  await db.user.update({ where: { id: user.id }, data: { email: null, mobile: `+91${mobile}` } });
  return user;
}

async function placeCod(user: Buyer, code: string | null) {
  const { S } = await kurta({ S: 5 });
  return callOrder(cashOnDeliveryRoute, {
    path: "/api/v1/order/cashOnDelivery",
    token: user.token,
    json: { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }], ...(code ? { coupon: code } : {}) },
  });
}

describe("first-order and once-per-customer limits count proved identities", () => {
  it("a new phone account ordering to Priya's number does not get a first-order code once her order was delivered to it", async () => {
    const phone = newNumber();
    const code = await promotion({ firstOrderOnly: true });
    const priya = await shopperAt(phone);
    const hers = await placeCod(priya, null);
    expect(hers.status).toBe(200);
    await deliver(hers.body.order!._id);

    const newcomer = await phoneAccount(newNumber(), phone);
    expect(await placeCod(newcomer, code.code)).toMatchObject({ status: 409, body: { message: PROMOTION_MESSAGES.firstOrder } });
    // Ordering to a number of their own, the same account's first order gets it.
    await db.address.update({ where: { id: newcomer.addressId }, data: { phoneNumber: newNumber() } });
    expect((await placeCod(newcomer, code.code)).status).toBe(200);
  });

  it("Priya's verified mobile names her: another account delivering to it is not on a first order, and shares her once-each use", async () => {
    const mobile = newNumber();
    const priya = await phoneAccount(mobile, newNumber());
    const first = await promotion({ firstOrderOnly: true });
    const once = await promotion({ perCustomerLimit: 1 });
    expect((await placeCod(priya, once.code)).status).toBe(200);

    const other = await shopperAt(mobile);
    expect(await placeCod(other, first.code)).toMatchObject({ status: 409, body: { message: PROMOTION_MESSAGES.firstOrder } });
    expect(await placeCod(other, once.code)).toMatchObject({ status: 409, body: { message: PROMOTION_MESSAGES.customerUsedUp } });
  });

  it("a stranger typing Priya's unproved number does not burn her once-each use; once a reply from it proves it, it counts", async () => {
    const phone = newNumber();
    const code = await promotion({ perCustomerLimit: 1 });
    const stranger = await shopperAt(phone);
    const priya = await shopperAt(phone);
    const theirs = await placeCod(stranger, code.code);
    expect(theirs.status).toBe(200);
    expect(await db.promotionUse.findFirstOrThrow({ where: { orderId: theirs.body.order!._id } })).toMatchObject({ phones: [] });
    const hers = await placeCod(priya, code.code);
    expect(hers.status).toBe(200);

    // Priya answers her order's WhatsApp message from that number: now it names a customer who used the code.
    await answerCodReply({ from: `+91${phone}`, payload: `cod-confirm:${hers.body.order!._id}`, at: new Date().toISOString() });
    expect((await db.order.findUniqueOrThrow({ where: { id: hers.body.order!._id } })).provedPhone).toBe(`+91${phone}`);
    const third = await shopperAt(phone);
    expect(await placeCod(third, code.code)).toMatchObject({ status: 409, body: { message: PROMOTION_MESSAGES.customerUsedUp } });
  });
});

describe("an order returned to origin", () => {
  it("gives its promotion use back and no longer counts as a first order, as a cancellation does", async () => {
    const user = await shopperAt(newNumber());
    const code = await promotion({ firstOrderOnly: true, usageLimit: 1 });
    const placed = await placeCod(user, code.code);
    expect(placed.status).toBe(200);
    const orderId = placed.body.order!._id;
    expect(await db.promotion.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ usedCount: 1 });

    const boss = await admin();
    for (const status of ["Confirmed", "Shipped"]) {
      const moved = await callOrder(updateOrderRoute, { path: "/api/v1/order/updateOrder", token: boss.token, json: { orderId, status } });
      expect(moved.status).toBe(200);
    }
    await move({ actor: SHIPPING_PROVIDER, orderId, to: "RTO_DELIVERED", ownOnly: false });

    expect(await db.promotion.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ usedCount: 0, givenPaise: 0 });
    expect((await db.promotionUse.findFirstOrThrow({ where: { orderId } })).releasedAt).not.toBeNull();
    // The same shopper's next order is a first order again, and the one use is there to take.
    expect(await placeCod(user, code.code)).toMatchObject({ status: 200, body: { order: { totals: { promoDiscount: 149.9 } } } });
  });
});
