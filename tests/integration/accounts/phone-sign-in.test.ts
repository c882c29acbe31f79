import { createHash, randomInt } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { POST as requestCode } from "@/app/api/v1/auth/otp/request/route";
import { POST as verifyCode } from "@/app/api/v1/auth/otp/verify/route";
import { GET as getUser } from "@/app/api/v1/user/getUser/route";
import { CODE_DEAD, CODE_SENT, MAX_WRONG_TRIES } from "@/lib/sms/phone-codes";
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

/** Any mobile number, as a stranger's script makes them up (ten digits starting 8). */
const anyMobile = () => `8${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;

/** Lets the next code be asked for at once (the 30-second pause is measured from the newest). */
async function pauseOver(ten: string): Promise<void> {
  await db.phoneCode.updateMany({ where: { phone: `+91${ten}` }, data: { createdAt: new Date(Date.now() - 31_000) } });
}

const ask = (phone: string, ip = randomIp()) => call(requestCode, { path: REQUEST, json: { phone }, ip });
const answer = (phone: string, code: string, ip = randomIp()) => call(verifyCode, { path: VERIFY, json: { phone, code }, ip });

/** A 6-digit code that is none of `codes`. */
const otherThan = (...codes: string[]) => ["000000", "111111", "222222"].find((candidate) => !codes.includes(candidate))!;

/**
 * Runs `requests` while a session of the test holds the number's newest code row locked, and lets it
 * go only once `waiting` of them wait on that lock: each has read the code and is at its update.
 */
async function atTheCodeUpdate<T>(ten: string, waiting: number, requests: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await Promise.all([holder.connect(), watcher.connect()]);
  try {
    await holder.query("BEGIN");
    await holder.query(`SELECT id FROM "PhoneCode" WHERE phone = $1 ORDER BY "createdAt" DESC LIMIT 1 FOR UPDATE`, [`+91${ten}`]);
    const answers = requests();
    for (;;) {
      const { rows } = await watcher.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE 'UPDATE%"PhoneCode"%'`,
      );
      if (rows[0]!.count >= waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await holder.query("COMMIT");
    return await answers;
  } finally {
    await Promise.all([holder.end(), watcher.end()]);
  }
}

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
    expect((await answer(ten, fresh)).status).toBe(200);
    // The old code died when the new one was sent, so it does not come back once the new one is used.
    const stale = await answer(ten, old);
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(CODE_DEAD);
  });

  it("the old codes stay dead when the new one dies of wrong tries: a guesser gets 5 tries, not 5 a code", async () => {
    const ten = newMobile();
    await ask(ten);
    const first = await textedCode(ten);
    await pauseOver(ten);
    await ask(ten);
    const second = await textedCode(ten);
    const wrong = otherThan(first, second);
    for (let tried = 0; tried < MAX_WRONG_TRIES; tried += 1) expect((await answer(ten, wrong)).status).toBe(400);
    for (const code of [second, first]) {
      const late = await answer(ten, code);
      expect(late.status).toBe(400);
      expect(late.body.message).toBe(CODE_DEAD);
    }
    expect(await db.user.count({ where: { mobile: `+91${ten}` } })).toBe(0);
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
    // All ten have read the live code before any of them uses it.
    const results = await atTheCodeUpdate(ten, 10, () => Promise.all(Array.from({ length: 10 }, () => answer(ten, code))));
    expect(results.map((result) => result.status).sort()).toEqual([200, ...Array(9).fill(400)]);
    expect(results.filter((result) => result.body.token)).toHaveLength(1);
    const user = await db.user.findUniqueOrThrow({ where: { mobile: `+91${ten}` } });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });

  it("counts every one of 10 wrong codes sent at once against the 5 tries: the right code is dead after them", async () => {
    const ten = newMobile();
    await ask(ten);
    const code = await textedCode(ten);
    const wrong = otherThan(code);
    const results = await atTheCodeUpdate(ten, 10, () => Promise.all(Array.from({ length: 10 }, () => answer(ten, wrong))));
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(400));
    expect(results.map((result) => result.body.errors?.code).sort()).toEqual(
      [
        ...Array(10 - MAX_WRONG_TRIES + 1).fill(CODE_DEAD),
        ...[4, 3, 2].map((left) => `That code is not correct. ${left} tries left.`),
        "That code is not correct. 1 try left.",
      ].sort(),
    );
    const right = await answer(ten, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(CODE_DEAD);
    expect(await db.user.count({ where: { mobile: `+91${ten}` } })).toBe(0);
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

describe("a shared address (carrier NAT): a stranger there does not lock out a neighbour", () => {
  it("60 wrong codes from one address, then a neighbour's right code from it signs her in", async () => {
    const shared = randomIp();
    for (let tried = 0; tried < 60; tried += 1) {
      const { status, body } = await answer(anyMobile(), "123456", shared);
      expect(status).toBe(400);
      expect(body.message).toBe(CODE_DEAD);
    }
    const ten = newMobile();
    await ask(ten, shared);
    const signedIn = await answer(ten, await textedCode(ten), shared);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
  });

  it("the address-wide limit on checks trips at 300 failures, then refuses every check from there, and none from elsewhere", async () => {
    const shared = randomIp();
    for (let batch = 0; batch < 30; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => answer(anyMobile(), "123456", shared)));
      expect(answers.map((result) => result.status)).toEqual(Array(10).fill(400));
    }
    const ten = newMobile();
    await ask(ten);
    const code = await textedCode(ten);
    const refused = await answer(ten, code, shared);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect((await answer(ten, code)).status).toBe(200);
  });

  it("30 codes a stranger asks from one address for new numbers do not stop a neighbour with an account asking there", async () => {
    const shared = randomIp();
    for (let sent = 0; sent < 30; sent += 1) expect((await ask(anyMobile(), shared)).status).toBe(200);
    const stranger = anyMobile();
    expect((await ask(stranger, shared)).status).toBe(429);
    expect(await db.smsMessage.count({ where: { to: `+91${stranger}` } })).toBe(0);

    const neighbour = newMobile();
    await db.user.create({ data: { fullname: "Sunita", mobile: `+91${neighbour}`, phone: neighbour, isVerified: true } });
    expect((await ask(neighbour, shared)).status).toBe(200);
    expect((await answer(neighbour, await textedCode(neighbour), shared)).status).toBe(200);
  });
});
