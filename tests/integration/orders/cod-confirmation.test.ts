import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { clear, LIMITS } from "@/lib/auth/rate-limit";
import { getBoss } from "@/lib/jobs/boss";
import { clock } from "@/lib/clock";
import {
  answerCod,
  answerCodByKey,
  COD_LAPSED_MESSAGE,
  LAPSE_REASON,
  lapseUnconfirmedCodOrders,
  loadCodConfirmation,
  waitingCodPage,
} from "@/lib/orders/cod/confirmation";
import { answerCodReply } from "@/lib/orders/cod/replies";
import { updateOrder } from "@/lib/orders/requested-moves";
import { messageSendingTime } from "@/lib/sms/quiet-hours";
import { AppError } from "@/lib/errors";
import { db, refusal } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { admin, codOrder, prepaidOrder, stockOf } from "./fixtures";

// A cash-on-delivery order waits for the shopper's yes (WhatsApp or SMS through the twins, the
// texted link's page, the owner after a call); silent past its time it is cancelled and restocked.
// A confirmation racing that lapse: exactly one of them happens.
afterAll(() => db.$disconnect());
afterEach(async () => {
  vi.restoreAllMocks();
  // Every order here is another shopper's, typed with the fixtures' delivery phone: that number's
  // texts an hour (decision 097, tested in tests/integration/sms/sms-pumping.test.ts) are each test's own.
  await clear(LIMITS.textsPerPhone("+919876543210"));
});

const HOUR = 3_600_000;

/** The texted link's key, read from the twin's message, and the message itself. */
async function textedLink(orderId: string) {
  await (await getBoss()).getDb().executeSql(`UPDATE pgboss.job SET start_after = now() WHERE name = 'cod.ask-confirmation'`, []);
  await workOffJobs({ names: ["cod.ask-confirmation"] });
  const message = await db.smsMessage.findFirstOrThrow({
    where: { text: { contains: `/cod/${orderId}?key=` } },
    orderBy: { createdAt: "desc" },
  });
  const key = decodeURIComponent(new RegExp(`/cod/${orderId}\\?key=([^\\s"]+)`).exec(message.text)![1]!);
  return { message, key };
}

function laterBy(hours: number, from: Date) {
  vi.spyOn(clock, "now").mockReturnValue(new Date(from.getTime() + hours * HOUR));
}

describe("a new cash-on-delivery order", () => {
  it("waits 24 hours for the shopper, asked outside quiet hours with a link to its page", async () => {
    const { order } = await codOrder();
    const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.codConfirmBy!.getTime() - row.createdAt.getTime()).toBe(24 * HOUR);
    expect(row.codConfirmedAt).toBeNull();
    const [job] = await (
      await getBoss()
    )
      .getDb()
      .executeSql(`SELECT start_after FROM pgboss.job WHERE name = 'cod.ask-confirmation' AND data->>'orderId' = $1`, [order.id])
      .then((result: { rows: { start_after: Date }[] }) => result.rows);
    expect(new Date(job!.start_after).getTime()).toBeGreaterThanOrEqual(messageSendingTime(row.createdAt).getTime() - 1000);

    const { message, key } = await textedLink(order.id);
    expect(message.to).toBe("+919876543210");
    const page = await loadCodConfirmation(order.id, key);
    expect(page).toMatchObject({ publicOrderId: row.publicOrderId, state: "waiting", cashPaise: row.totalPaise });
    expect(await loadCodConfirmation(order.id, `${key}x`)).toBeNull();
    expect(await waitingCodPage(order.id)).toContain(`/cod/${order.id}?key=`);
  });

  it("is confirmed by the link once; a second tap changes nothing", async () => {
    const { order } = await codOrder();
    const { key } = await textedLink(order.id);
    await answerCodByKey(order.id, key, "confirm");
    const first = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(first.codConfirmedAt).not.toBeNull();
    expect(first.status).toBe("PENDING");
    await answerCodByKey(order.id, key, "confirm");
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).codConfirmedAt).toEqual(first.codConfirmedAt);
    expect(await db.auditLog.count({ where: { entityId: order.id, action: "order.cod_confirmed" } })).toBe(1);
    expect((await loadCodConfirmation(order.id, key))?.state).toBe("confirmed");
    expect(await waitingCodPage(order.id)).toBeNull();
  });

  it("refuses a wrong key with 404 and changes nothing", async () => {
    const { order } = await codOrder();
    const error = await refusal(() => answerCodByKey(order.id, "not-the-key", "cancel"));
    expect(error.status).toBe(404);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PENDING");
  });

  it("is cancelled by the link, and its stock comes back", async () => {
    const { order, S } = await codOrder();
    const { key } = await textedLink(order.id);
    expect(await stockOf(S.id)).toBe(3);
    await answerCodByKey(order.id, key, "cancel");
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "CANCELLED" });
    expect(await stockOf(S.id)).toBe(5);
    expect((await loadCodConfirmation(order.id, key))?.state).toBe("cancelled");
  });

  it("lapses when nobody answers: cancelled by the shop with its reason, restocked, and the shopper told", async () => {
    const { order, S } = await codOrder();
    const placed = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    laterBy(23, placed.createdAt);
    expect(await lapseUnconfirmedCodOrders()).toBe(0);
    laterBy(25, placed.createdAt);
    expect(await lapseUnconfirmedCodOrders()).toBeGreaterThanOrEqual(1);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "CANCELLED",
      cancelReason: LAPSE_REASON,
    });
    expect(await stockOf(S.id)).toBe(5);
    vi.restoreAllMocks();
    await (await getBoss()).getDb().executeSql(`UPDATE pgboss.job SET start_after = now() WHERE name = 'cod.lapsed-notice'`, []);
    await workOffJobs({ names: ["cod.lapsed-notice"] });
    expect(await db.smsMessage.count({ where: { to: "+919876543210", text: { contains: placed.publicOrderId } } })).toBeGreaterThanOrEqual(
      1,
    );
    const late = await refusal(() => answerCod(order.id, "confirm", "link"));
    expect(late.message).toBe(COD_LAPSED_MESSAGE);
  });

  it("does not lapse once confirmed, nor when the owner confirmed it after a call", async () => {
    const byShopper = await codOrder();
    const byOwner = await codOrder();
    await answerCod(byShopper.order.id, "confirm", "link");
    const boss = await admin();
    await updateOrder(boss.ctx, { orderId: byOwner.order.id, status: "Confirmed" });
    expect((await db.order.findUniqueOrThrow({ where: { id: byOwner.order.id } })).codConfirmedAt).not.toBeNull();
    laterBy(48, new Date());
    await lapseUnconfirmedCodOrders();
    for (const { order } of [byShopper, byOwner]) {
      expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).not.toBe("CANCELLED");
    }
  });

  it("a confirmation racing the lapse: exactly one of them happens", async () => {
    for (let round = 0; round < 5; round += 1) {
      const { order } = await codOrder();
      const placed = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      laterBy(25, placed.createdAt);
      const [confirmed] = await Promise.allSettled([answerCod(order.id, "confirm", "link"), lapseUnconfirmedCodOrders()]);
      vi.restoreAllMocks();
      const after = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      if (confirmed.status === "fulfilled") {
        expect(after).toMatchObject({ status: "PENDING" });
        expect(after.codConfirmedAt).not.toBeNull();
      } else {
        expect(after.status).toBe("CANCELLED");
        expect(after.codConfirmedAt).toBeNull();
        expect((confirmed.reason as AppError).message).toBe(COD_LAPSED_MESSAGE);
      }
    }
  });

  it("takes a WhatsApp reply only from the order's own number", async () => {
    const { order } = await codOrder();
    await answerCodReply({ from: "+919000000001", payload: `cod-confirm:${order.id}`, at: new Date().toISOString() });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).codConfirmedAt).toBeNull();
    await answerCodReply({ from: "+919876543210", payload: `cod-confirm:${order.id}`, at: new Date().toISOString() });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).codConfirmedAt).not.toBeNull();
    await answerCodReply({ from: "+919876543210", payload: "something else", at: new Date().toISOString() });
  });

  it("a prepaid order never waits", async () => {
    const { order } = await prepaidOrder();
    expect(await db.order.findUniqueOrThrow({ where: { id: order._id } })).toMatchObject({ codConfirmBy: null });
    expect(await waitingCodPage(order._id)).toBeNull();
  });
});
