import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { POST as webhookRoute } from "@/app/api/v1/shipping/webhook/route";
import { clock } from "@/lib/clock";
import { forgetEnv } from "@/lib/env";
import { MAX_BODY_BYTES } from "@/lib/http/request/read-input";
import {
  answerFailedDelivery,
  answerOverdueFailures,
  ANSWERED_MESSAGE,
  loadFailedDelivery,
} from "@/lib/orders/shipments/failed-deliveries";
import { ALREADY_RESTOCKED_MESSAGE, markReturnedParcelInspected } from "@/lib/orders/shipments/returned-parcels";
import { shiprocketScanPayload, type TwinScan } from "@/lib/shipping/twin/twin-courier";
import { TWIN_WEBHOOK_TOKEN, WEBHOOK_TOKEN_MESSAGE } from "@/lib/shipping/shiprocket/tracking-webhook";
import { twinProvider } from "@/lib/shipping/twin/twin";
import { call, db, outboxFor } from "../../support/api";
import { tampered } from "../../support/tampered";
import { workOffJobs } from "../../support/jobs";
import { admin, callOrder, codOrder, prepaidOrder, stockOf } from "../orders/fixtures";

// Parcels that do not arrive (issue 33): Shiprocket's tracking webhook with the payloads it sends,
// failed deliveries and their answers (the shopper's link, the owner, the shop's rule at the deadline),
// returns to origin for cash on delivery and prepaid orders, and the invoice from dispatch.
afterAll(() => db.$disconnect());
afterEach(() => vi.restoreAllMocks());

const rowOf = (id: string) => db.order.findUniqueOrThrow({ where: { id } });
const HOUR = 3_600_000;

function hook(body: unknown, token: string | null = TWIN_WEBHOOK_TOKEN) {
  return call(webhookRoute, {
    path: "/api/v1/shipping/webhook",
    headers: token === null ? {} : { "x-api-key": token },
    raw: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The courier's scan, as Shiprocket posts it, and the job that makes its move. */
async function scan(awbCode: string, label: TwinScan, at: Date) {
  const answer = await hook(shiprocketScanPayload(awbCode, label, at));
  expect(answer.status).toBe(200);
  await workOffJobs();
  return answer.body;
}

async function shipped(order: { id: string }) {
  const boss = await admin();
  for (const status of ["Confirmed", "Shipped"]) {
    const row = await rowOf(order.id);
    if (status === "Confirmed" && row.status !== "PENDING") continue;
    expect(
      (await callOrder(updateOrderRoute, { path: "/api/v1/order/updateOrder", token: boss.token, json: { orderId: order.id, status } }))
        .status,
    ).toBe(200);
  }
  return { boss, awbCode: (await rowOf(order.id)).awbCode! };
}

async function shippedCod() {
  const made = await codOrder();
  return { ...made, ...(await shipped(made.order)) };
}

/**
 * Runs the calls while this test holds the row's lock, and lets it go once `waiting` sessions of the
 * database wait on a lock: every call has read the row as it was and waits at its conditional update.
 */
async function whileRowLocked<T>(table: "Order" | "DeliveryFailure", id: string, waiting: number, calls: () => Promise<T>): Promise<T> {
  let release!: () => void;
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const holder = db.$transaction(
    async (tx) => {
      await tx.$queryRawUnsafe(`SELECT 1 FROM "${table}" WHERE "id" = $1 FOR UPDATE`, id);
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
  await held;
  const answers = calls();
  try {
    for (let polls = 0; ; polls += 1) {
      const [{ count }] = await db.$queryRaw<[{ count: number }]>`
        SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      if (count >= waiting) break;
      if (polls === 1_000) throw new Error(`only ${count} of ${waiting} calls reached the lock on ${table} ${id}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    release();
    await holder;
  }
  return answers;
}

const outcomes = (settled: PromiseSettledResult<unknown>[]) =>
  settled.map((one) => (one.status === "fulfilled" ? "answered" : (one.reason as Error).message)).sort();

/** The failed delivery's page link mailed to the shopper: its id and key. */
async function mailedAnswerLink(email: string) {
  const mail = (await outboxFor(email)).findLast((row) => row.template === "delivery-failed");
  const match = mail?.text.match(/\/delivery\/([a-z0-9]+)\?key=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no failed-delivery link was mailed to ${email}`);
  return { failureId: match[1]!, key: match[2]! };
}

describe("Shiprocket's tracking webhook", () => {
  it("refuses a missing or wrong x-api-key with 401 and changes nothing", async () => {
    const { order, awbCode } = await shippedCod();
    const events = await db.webhookEvent.count();
    const payload = shiprocketScanPayload(awbCode, "UNDELIVERED", new Date());
    for (const token of [null, "wrong-token", `${TWIN_WEBHOOK_TOKEN}x`]) {
      const answer = await hook(payload, token);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: WEBHOOK_TOKEN_MESSAGE });
    }
    await workOffJobs();
    expect(await db.webhookEvent.count()).toBe(events);
    expect((await rowOf(order.id)).status).toBe("SHIPPED");
  });

  it("refuses a body over the cap with 413, and one without an awb with 400", async () => {
    const big = await hook(JSON.stringify({ awb: "1", pad: "x".repeat(MAX_BODY_BYTES) }));
    expect(big.status).toBe(413);
    const none = await hook({ current_status: "DELIVERED" });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ success: false, message: "The webhook body has no awb (the parcel's AWB code, 1 to 40 characters)" });
  });

  it("reads Shiprocket's own payload: a numeric awb, its DD MM YYYY time in India, mixed-case labels", async () => {
    const { order } = await shippedCod();
    await db.order.update({ where: { id: order.id }, data: { awbCode: "59629792084" } });
    // As Shiprocket's webhook documentation shows it, with the AWB of this order.
    const captured = {
      awb: 59629792084,
      courier_name: "Delhivery Surface",
      current_status: "Delivered",
      current_status_id: 7,
      shipment_status: "Delivered",
      shipment_status_id: 7,
      current_timestamp: "23 05 2030 11:43:52",
      order_id: "1373900_150876814",
      sr_order_id: 348456385,
      awb_assigned_date: "2030-05-19 11:59:16",
      pickup_scheduled_date: "2030-05-19 11:59:17",
      etd: "2030-05-23 15:40:19",
      scans: [
        {
          date: "2030-05-19 11:59:16",
          status: "X-UCI",
          activity: "Manifested - Manifest uploaded",
          location: "Chomu_SamodRd_D (Rajasthan)",
          "sr-status": "5",
          "sr-status-label": "MANIFEST GENERATED",
        },
        {
          date: "2030-05-23 11:43:52",
          status: "DL",
          activity: "Delivered - Delivered to consignee",
          location: "Jaipur_Central (Rajasthan)",
          "sr-status": "7",
          "sr-status-label": "DELIVERED",
        },
      ],
      is_return: 0,
      channel_id: 3422553,
      pod_status: "OTP Based Delivery",
      pod: "Not Available",
    };
    expect((await hook(captured)).body).toEqual({ success: true, handled: "queued" });
    await workOffJobs();
    const row = await rowOf(order.id);
    expect(row.status).toBe("DELIVERED");
    expect(row.courierScanAt).toEqual(new Date("2030-05-23T06:13:52Z"));
  });

  it("records a scan sent twice once, and a scan older than the last never moves the order back", async () => {
    const { order, awbCode } = await shippedCod();
    const noon = new Date();
    const payload = shiprocketScanPayload(awbCode, "DELIVERED", noon);
    expect((await hook(payload)).body).toEqual({ success: true, handled: "queued" });
    expect((await hook(payload)).body).toEqual({ success: true, handled: "duplicate" });
    await workOffJobs();
    expect((await rowOf(order.id)).status).toBe("DELIVERED");
    expect(await db.auditLog.count({ where: { entityId: order.id, action: "order.delivered" } })).toBe(1);

    await scan(awbCode, "UNDELIVERED", new Date(noon.getTime() - 2 * HOUR));
    expect((await rowOf(order.id)).status).toBe("DELIVERED");
    expect(await db.deliveryFailure.count({ where: { orderId: order.id } })).toBe(0);

    // A parcel the courier sends out again after a failure: a failure scanned before that, arriving
    // late, is a move the status would allow (Shipped to Delivery Failed); only its time refuses it.
    const again = await shippedCod();
    await scan(again.awbCode, "UNDELIVERED", noon);
    await scan(again.awbCode, "OUT FOR DELIVERY", new Date(noon.getTime() + HOUR));
    expect((await rowOf(again.order.id)).status).toBe("SHIPPED");
    await scan(again.awbCode, "UNDELIVERED", new Date(noon.getTime() - 2 * HOUR));
    expect((await rowOf(again.order.id)).status).toBe("SHIPPED");
    expect(await db.deliveryFailure.count({ where: { orderId: again.order.id } })).toBe(1);
  });

  it("a re-attempt's scan that arrives after a later failure does not put the parcel back on the road", async () => {
    const { order, awbCode } = await shippedCod();
    const failedAt = new Date();
    await scan(awbCode, "UNDELIVERED", failedAt);
    expect(await scan(awbCode, "OUT FOR DELIVERY", new Date(failedAt.getTime() - HOUR))).toEqual({ success: true, handled: "queued" });
    expect((await rowOf(order.id)).status).toBe("DELIVERY_FAILED");
  });
});

describe("a failed delivery", () => {
  it("is recorded with the courier's reason, mailed to the shopper, and a re-attempt the courier reports then delivers", async () => {
    const { order, user, awbCode } = await shippedCod();
    const failedAt = new Date();
    await scan(awbCode, "UNDELIVERED", failedAt);
    const row = await rowOf(order.id);
    expect(row.status).toBe("DELIVERY_FAILED");
    const failure = await db.deliveryFailure.findFirstOrThrow({ where: { orderId: order.id } });
    expect(failure).toMatchObject({ attempt: 1, reason: "Customer not available at the address", answer: null });
    expect(failure.deadline.getTime()).toBeGreaterThan(Date.now() + 47 * HOUR);
    const mail = (await outboxFor(user.email)).findLast((email) => email.template === "delivery-failed")!;
    expect(mail.subject).toContain(`We could not deliver your Kurta Shop order ${order.orderDetails.public_order_id}`);
    expect(mail.text).toContain("They said: Customer not available at the address");

    await scan(awbCode, "OUT FOR DELIVERY", new Date(failedAt.getTime() + HOUR));
    expect((await rowOf(order.id)).status).toBe("SHIPPED");
    await scan(awbCode, "DELIVERED", new Date(failedAt.getTime() + 2 * HOUR));
    const delivered = await rowOf(order.id);
    expect(delivered.status).toBe("DELIVERED");
    expect(delivered.shippedAt).toEqual(row.shippedAt);
  });

  it("the shopper chooses a new day through the mailed link: the courier is told, and the parcel goes out again", async () => {
    const { order, user, awbCode } = await shippedCod();
    await scan(awbCode, "UNDELIVERED", new Date());
    const { failureId, key } = await mailedAnswerLink(user.email);
    expect(await loadFailedDelivery(failureId, tampered(key))).toBeNull();
    const page = (await loadFailedDelivery(failureId, key))!;
    expect(page).toMatchObject({
      publicOrderId: order.orderDetails.public_order_id,
      open: true,
      attempt: 1,
      statusLabel: "Delivery Attempt Failed",
    });
    expect(page.days).toHaveLength(3);

    const told = vi.spyOn(twinProvider, "answerFailedDelivery");
    const shopper = { id: null, role: "CUSTOMER" } as const;
    await expect(
      answerFailedDelivery(shopper, { failureId, answer: "REATTEMPT", reattemptOn: page.days[0], phone: "98765 43210" }, "bad"),
    ).rejects.toThrow("Failed delivery not found");
    await expect(
      answerFailedDelivery(shopper, { failureId, answer: "REATTEMPT", reattemptOn: "2020-01-01", phone: "9876543210" }, key),
    ).rejects.toThrow("Choose one of the days offered for the next attempt");
    const answered = await answerFailedDelivery(
      shopper,
      { failureId, answer: "REATTEMPT", reattemptOn: page.days[1], phone: "+91 91234 56789", landmark: "Opposite the temple" },
      key,
    );
    // Recorded first; the courier hears it from the job queued with the answer.
    expect(told).not.toHaveBeenCalled();
    await workOffJobs();
    expect(told).toHaveBeenCalledTimes(1);
    expect(answered).toMatchObject({
      open: false,
      answer: "REATTEMPT",
      reattemptOn: page.days[1],
      phone: "9123456789",
      landmark: "Opposite the temple",
    });
    expect(told).toHaveBeenCalledWith(awbCode, {
      kind: "re-attempt",
      date: page.days[1],
      phone: "9123456789",
      landmark: "Opposite the temple",
    });
    const row = await rowOf(order.id);
    expect(row.status).toBe("SHIPPED");
    expect(row.shipPhoneNumber).toBe("9123456789");
    await expect(answerFailedDelivery(shopper, { failureId, answer: "RETURN" }, key)).rejects.toThrow(ANSWERED_MESSAGE);
  });

  it("the shopper cancels through the link: the parcel comes back, cash on delivery owes nothing, and the stock waits for inspection", async () => {
    const { order, user, awbCode, S } = await shippedCod();
    const stock = await stockOf(S.id);
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    await scan(awbCode, "UNDELIVERED", new Date());
    const { failureId, key } = await mailedAnswerLink(user.email);
    await answerFailedDelivery({ id: null, role: "CUSTOMER" }, { failureId, answer: "RETURN" }, key);
    expect((await rowOf(order.id)).status).toBe("RTO_INITIATED");

    await scan(awbCode, "RTO DELIVERED", new Date(Date.now() + HOUR));
    const row = await rowOf(order.id);
    expect(row.status).toBe("RTO_DELIVERED");
    expect(row.restockedAt).toBeNull();
    expect(await stockOf(S.id)).toBe(stock);
    const [note] = await db.creditNote.findMany({ where: { orderId: order.id } });
    const lines = await db.orderLine.findMany({ where: { orderId: order.id } });
    // The whole invoice is credited: every line, and the cash round-off to whole rupees.
    expect(row.roundOffPaise).toBe(10);
    expect(note!.roundOffPaise).toBe(row.roundOffPaise);
    expect(note!.totalPaise).toBe(
      lines.reduce((sum, line) => sum + (line.unitPricePaise + line.unitGstPaise) * line.quantity, 0) + row.roundOffPaise,
    );
    expect(note!.totalPaise).toBe(row.totalPaise);
    expect(note!.number).toContain("/CN/");
    expect(invoice.issuedAt.getTime()).toBeLessThanOrEqual(note!.issuedAt.getTime());
    const mail = (await outboxFor(user.email)).findLast((email) => email.template === "returned-to-origin")!;
    expect(mail.text).toContain("Nothing is owed: the order was to be paid on delivery.");

    // Two inspections at once (two tabs of the back office): both find the parcel not yet restocked,
    // and only the once-only claim stops the second putting the pieces back again.
    const boss = await admin();
    const inspected = await whileRowLocked("Order", order.id, 2, () =>
      Promise.allSettled([0, 1].map(() => markReturnedParcelInspected(boss.ctx, { orderId: order.id }))),
    );
    expect(outcomes(inspected)).toEqual([ALREADY_RESTOCKED_MESSAGE, "answered"]);
    expect(await stockOf(S.id)).toBe(stock + 2);
    await expect(markReturnedParcelInspected(boss.ctx, { orderId: order.id })).rejects.toThrow(ALREADY_RESTOCKED_MESSAGE);
    expect(await stockOf(S.id)).toBe(stock + 2);
    await scan(awbCode, "RTO DELIVERED", new Date(Date.now() + 2 * HOUR));
    expect(await db.creditNote.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("two answers at once: one is recorded, and the courier hears that one, once", async () => {
    const { order, user, awbCode } = await shippedCod();
    await scan(awbCode, "UNDELIVERED", new Date());
    const { failureId, key } = await mailedAnswerLink(user.email);
    const day = (await loadFailedDelivery(failureId, key))!.days[0]!;
    const told = vi.spyOn(twinProvider, "answerFailedDelivery");
    const shopper = { id: null, role: "CUSTOMER" } as const;
    const answered = await whileRowLocked("DeliveryFailure", failureId, 2, () =>
      Promise.allSettled([
        answerFailedDelivery(shopper, { failureId, answer: "REATTEMPT", reattemptOn: day, phone: "9876543210" }, key),
        answerFailedDelivery(shopper, { failureId, answer: "RETURN" }, key),
      ]),
    );
    expect(outcomes(answered)).toEqual([ANSWERED_MESSAGE, "answered"]);
    await workOffJobs();
    const recorded = await db.deliveryFailure.findUniqueOrThrow({ where: { id: failureId } });
    expect(told).toHaveBeenCalledTimes(1);
    expect(told.mock.calls[0]![1].kind).toBe(recorded.answer === "RETURN" ? "return" : "re-attempt");
    expect((await rowOf(order.id)).status).toBe(recorded.answer === "RETURN" ? "RTO_INITIATED" : "SHIPPED");
  });

  it("nobody answers: the shop's rule re-attempts once at the deadline, then sends the parcel back", async () => {
    const { order, awbCode } = await shippedCod();
    const start = Date.now();
    await scan(awbCode, "UNDELIVERED", new Date(start));
    vi.spyOn(clock, "now").mockReturnValue(new Date(start + 49 * HOUR));
    // Other tests' unanswered failures are overdue too by then.
    expect((await answerOverdueFailures()).answered).toBeGreaterThanOrEqual(1);
    expect((await rowOf(order.id)).status).toBe("SHIPPED");
    expect(await db.deliveryFailure.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({
      answer: "REATTEMPT",
      answeredBy: "SHOP",
    });

    await scan(awbCode, "UNDELIVERED", new Date(start + 50 * HOUR));
    expect((await rowOf(order.id)).status).toBe("DELIVERY_FAILED");
    vi.mocked(clock.now).mockReturnValue(new Date(start + 200 * HOUR));
    expect((await answerOverdueFailures()).answered).toBeGreaterThanOrEqual(1);
    expect((await rowOf(order.id)).status).toBe("RTO_INITIATED");
    expect(await db.deliveryFailure.findFirstOrThrow({ where: { orderId: order.id, attempt: 2 } })).toMatchObject({ answer: "RETURN" });
  });
});

describe("a prepaid parcel returned to origin", () => {
  it("is refunded in full once, credited against its invoice, and restocked once the owner inspects it", async () => {
    const { order, user, S } = await prepaidOrder();
    const { awbCode } = await shipped(order);
    const stock = await stockOf(S.id);
    await scan(awbCode, "RTO INITIATED", new Date());
    expect((await rowOf(order.id)).status).toBe("RTO_INITIATED");
    await scan(awbCode, "RTO DELIVERED", new Date(Date.now() + HOUR));
    await scan(awbCode, "RTO DELIVERED", new Date(Date.now() + 2 * HOUR));

    const payments = await db.payment.findMany({ where: { orderId: order.id } });
    expect(payments.map((payment) => payment.status)).toEqual(["REFUNDED"]);
    const row = await rowOf(order.id);
    expect(row.status).toBe("RTO_DELIVERED");
    const notes = await db.creditNote.findMany({ where: { orderId: order.id } });
    expect(notes).toHaveLength(1);
    const lines = await db.orderLine.findMany({ where: { orderId: order.id } });
    const invoiced = lines.reduce((sum, line) => sum + (line.unitPricePaise + line.unitGstPaise) * line.quantity, 0);
    expect(invoiced - notes[0]!.totalPaise).toBe(0);
    const mail = (await outboxFor(user.email)).findLast((email) => email.template === "returned-to-origin")!;
    expect(mail.text).toMatch(/has been refunded in full/);
    expect(await stockOf(S.id)).toBe(stock);
    await markReturnedParcelInspected((await admin()).ctx, { orderId: order.id });
    expect(await stockOf(S.id)).toBe(stock + 2);
  });
});

describe("with RTO_RESTOCK=on-arrival", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    forgetEnv();
  });

  it("a parcel back from the courier goes into stock on arrival, once, and needs no inspection", async () => {
    vi.stubEnv("RTO_RESTOCK", "on-arrival");
    forgetEnv();
    const { order, awbCode, S } = await shippedCod();
    const stock = await stockOf(S.id);
    await scan(awbCode, "RTO INITIATED", new Date());
    expect(await stockOf(S.id)).toBe(stock);
    await scan(awbCode, "RTO DELIVERED", new Date(Date.now() + HOUR));
    expect((await rowOf(order.id)).status).toBe("RTO_DELIVERED");
    expect(await stockOf(S.id)).toBe(stock + 2);
    await scan(awbCode, "RTO DELIVERED", new Date(Date.now() + 2 * HOUR));
    await expect(markReturnedParcelInspected((await admin()).ctx, { orderId: order.id })).rejects.toThrow(ALREADY_RESTOCKED_MESSAGE);
    expect(await stockOf(S.id)).toBe(stock + 2);
  });
});

describe("the tax invoice", () => {
  it("is issued when a cash-on-delivery order ships, from the same series", async () => {
    const made = await codOrder("CONFIRMED");
    expect(await db.invoice.count({ where: { orderId: made.order.id } })).toBe(0);
    await shipped(made.order);
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: made.order.id } });
    expect(invoice.number).toMatch(/^[A-Z]+\/\d{2}-\d{2}\/\d{6}$/);
  });

  it("an admin may not report a failed delivery or a return to origin by status: the courier does", async () => {
    const { order, boss } = await shippedCod();
    for (const status of ["Delivery Failed", "RTO_INITIATED"]) {
      const moved = await callOrder(updateOrderRoute, {
        path: "/api/v1/order/updateOrder",
        token: boss.token,
        json: { orderId: order.id, status },
      });
      expect(moved.status).toBe(400);
    }
    expect((await rowOf(order.id)).status).toBe("SHIPPED");
  });
});
