import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import type { ShipmentOrder } from "@/lib/shipping/types";
import {
  createShiprocketClient,
  SHIPPING_LOGIN_REFUSED,
  SHIPPING_TIMEOUT,
  SHIPPING_UNAVAILABLE,
} from "@/lib/shipping/shiprocket/shiprocket";
import { freePort } from "../../support/free-port";
import { FakeShiprocket } from "./shiprocket-fake";

// The Shiprocket client against a fake Shiprocket over real HTTP, with a clock the tests move.
const fake = new FakeShiprocket();
beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => {
  fake.seen.length = 0;
  fake.override = () => undefined;
});

let clock = new Date("2026-11-22T04:30:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

function client(overrides: { password?: string; timeoutMs?: number } = {}) {
  clock = new Date("2026-11-22T04:30:00Z");
  return createShiprocketClient({
    email: "ops@kurta.shop",
    password: overrides.password ?? "right",
    baseUrl: fake.url,
    pickupLocation: "Delhi Workshop",
    timeoutMs: overrides.timeoutMs ?? 5_000,
    now: () => clock,
  });
}

const ORDER: ShipmentOrder = {
  reference: "KS-261122-ABC123",
  placedAt: new Date("2026-11-22T05:00:00Z"),
  cashOnDelivery: true,
  totalPaise: 249_900,
  roundOffPaise: 0,
  codFeePaise: 0,
  customer: {
    name: "Priya Sharma Rao",
    line1: "12 MG Road",
    line2: "Near the park",
    city: "Pune",
    state: "Maharashtra",
    pinCode: "411001",
    phone: "9876543210",
    email: "priya@kurta.shop",
  },
  lines: [{ name: "Indigo Kurta - Indigo - M", sku: "size-1", quantity: 2, unitPricePaise: 124_950, hsn: "6211" }],
};

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("Shiprocket login", () => {
  it("logs in once and sends the same token on every call", async () => {
    const shiprocket = client();
    const { shipmentId } = await shiprocket.createShipment(ORDER);
    const { awbCode } = await shiprocket.assignAwb(shipmentId);
    await shiprocket.requestPickup(shipmentId, awbCode);
    await shiprocket.track(awbCode);
    expect(fake.logins()).toBe(1);
    const authorizations = new Set(fake.seen.filter((seen) => !seen.path.endsWith("/auth/login")).map((seen) => seen.authorization));
    expect(authorizations.size).toBe(1);
    expect([...fake.valid].map((token) => `Bearer ${token}`)).toContain([...authorizations][0]);
  });

  it("logs in again once the token nears its 10 days, not before", async () => {
    const shiprocket = client();
    await shiprocket.track("141123221084922");
    clock = new Date(clock.getTime() + 8 * DAY_MS);
    await shiprocket.track("141123221084922");
    expect(fake.logins()).toBe(1);
    clock = new Date(clock.getTime() + 1 * DAY_MS + 60_000);
    await shiprocket.track("141123221084922");
    expect(fake.logins()).toBe(2);
  });

  it("logs in again when Shiprocket no longer takes the token, and repeats the call once", async () => {
    const shiprocket = client();
    await shiprocket.track("141123221084922");
    fake.valid.clear();
    expect(await shiprocket.track("141123221084922")).toHaveLength(2);
    expect(fake.logins()).toBe(2);
  });

  it("shares one login between concurrent calls", async () => {
    const shiprocket = client();
    await Promise.all([shiprocket.track("A1"), shiprocket.track("A2"), shiprocket.track("A3")]);
    expect(fake.logins()).toBe(1);
  });

  it("says the login was refused (502) without a stack or the password", async () => {
    const error = await failure(client({ password: "wrong" }).track("141123221084922"));
    expect(error.status).toBe(502);
    expect(error.message).toBe(SHIPPING_LOGIN_REFUSED);
  });
});

describe("booking a parcel", () => {
  it("creates the adhoc order, assigns the AWB and asks for pickup, in Shiprocket's shapes", async () => {
    const shiprocket = client();
    const booked = await shiprocket.createShipment(ORDER);
    expect(booked).toEqual({ shipmentId: "8001" });
    const create = fake.first("/orders/create/adhoc");
    expect(create.method).toBe("POST");
    expect(create.body).toMatchObject({
      order_id: "KS-261122-ABC123",
      order_date: "2026-11-22 10:30",
      pickup_location: "Delhi Workshop",
      billing_customer_name: "Priya",
      billing_last_name: "Sharma Rao",
      billing_pincode: "411001",
      billing_country: "India",
      shipping_is_billing: true,
      payment_method: "COD",
      sub_total: 2499,
      order_items: [{ name: "Indigo Kurta - Indigo - M", sku: "size-1", units: 2, selling_price: 1249.5, hsn: "6211" }],
      weight: 0.8,
    });

    expect(await shiprocket.assignAwb("8001")).toEqual({ awbCode: "141123221084922", courierName: "Xpressbees Surface" });
    expect(fake.first("/courier/assign/awb").body).toEqual({ shipment_id: "8001" });

    await shiprocket.requestPickup("8001", "141123221084922");
    expect(fake.first("/courier/generate/pickup").body).toEqual({ shipment_id: [8001] });
    expect(shiprocket.trackingUrl("141123221084922")).toBe("https://shiprocket.co/tracking/141123221084922");
  });

  it("sends cash on delivery's round-off as a charge or a discount, so Shiprocket collects the order's whole rupees", async () => {
    const shiprocket = client();
    const line = { name: "Indigo Kurta - Indigo - M", sku: "size-1", quantity: 1, hsn: "6211" };
    await shiprocket.createShipment({ ...ORDER, totalPaise: 52_400, roundOffPaise: 5, lines: [{ ...line, unitPricePaise: 52_395 }] });
    const up = fake.first("/orders/create/adhoc").body!;
    expect(up).toMatchObject({ payment_method: "COD", sub_total: 523.95, transaction_charges: 0.05 });
    expect(up).not.toHaveProperty("total_discount");

    fake.seen.length = 0;
    await shiprocket.createShipment({ ...ORDER, totalPaise: 104_900, roundOffPaise: -30, lines: [{ ...line, unitPricePaise: 104_930 }] });
    const down = fake.first("/orders/create/adhoc").body!;
    expect(down).toMatchObject({ payment_method: "COD", sub_total: 1049.3, total_discount: 0.3 });
    expect(down).not.toHaveProperty("transaction_charges");

    // A ₹49 fee and a round-off of -30 paise: one charge of ₹48.70; the items' ₹1,049.30 + ₹48.70 = the ₹1,098 collected.
    fake.seen.length = 0;
    await shiprocket.createShipment({
      ...ORDER,
      totalPaise: 109_800,
      codFeePaise: 4900,
      roundOffPaise: -30,
      lines: [{ ...line, unitPricePaise: 104_930 }],
    });
    const withFee = fake.first("/orders/create/adhoc").body!;
    expect(withFee).toMatchObject({ payment_method: "COD", sub_total: 1049.3, transaction_charges: 48.7 });
    expect(withFee).not.toHaveProperty("total_discount");

    // The same order with ₹500 paid by store credit: the courier collects ₹598 (₹1,049.30 − ₹451.30).
    fake.seen.length = 0;
    await shiprocket.createShipment({
      ...ORDER,
      totalPaise: 109_800,
      codFeePaise: 4900,
      roundOffPaise: -30,
      storeCreditPaise: 50_000,
      lines: [{ ...line, unitPricePaise: 104_930 }],
    });
    const withCredit = fake.first("/orders/create/adhoc").body!;
    expect(withCredit).toMatchObject({ payment_method: "COD", sub_total: 1049.3, total_discount: 451.3 });
    expect(withCredit).not.toHaveProperty("transaction_charges");
  });

  it("takes a pickup already in the courier's queue as done", async () => {
    fake.override = (seen) =>
      seen.path.endsWith("/courier/generate/pickup") ? { status: 400, body: { message: "Already in Pickup Queue." } } : undefined;
    await expect(client().requestPickup("8001", "141123221084922")).resolves.toBeUndefined();
  });

  it("passes Shiprocket's refusal on as a 502 with its reason", async () => {
    fake.override = (seen) =>
      seen.path.endsWith("/orders/create/adhoc")
        ? { status: 422, body: { message: "Oops! Invalid Data.", errors: { billing_phone: ["The billing phone must be 10 digits."] } } }
        : undefined;
    const error = await failure(client().createShipment(ORDER));
    expect(error.status).toBe(502);
    expect(error.message).toBe("The shipping service refused the shipment: Oops! Invalid Data.; The billing phone must be 10 digits.");
  });

  it("says no AWB was assigned when the courier gives none", async () => {
    fake.override = (seen) =>
      seen.path.endsWith("/courier/assign/awb")
        ? { status: 200, body: { awb_assign_status: 0, response: { data: { awb_assign_error: "Courier not serviceable" } } } }
        : undefined;
    const error = await failure(client().assignAwb("8001"));
    expect(error.status).toBe(502);
    expect(error.message).toBe("The shipping service assigned no AWB: Courier not serviceable");
  });

  it("answers 503 with a message when Shiprocket fails (5xx)", async () => {
    fake.override = (seen) => (seen.path.endsWith("/orders/create/adhoc") ? { status: 502, body: "<html>Bad gateway</html>" } : undefined);
    const error = await failure(client().createShipment(ORDER));
    expect(error.status).toBe(503);
    expect(error.message).toBe(SHIPPING_UNAVAILABLE);
  });

  it("gives up on a call that does not answer, with a 503 and a message", async () => {
    fake.override = (seen) => (seen.path.endsWith("/courier/assign/awb") ? "hang" : undefined);
    const error = await failure(client({ timeoutMs: 300 }).assignAwb("8001"));
    expect(error.status).toBe(503);
    expect(error.message).toBe(SHIPPING_TIMEOUT);
  });

  it("answers 503 when Shiprocket cannot be reached at all", async () => {
    const closed = createShiprocketClient({
      email: "ops@kurta.shop",
      password: "right",
      baseUrl: `http://127.0.0.1:${await freePort()}/v1/external`,
      pickupLocation: "Primary",
      timeoutMs: 2_000,
    });
    const error = await failure(closed.createShipment(ORDER));
    expect(error.status).toBe(503);
    expect(error.message).toBe(SHIPPING_UNAVAILABLE);
  });

  it("books a reverse pickup for a return, from the customer back to the workshop", async () => {
    const shiprocket = client();
    const booked = await shiprocket.createReturnPickup({ ...ORDER, reference: "KS-261122-ABC123-R1", cashOnDelivery: false });
    expect(booked).toEqual({ shipmentId: "8002", awbCode: "RAWB0002", courierName: "Xpressbees Surface" });
    expect(fake.first("/orders/create/return").body).toMatchObject({
      order_id: "KS-261122-ABC123-R1",
      pickup_customer_name: "Priya Sharma Rao",
      pickup_pincode: "411001",
      shipping_city: "New Delhi",
      shipping_pincode: "110049",
      payment_method: "Prepaid",
    });
    expect(fake.first("/courier/assign/awb").body).toEqual({ shipment_id: "8002", is_return: 1 });
  });
});

describe("shipping labels", () => {
  const parcels = [
    { shipmentId: "8001", awbCode: "141123221084922", order: ORDER },
    { shipmentId: "8003", awbCode: "141123221084923", order: { ...ORDER, reference: "KS-261122-DEF456" } },
  ];

  it("asks for the labels of the shipments at once and gives the PDF's address", async () => {
    expect(await client().labels(parcels)).toEqual({ url: "https://kr-shipmultichannel.s3.ap-south-1.amazonaws.com/label-8001-8003.pdf" });
    const asked = fake.first("/courier/generate/label");
    expect(asked.method).toBe("POST");
    expect(asked.body).toEqual({ shipment_id: [8001, 8003] });
  });

  it("refuses an answer with no label, or with an address that is not https, with a message (502)", async () => {
    const refusedWhen = async (body: unknown) => {
      fake.override = (request) => (request.path.endsWith("/courier/generate/label") ? { status: 200, body } : undefined);
      const error = await failure(client().labels(parcels));
      return [error.code, error.message];
    };
    expect(await refusedWhen({ label_created: 0, response: "Awb not assigned" })).toEqual([
      "bad_gateway",
      "The shipping service made no labels: Awb not assigned",
    ]);
    expect(await refusedWhen({ label_created: 1, label_url: "http://example.test/label.pdf" })).toEqual([
      "bad_gateway",
      "The shipping service gave an unexpected answer to the labels",
    ]);
  });
});

describe("tracking and serviceability", () => {
  it("maps the courier's activities to a timeline, oldest first, in India's time", async () => {
    expect(await client().track("141123221084922")).toEqual([
      { status: "PICKED UP", detail: "Picked up from seller", location: "New Delhi", at: new Date("2026-11-23T13:10:00Z") },
      { status: "IN TRANSIT", detail: "Departed from hub", location: "Delhi Hub", at: new Date("2026-11-24T03:45:00Z") },
    ]);
  });

  it("gives the recommended courier's date (plus a day to dispatch) and cash on delivery when any courier takes it", async () => {
    const shiprocket = client();
    expect(await shiprocket.serviceability("411001", clock)).toEqual({
      pinCode: "411001",
      serviceable: true,
      deliveryBy: "2026-11-26",
      cod: true,
    });
    const asked = fake.first("/courier/serviceability/");
    expect(new URL(asked.path, "http://fake").searchParams.get("pickup_postcode")).toBe("110049");
    // Kept for an hour: the same pin code does not ask again.
    await shiprocket.serviceability("411001", clock);
    expect(fake.calls("/courier/serviceability/")).toHaveLength(1);
  });

  it("says a pin code no courier reaches is not serviceable", async () => {
    expect(await client().serviceability("900001", clock)).toEqual({ pinCode: "900001", serviceable: false, deliveryBy: null, cod: false });
  });
});
