import { afterAll, describe, expect, it } from "vitest";
import { POST as capturePaymentRoute } from "@/app/api/v1/order/capturePayment/route";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { issueCreditNote, issueInvoice } from "@/lib/invoices/issue";
import { saveCodRules } from "@/lib/orders/cod-rules/rules-store";
import { shipmentOrderOf } from "@/lib/orders/shipments/shipment-order";
import { formatINR } from "@/lib/pricing";
import { createOrderFor, db } from "../../support/api";
import { makeAddress } from "../../support/factories";
import { getInvoice, pdfText } from "../invoices/support";
import { admin, buyer, callOrder, kurta, type Buyer } from "./fixtures";

// The owner's cash-on-delivery rules as the server applies them when an order is placed (each rule's
// reason and precedence are unit-tested in lib/orders/cod-rules/decide.test.ts): the fee in the
// taxable value, rounded to the rupee, on the invoice and in what the courier collects; place rules
// (a blocked place refuses paying online too); customer rules by account and by phone.
afterAll(() => db.$disconnect());

const RULES = {
  minOrderRupees: 0,
  maxOrderRupees: 10_000,
  feeRupees: 0,
  firstOrderMaxRupees: "",
  rtoLookbackDays: "",
  places: [],
  from: "",
};

async function rules(overrides: Partial<Record<keyof typeof RULES, unknown>> = {}) {
  await saveCodRules((await admin()).ctx, { ...RULES, ...overrides });
}

let phones = 0;
/** A buyer whose delivery address has a number of its own (or the one given). */
async function buyerWithPhone(phoneNumber = `97000${String(++phones).padStart(5, "0")}`): Promise<Buyer> {
  const user = await buyer();
  await db.address.update({ where: { id: user.addressId }, data: { phoneNumber } });
  return user;
}

const place = (user: Buyer, sizeId: string, quantity = 1, addressId = user.addressId) =>
  callOrder(cashOnDeliveryRoute, {
    path: "/api/v1/order/cashOnDelivery",
    token: user.token,
    json: { addressId, cart: [{ sizeId, quantity }] },
  });
const openPayment = (user: Buyer, sizeId: string, addressId = user.addressId) =>
  callOrder(capturePaymentRoute, {
    path: "/api/v1/order/capturePayment",
    token: user.token,
    json: { addressId, cart: [{ sizeId, quantity: 1 }] },
  });

describe("the cash-on-delivery fee", () => {
  it("is in the order's total with its GST at the pieces' rate, rounded to the rupee, invoiced as its own line and collected by the courier", async () => {
    await rules({ feeRupees: 49 });
    const user = await buyerWithPhone();
    const { S } = await kurta();
    const placed = await place(user, S.id, 2);
    expect(placed.status, placed.body.message).toBe(200);
    const order = await db.order.findUniqueOrThrow({ where: { id: placed.body.order!._id }, include: { lines: true } });
    const goodsPaise = order.lines.reduce((total, line) => total + line.lineTotalPaise, 0);
    // ₹1,499 + 5% GST = ₹1,573.95 a piece; ₹3,147.90 + ₹49 = ₹3,196.90 → ₹3,197 in cash.
    expect(goodsPaise).toBe(314_790);
    expect(order).toMatchObject({ codFeePaise: 4900, codFeeGstPaise: 233, roundOffPaise: 10, totalPaise: 319_700 });
    expect(placed.body.order!.totals).toMatchObject({ codFee: 49, roundOff: 0.1, total: 3197 });

    // The courier collects what the invoice says: Shiprocket's items, plus the fee and round-off as one charge.
    const parcel = shipmentOrderOf({ ...order, lines: order.lines }, user.email);
    expect(parcel).toMatchObject({ cashOnDelivery: true, totalPaise: 319_700, codFeePaise: 4900, roundOffPaise: 10 });

    await db.order.update({ where: { id: order.id }, data: { status: "DELIVERED", deliveredAt: new Date() } });
    const response = await getInvoice(order.id, { token: user.token });
    expect(response.status).toBe(200);
    const text = await pdfText(response);
    expect(text).toContain("Cash on delivery fee");
    expect(text).toContain(formatINR(4667)); // its taxable value; ₹2.33 of GST
    expect(text).toContain(formatINR(319_700));
  });

  it("is taxed at 18% when a piece of the order is, and credited only when the whole order is", async () => {
    await rules({ feeRupees: 49 });
    const user = await buyerWithPhone();
    const cheap = await kurta();
    const dear = await kurta();
    await db.sizeStock.update({ where: { id: dear.S.id }, data: { pricePaise: 260_000, cutPricePaise: 300_000 } });
    const placed = await callOrder(cashOnDeliveryRoute, {
      path: "/api/v1/order/cashOnDelivery",
      token: user.token,
      json: {
        addressId: user.addressId,
        cart: [
          { sizeId: cheap.S.id, quantity: 1 },
          { sizeId: dear.S.id, quantity: 1 },
        ],
      },
    });
    expect(placed.status, placed.body.message).toBe(200);
    const order = await db.order.update({
      where: { id: placed.body.order!._id },
      data: { status: "DELIVERED", deliveredAt: new Date() },
      include: { lines: true },
    });
    expect([order.codFeePaise, order.codFeeGstPaise]).toEqual([4900, 747]);
    await db.$transaction((tx) => issueInvoice(tx, order.id));
    const returned = await db.$transaction((tx) => issueCreditNote(tx, order.id, [{ orderLineId: order.lines[0]!.id, quantity: 1 }]));
    expect(returned!.codFeePaise).toBe(0);
    const rest = await db.$transaction((tx) => issueCreditNote(tx, order.id));
    expect(rest!.codFeePaise).toBe(4900);
    expect(returned!.totalPaise + rest!.totalPaise).toBe(order.totalPaise);
  });
});

describe("place rules", () => {
  it("a pay-online-only pin code refuses cash with its reason and still takes a payment", async () => {
    await rules({ places: [{ kind: "PIN", value: "411001", effect: "PREPAID_ONLY" }] });
    const user = await buyerWithPhone();
    const { S } = await kurta();
    const refused = await place(user, S.id);
    expect([refused.status, refused.body.message]).toEqual([
      400,
      "Cash on delivery is not available for pin code 411001. Please pay online with Pay Now.",
    ]);
    expect((await openPayment(user, S.id)).status).toBe(200);
    const elsewhere = await makeAddress(user.id, { pinCode: "560001", city: "Bengaluru", state: "Karnataka", phoneNumber: "9700099999" });
    expect((await place(user, S.id, 1, elsewhere.id)).status).toBe(200);
  });

  it("a blocked state takes no order at all, but a pin code allowed inside it does", async () => {
    await rules({
      places: [
        { kind: "STATE", value: "maharashtra", effect: "BLOCK" },
        { kind: "PIN", value: "411002", effect: "ALLOW" },
      ],
    });
    const user = await buyerWithPhone();
    const { S } = await kurta();
    const message = "We do not deliver to Maharashtra at the moment. Please choose another address.";
    const cash = await place(user, S.id);
    const card = await openPayment(user, S.id);
    expect([cash.status, cash.body.message, card.status, card.body.message]).toEqual([400, message, 400, message]);
    const allowed = await makeAddress(user.id, { pinCode: "411002", phoneNumber: "9700088888" });
    expect((await place(user, S.id, 1, allowed.id)).status).toBe(200);
  });
});

describe("customer rules", () => {
  const RTO_MESSAGE =
    "Cash on delivery is not available on this account for now: an order came back undelivered in the last 180 days. Please pay online with Pay Now.";

  it("a return to origin in the look-back means pay online, for a second account with the same phone too", async () => {
    await rules({ rtoLookbackDays: 180 });
    const first = await buyerWithPhone("9811122233");
    const back = await createOrderFor(first.id);
    await db.order.update({
      where: { id: back.id },
      data: { status: "RTO_DELIVERED", shipPhoneNumber: "9811122233", rtoInitiatedAt: new Date(Date.now() - 10 * 86_400_000) },
    });
    const { S } = await kurta({ S: 10 });
    expect(await place(first, S.id).then(({ status, body }) => [status, body.message])).toEqual([400, RTO_MESSAGE]);
    const second = await buyerWithPhone("9811122233");
    expect(await place(second, S.id).then(({ status, body }) => [status, body.message])).toEqual([400, RTO_MESSAGE]);
    expect((await place(await buyerWithPhone(), S.id)).status).toBe(200);

    await db.order.update({ where: { id: back.id }, data: { rtoInitiatedAt: new Date(Date.now() - 181 * 86_400_000) } });
    expect((await place(first, S.id)).status).toBe(200);
  });

  it("a first order above its limit pays online, until an order of the customer was delivered", async () => {
    await rules({ firstOrderMaxRupees: 2000 });
    const user = await buyerWithPhone();
    const { S } = await kurta({ S: 10 });
    const refused = await place(user, S.id, 2);
    expect([refused.status, refused.body.message]).toEqual([
      400,
      "A first order above ₹2,000 can be paid online only. Please pay online with Pay Now.",
    ]);
    expect((await place(user, S.id, 1)).status).toBe(200);
    const earlier = await createOrderFor(user.id);
    await db.order.update({ where: { id: earlier.id }, data: { status: "DELIVERED", deliveredAt: new Date() } });
    expect((await place(user, S.id, 2)).status).toBe(200);
  });

  it("a minimum order value refuses smaller orders with the minimum named", async () => {
    await rules({ minOrderRupees: 2000 });
    const user = await buyerWithPhone();
    const { S } = await kurta();
    const refused = await place(user, S.id);
    expect([refused.status, refused.body.message]).toEqual([
      400,
      "Cash on delivery is available for orders from ₹2,000. Please pay online with Pay Now.",
    ]);
    expect((await place(user, S.id, 2)).status).toBe(200);
  });
});
