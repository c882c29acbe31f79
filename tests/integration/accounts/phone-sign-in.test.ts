import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { POST as requestCode } from "@/app/api/v1/auth/otp/request/route";
import { POST as verifyCode } from "@/app/api/v1/auth/otp/verify/route";
import { GET as getUser } from "@/app/api/v1/user/getUser/route";
import { CODE_DEAD, CODE_SENT, CODES_PAUSED, MAX_WRONG_TRIES } from "@/lib/accounts/phone-codes";
import { getEnv } from "@/lib/env";
import { call, db, randomIp } from "../../support/api";

// Signing in or up with a mobile number and a texted code, through /api/v1/auth/otp/*, as an app
// and an attacker would: every rule of the code, the twin's texts, and the answers' statuses.
afterAll(() => db.$disconnect());

const REQUEST = "/api/v1/auth/otp/request";
const VERIFY = "/api/v1/auth/otp/verify";

let counter = 0;
/** A fresh mobile number for each test (+91 and ten digits starting 9). */
function newMobile(): string {
  counter += 1;
  return `9${String(process.pid % 10_000).padStart(4, "0")}${String(Date.now() % 1000).padStart(3, "0")}${String(counter).padStart(2, "0")}`;
}

/** The code in the newest text the twin keeps for the number. */
async function textedCode(ten: string): Promise<string> {
  const sms = await db.smsMessage.findFirstOrThrow({ where: { to: `+91${ten}` }, orderBy: { createdAt: "desc" } });
  return sms.text.match(/\b(\d{6})\b/)![1]!;
}

/** Lets the next code be asked for at once (the 30-second pause is measured from the newest). */
async function pauseOver(ten: string): Promise<void> {
  await db.phoneCode.updateMany({ where: { phone: `+91${ten}` }, data: { createdAt: new Date(Date.now() - 31_000) } });
}

const ask = (phone: string, ip = randomIp()) => call(requestCode, { path: REQUEST, json: { phone }, ip });
const answer = (phone: string, code: string, ip = randomIp()) => call(verifyCode, { path: VERIFY, json: { phone, code }, ip });

describe("POST /auth/otp/request", () => {
  it("texts a 6-digit code, keeps only its keyed hash, and answers alike for a new number and an account's", async () => {
    const fresh = newMobile();
    const known = newMobile();
    await db.user.create({ data: { fullname: "Meera", mobile: `+91${known}`, phone: known, isVerified: true } });

    const first = await ask(fresh);
    const second = await ask(known);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: CODE_SENT });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);

    const code = await textedCode(fresh);
    expect(code).toMatch(/^\d{6}$/);
    const row = await db.phoneCode.findFirstOrThrow({ where: { phone: `+91${fresh}` } });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).not.toBe(createHash("sha256").update(code).digest("hex"));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * 60_000);
  });

  it.each([
    [{}, "Mobile number is required"],
    [{ phone: "" }, "Mobile number is required"],
    [{ phone: "12345" }, "Enter a 10-digit mobile number"],
    [{ phone: "5876543210" }, "Enter a 10-digit mobile number"],
    [{ phone: "+1 415 555 0100" }, "Enter a 10-digit mobile number"],
    [{ phone: "9".repeat(5000) }, "Enter a 10-digit mobile number"],
  ])("refuses %j with 400 and says why", async (json, message) => {
    const { status, body } = await call(requestCode, { path: REQUEST, json, ip: randomIp() });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors?.phone ?? body.message).toBe(message);
  });

  it("asks for 30 seconds between codes to one number, then the new code replaces the old", async () => {
    const ten = newMobile();
    await ask(ten);
    const old = await textedCode(ten);
    const soon = await ask(ten);
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before asking for another code$/);

    await pauseOver(ten);
    expect((await ask(ten)).status).toBe(200);
    const fresh = await textedCode(ten);
    if (fresh !== old) {
      const stale = await answer(ten, old);
      expect(stale.status).toBe(400);
    }
    expect((await answer(ten, fresh)).status).toBe(200);
  });

  it("sends at most 5 codes an hour to one number, from any address", async () => {
    const ten = newMobile();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await ask(ten)).status).toBe(200);
      await pauseOver(ten);
    }
    const sixth = await ask(ten);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many attempts/);
    expect(await db.smsMessage.count({ where: { to: `+91${ten}` } })).toBe(5);
  });

  it("sends at most 20 codes an hour asked from one address", async () => {
    const ip = randomIp();
    for (let sent = 0; sent < 20; sent += 1) expect((await ask(newMobile(), ip)).status).toBe(200);
    const next = newMobile();
    expect((await ask(next, ip)).status).toBe(429);
    expect(await db.smsMessage.count({ where: { to: `+91${next}` } })).toBe(0);
  });

  it("stops texting for the whole shop at the daily ceiling (503), and says to use email", async () => {
    const limit = getEnv().SMS_DAILY_LIMIT;
    const sent = await db.phoneCode.count({ where: { createdAt: { gt: new Date(Date.now() - 86_400_000) } } });
    const filler = Array.from({ length: limit - sent }, (_, i) => ({
      phone: `+9170000${String(i).padStart(5, "0")}`,
      purpose: "SIGN_IN" as const,
      codeHash: "0".repeat(64),
      expiresAt: new Date(),
    }));
    await db.phoneCode.createMany({ data: filler });
    try {
      const ten = newMobile();
      const { status, body } = await ask(ten);
      expect(status).toBe(503);
      expect(body).toEqual({ success: false, message: CODES_PAUSED });
      expect(await db.smsMessage.count({ where: { to: `+91${ten}` } })).toBe(0);
    } finally {
      await db.phoneCode.deleteMany({ where: { codeHash: "0".repeat(64) } });
    }
  });
});

describe("POST /auth/otp/verify", () => {
  it("makes a verified account for a new number and answers as /user/signin does, with the user", async () => {
    const ten = newMobile();
    await ask(`+91 ${ten.slice(0, 5)}-${ten.slice(5)}`);
    const { status, body } = await answer(`0${ten}`, await textedCode(ten));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Logged in successfully", user: { phone: ten, isVerified: true, email: null } });
    expect(body.token).toEqual(expect.any(String));

    const me = await call(getUser, { path: "/api/v1/user/getUser", token: body.token! });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ phone: ten, isVerified: true });
    expect(await db.user.count({ where: { mobile: `+91${ten}` } })).toBe(1);
  });

  it("signs an existing number into its own account", async () => {
    const ten = newMobile();
    const owner = await db.user.create({ data: { fullname: "Kavya", mobile: `+91${ten}`, phone: ten, isVerified: true } });
    await ask(ten);
    const { status, body } = await answer(ten, await textedCode(ten));
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: owner.id, fullname: "Kavya" });
  });

  it("counts wrong codes: 5 tries, then the code is dead even when right", async () => {
    const ten = newMobile();
    await ask(ten);
    const code = await textedCode(ten);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let tried = 1; tried < MAX_WRONG_TRIES; tried += 1) {
      const left = MAX_WRONG_TRIES - tried;
      const { status, body } = await answer(ten, wrong);
      expect(status).toBe(400);
      expect(body.errors?.code).toBe(`That code is not correct. ${left} ${left === 1 ? "try" : "tries"} left.`);
    }
    const fifth = await answer(ten, wrong);
    expect(fifth.status).toBe(400);
    expect(fifth.body.errors?.code).toBe(CODE_DEAD);
    const right = await answer(ten, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(CODE_DEAD);
    expect(await db.user.count({ where: { mobile: `+91${ten}` } })).toBe(0);
  });

  it("refuses a code after its 5 minutes", async () => {
    const ten = newMobile();
    await ask(ten);
    await db.phoneCode.updateMany({ where: { phone: `+91${ten}` }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const { status, body } = await answer(ten, await textedCode(ten));
    expect(status).toBe(400);
    expect(body.message).toBe(CODE_DEAD);
  });

  it("uses a code once", async () => {
    const ten = newMobile();
    await ask(ten);
    const code = await textedCode(ten);
    expect((await answer(ten, code)).status).toBe(200);
    const again = await answer(ten, code);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(CODE_DEAD);
  });

  it("gives exactly one token when 10 requests bring the right code at once", async () => {
    const ten = newMobile();
    await ask(ten);
    const code = await textedCode(ten);
    const results = await Promise.all(Array.from({ length: 10 }, () => answer(ten, code)));
    expect(results.map((result) => result.status).sort()).toEqual([200, ...Array(9).fill(400)]);
    const user = await db.user.findUniqueOrThrow({ where: { mobile: `+91${ten}` } });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });

  it.each([
    [{ code: "123456" }, "phone", "Mobile number is required"],
    [{ phone: "9876543210" }, "code", "Enter the 6-digit code"],
    [{ phone: "9876543210", code: "12ab56" }, "code", "Enter the 6-digit code"],
    [{ phone: "9876543210", code: "1234567" }, "code", "Enter the 6-digit code"],
    [{ phone: "9876543210", code: "1".repeat(5000) }, "code", "Enter the 6-digit code"],
  ])("refuses %j with 400 on the %s field", async (json, field, message) => {
    const { status, body } = await call(verifyCode, { path: VERIFY, json, ip: randomIp() });
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
  });

  it("refuses a code for a number that was never sent one", async () => {
    const { status, body } = await answer(newMobile(), "123456");
    expect(status).toBe(400);
    expect(body.message).toBe(CODE_DEAD);
  });
});
