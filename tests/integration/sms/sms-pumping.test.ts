import { randomInt } from "node:crypto";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { POST as requestCode } from "@/app/api/v1/auth/otp/request/route";
import { CODE_SENT, CODES_PAUSED } from "@/lib/sms/phone-codes";
import { getEnv } from "@/lib/env";
import { askCodConfirmation } from "@/lib/orders/cod/confirmation";
import { SHOP } from "@/lib/shop";
import { ALERT_TEMPLATE, NEW_NUMBERS_SHARE, TEXTS_PAUSED } from "@/lib/sms/budget";
import { call, db, randomIp } from "../../support/api";
import { codOrder } from "../orders/fixtures";

// SMS pumping (decision 097), as the review ran it: floods of code requests for random numbers,
// from one network or from many, and what an existing shopper gets afterwards. Each test starts
// with the day's budget unspent.
afterAll(() => db.$disconnect());
afterEach(async () => {
  await db.smsSpend.deleteMany();
  await db.emailOutbox.deleteMany({ where: { template: ALERT_TEMPLATE } });
});

const REQUEST = "/api/v1/auth/otp/request";
const ask = (phone: string, ip: string) => call(requestCode, { path: REQUEST, json: { phone }, ip });

/** A random mobile number (ten digits starting 6 to 9), as a pumper's list has them. */
const randomMobile = () => `${randomInt(6, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;

/** An existing shopper: an account whose mobile is the number. */
async function shopper(): Promise<string> {
  const ten = randomMobile();
  await db.user.create({ data: { fullname: "Priya", mobile: `+91${ten}`, phone: ten, isVerified: true } });
  return ten;
}

/**
 * `count` code requests for random numbers, 4 at a time (more would wait past Prisma's 2 s for a
 * connection on a loaded test machine: 503), each from `ipOf(i)`; the statuses in order.
 */
async function flood(count: number, ipOf: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, j) => ask(randomMobile(), ipOf(start + j)));
    statuses.push(...(await Promise.all(batch)).map((answer) => answer.status));
  }
  return statuses;
}

/** A thousand requests take a minute on a loaded two-core machine: more than a test's usual minute. */
const FLOOD_TIMEOUT = 240_000;

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((by, s) => ({ ...by, [s]: (by[s] ?? 0) + 1 }), {});

const textsSince = (since: Date) => db.smsMessage.count({ where: { template: "otp", createdAt: { gte: since } } });

describe("a flood of codes for random numbers", () => {
  it(
    "from 1000 addresses of one IPv4 /24 is stopped at 60 texts, and a shopper in that /24 still gets her code",
    async () => {
      const since = new Date();
      const block = `10.${randomInt(256)}.${randomInt(256)}`;
      const statuses = await flood(1000, (i) => `${block}.${(i % 250) + 1}`);
      expect(tally(statuses)).toEqual({ 200: 60, 429: 940 });
      expect(await textsSince(since)).toBe(60);

      const priya = await shopper();
      const answer = await ask(priya, `${block}.77`);
      expect(answer).toMatchObject({ status: 200, body: { message: CODE_SENT } });
      expect(await db.smsMessage.count({ where: { to: `+91${priya}` } })).toBe(1);
    },
    FLOOD_TIMEOUT,
  );

  it(
    "from 1000 addresses of one IPv6 /64 is stopped at 60 texts: a fresh address in the /64 is no fresh limit",
    async () => {
      const since = new Date();
      const block = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
      const statuses = await flood(1000, (i) => `${block}:${i.toString(16)}::1`);
      expect(tally(statuses)).toEqual({ 200: 60, 429: 940 });
      expect(await textsSince(since)).toBe(60);

      const priya = await shopper();
      expect((await ask(priya, `${block}:abcd::2`)).status).toBe(200);
    },
    FLOOD_TIMEOUT,
  );

  it(
    "from 50 networks spends only the new numbers' share of the day: existing shoppers keep signing in, and the owner is told once",
    async () => {
      const since = new Date();
      const share = Math.floor(getEnv().SMS_DAILY_LIMIT * NEW_NUMBERS_SHARE);
      const networks = Array.from({ length: 50 }, () => randomIp());
      const statuses = await flood(1000, (i) => networks[i % 50]!);
      expect(tally(statuses)).toEqual({ 200: share, 503: 1000 - share });
      expect(await textsSince(since)).toBe(share);

      const late = await ask(randomMobile(), randomIp());
      expect(late).toMatchObject({ status: 503, body: { message: CODES_PAUSED } });
      for (let i = 0; i < 3; i += 1) {
        const priya = await shopper();
        expect(await ask(priya, randomIp())).toMatchObject({ status: 200, body: { message: CODE_SENT } });
        expect(await db.smsMessage.count({ where: { to: `+91${priya}` } })).toBe(1);
      }
      const alerts = await db.emailOutbox.findMany({ where: { template: ALERT_TEMPLATE } });
      expect(alerts).toEqual([expect.objectContaining({ to: SHOP.email })]);
      expect(alerts[0]!.text).toContain(`went to numbers without an account, which may use ${share}`);
    },
    FLOOD_TIMEOUT,
  );

  it("stops every text at the whole ceiling (503), and says to use email", async () => {
    const limit = getEnv().SMS_DAILY_LIMIT;
    await db.smsSpend.createMany({ data: Array.from({ length: limit }, () => ({ phone: "+919000000000", template: "otp", known: true })) });
    const priya = await shopper();
    const paused = await ask(priya, randomIp());
    expect(paused.status).toBe(503);
    expect(paused.body).toEqual({ success: false, message: CODES_PAUSED });
    expect(await db.smsMessage.count({ where: { to: `+91${priya}` } })).toBe(0);
  });
});

describe("a cash-on-delivery confirmation to a typed delivery phone", () => {
  /** A COD order whose delivery phone is `ten`, typed at checkout (not the account's proved mobile). */
  async function orderTo(ten: string): Promise<string> {
    const { order } = await codOrder();
    await db.order.update({ where: { id: order.id }, data: { shipPhoneNumber: ten } });
    return order.id;
  }

  it("counts toward the number's texts an hour: after 5 codes to it, no confirmation is sent", async () => {
    const ten = randomMobile();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await ask(ten, randomIp())).status).toBe(200);
      await db.phoneCode.updateMany({ where: { phone: `+91${ten}` }, data: { createdAt: new Date(Date.now() - 31_000) } });
    }
    const orderId = await orderTo(ten);
    await expect(askCodConfirmation(orderId)).rejects.toMatchObject({ code: "rate_limited" });
    expect(await db.smsMessage.count({ where: { to: `+91${ten}`, template: "cod-confirm" } })).toBe(0);
  });

  it("counts toward the day's budget as a new number's: with that share spent it is not sent", async () => {
    const share = Math.floor(getEnv().SMS_DAILY_LIMIT * NEW_NUMBERS_SHARE);
    const ten = randomMobile();
    const orderId = await orderTo(ten);
    await db.smsSpend.createMany({
      data: Array.from({ length: share }, () => ({ phone: "+919000000000", template: "otp", known: false })),
    });
    await expect(askCodConfirmation(orderId)).rejects.toMatchObject({ code: "unavailable", message: TEXTS_PAUSED });
    expect(await db.smsMessage.count({ where: { to: `+91${ten}` } })).toBe(0);

    await db.smsSpend.deleteMany();
    await askCodConfirmation(orderId);
    expect(await db.smsMessage.count({ where: { to: `+91${ten}`, template: "cod-confirm" } })).toBe(1);
    expect(await db.smsSpend.count({ where: { phone: `+91${ten}`, template: "cod-confirm", known: false } })).toBe(1);
  });
});
