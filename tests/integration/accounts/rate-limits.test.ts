import { NextRequest } from "next/server";
import { afterAll, describe, expect, it } from "vitest";
import { GET as authGET, POST as authPOST } from "@/app/api/auth/[...nextauth]/route";
import { POST as getResetPasswordLink } from "@/app/api/v1/auth/getResetPasswordLink/route";
import { POST as getVerificationLink } from "@/app/api/v1/auth/getVerificationLink/route";
import { POST as signin } from "@/app/api/v1/user/signin/route";
import { POST as signup } from "@/app/api/v1/user/signup/route";
import { POST as deleteUser } from "@/app/api/v1/user/deleteUser/route";
import { LIMITS, purgeExpiredCounters, storedKey, type Limit } from "@/lib/auth/rate-limit";
import { APP_ORIGIN, call, db, mailedTokens, outboxFor, randomIp, signupAndLogin, signupBody, uniqueEmail } from "../../support/api";

afterAll(() => db.$disconnect());

const SIGNIN = "/api/v1/user/signin";
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

async function counter(limit: Limit) {
  return db.rateLimit.findUnique({ where: { key: storedKey(limit) } });
}

/** Ends a counter's window, as if its time had passed. */
async function expire(limit: Limit) {
  await db.rateLimit.update({ where: { key: storedKey(limit) }, data: { expire: BigInt(Date.now() - 1000) } });
}

function signinAs(email: string, password: string, ip: string) {
  return call(signin, { path: SIGNIN, json: { email, password }, ip });
}

describe("failed logins per account and address", () => {
  it(`refuses one address after ${LIMITS.loginFailuresPerAccountIp("x", "y").max} wrong passwords, while the owner still logs in from another`, async () => {
    const user = await signupAndLogin();
    const attacker = randomIp();
    const limit = LIMITS.loginFailuresPerAccountIp(user.email, attacker);
    for (let i = 0; i < limit.max; i++) {
      expect((await signinAs(user.email, `Wrong-pass-${i}`, attacker)).status).toBe(401);
    }
    const row = await counter(limit);
    expect(row?.points).toBe(limit.max);
    expect(Number(row!.expire)).toBeGreaterThan(Date.now());

    // The attacker is refused, even with the right password (and with the email in capitals).
    const blocked = await signinAs(user.email, user.password, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, message: expect.stringMatching(TOO_MANY) });
    expect((await signinAs(user.email.toUpperCase(), user.password, attacker)).status).toBe(429);

    // The owner, at home, is not locked out by the stranger's guesses.
    const owner = await signinAs(user.email, user.password, user.ip);
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));

    // Once the window is over, the address may try again.
    await expire(limit);
    expect((await signinAs(user.email, user.password, attacker)).status).toBe(200);
  });

  it("counts failures made at the same moment exactly", async () => {
    const user = await signupAndLogin();
    const ip = randomIp();
    const limit = LIMITS.loginFailuresPerAccountIp(user.email, ip);
    const results = await Promise.all(Array.from({ length: limit.max + 5 }, () => signinAs(user.email, "Wrong-password", ip)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it("a successful login forgets that address's failures and counts nothing itself", async () => {
    const user = await signupAndLogin();
    const limit = LIMITS.loginFailuresPerAccountIp(user.email, user.ip);
    for (let i = 0; i < limit.max - 1; i++) await signinAs(user.email, "Wrong-password", user.ip);
    expect((await counter(limit))?.points).toBe(limit.max - 1);
    const account = (await counter(LIMITS.loginFailuresPerAccount(user.email)))!.points;

    expect((await signinAs(user.email, user.password, user.ip)).status).toBe(200);
    expect(await counter(limit)).toBeNull();
    expect((await counter(LIMITS.loginFailuresPerAccount(user.email)))?.points).toBe(account);
    for (let i = 0; i < 3; i++) {
      expect((await signinAs(user.email, "Wrong-password", user.ip)).status).toBe(401);
    }
  });

  it("an unknown email is limited the same way, so the 429 reveals nothing", async () => {
    const email = uniqueEmail("ghost");
    const ip = randomIp();
    for (let i = 0; i < LIMITS.loginFailuresPerAccountIp(email, ip).max; i++) {
      expect((await signinAs(email, "Wrong-password", ip)).status).toBe(401);
    }
    const blocked = await signinAs(email, "Wrong-password", ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(TOO_MANY);
  });
});

describe("failed logins per account", () => {
  it(`stops guesses spread over many addresses after ${LIMITS.loginFailuresPerAccount("x").max} a day`, async () => {
    const user = await signupAndLogin();
    const limit = LIMITS.loginFailuresPerAccount(user.email);
    // Most of the day's failures are already on the books; the last few come from new addresses.
    const row = { points: limit.max - 3, expire: BigInt(Date.now() + 3_600_000) };
    await db.rateLimit.upsert({ where: { key: storedKey(limit) }, create: { key: storedKey(limit), ...row }, update: row });
    for (let i = 0; i < 3; i++) {
      expect((await signinAs(user.email, "Wrong-password", randomIp())).status).toBe(401);
    }
    const sprayed = await signinAs(user.email, "Wrong-password", randomIp());
    expect(sprayed.status).toBe(429);
    expect(sprayed.body.message).toMatch(/^Too many attempts\. Please try again in 60 minutes\.$/);
    expect((await signinAs(user.email, user.password, randomIp())).status).toBe(429);
  });
});

describe("strangers cannot lock the owner out", () => {
  it("110 wrong passwords from 11 other addresses reach the per-account cap, yet the owner signs in where they signed in before", async () => {
    const user = await signupAndLogin();
    const { max } = LIMITS.loginFailuresPerAccountIp(user.email, "x");
    const strangers = Array.from({ length: 11 }, () => randomIp());
    const statuses: number[] = [];
    for (const ip of strangers) {
      for (let i = 0; i < max; i++) statuses.push((await signinAs(user.email, `Wrong-guess-${i}`, ip)).status);
    }
    const cap = LIMITS.loginFailuresPerAccount(user.email).max;
    expect(statuses.slice(0, cap).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(cap).every((status) => status === 429)).toBe(true);

    // The cap holds wherever the account never signed in, even with the right password.
    const elsewhere = await signinAs(user.email, user.password, randomIp());
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.message).toMatch(TOO_MANY);

    // At home the owner signs in, and a typo there is only that address's failure.
    expect((await signinAs(user.email, "Owner-typo", user.ip)).status).toBe(401);
    const home = await signinAs(user.email, user.password, user.ip);
    expect(home.status).toBe(200);
    expect(home.body.token).toEqual(expect.any(String));
  });

  it("strangers using up an account's reset links leave the owner's own allowance at a known address", async () => {
    const user = await signupAndLogin();
    const ask = (ip: string) => call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: user.email }, ip });
    const { max } = LIMITS.linkPerAccount(user.email);
    for (let i = 0; i < max; i++) expect((await ask(randomIp())).status).toBe(200);
    const stranger = await ask(randomIp());
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(TOO_MANY);

    const owner = await ask(user.ip);
    expect(owner.status).toBe(200);
    expect(owner.body.message).toBe("If an account exists for that email, a link to reset the password is on its way.");
    expect(await mailedTokens(user.email, "reset-password")).toHaveLength(max + 1);
  });
});

describe("login attempts per address", () => {
  it("refuses with 429 once one address has tried too often, whatever the account", async () => {
    const user = await signupAndLogin();
    const ip = randomIp();
    const limit = LIMITS.loginPerIp(ip);
    for (let i = 0; i < limit.max; i++) {
      expect((await signinAs(uniqueEmail("spray"), "Wrong-password", ip)).status).toBe(401);
    }
    expect((await counter(limit))?.points).toBe(limit.max);
    const blocked = await signinAs(user.email, user.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(TOO_MANY);
    // Another address is not affected.
    expect((await signinAs(user.email, user.password, randomIp())).status).toBe(200);
  });

  it("does not count successful logins: many shoppers behind one address log in freely", async () => {
    const user = await signupAndLogin();
    const ip = randomIp();
    const limit = LIMITS.loginPerIp(ip);
    for (let i = 0; i <= limit.max; i++) {
      expect((await signinAs(user.email, user.password, ip)).status).toBe(200);
    }
    expect((await counter(limit))?.points ?? 0).toBe(0);
  });
});

describe("a shared address (carrier NAT, an office)", () => {
  /** Signs in through the web door: Auth.js's credentials callback, as the login form does. */
  async function webSignIn(email: string, password: string, ip: string) {
    const csrf = await authGET(new NextRequest(`${APP_ORIGIN}/api/auth/csrf`));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const response = await authPOST(
      new NextRequest(`${APP_ORIGIN}/api/auth/callback/credentials`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: APP_ORIGIN, "x-kurta-client-ip": ip },
        body: new URLSearchParams({ email, password, csrfToken }),
      }),
    );
    const signedIn = response.headers.getSetCookie().some((line) => line.startsWith("authjs.session-token="));
    // A refusal goes back to the sign-in page with the message as its code.
    const refusal = new URL(response.headers.get("location") ?? "/", APP_ORIGIN).searchParams.get("code");
    return { signedIn, refusal };
  }

  it("a stranger's failures there do not lock out an account that signed in from there before, through either door", async () => {
    const [owner, webOwner, newcomer] = [await signupAndLogin(), await signupAndLogin(), await signupAndLogin()];
    const ip = randomIp();
    expect((await signinAs(owner.email, owner.password, ip)).status).toBe(200);
    expect((await webSignIn(webOwner.email, webOwner.password, ip)).signedIn).toBe(true);

    // Someone else behind the same address sprays wrong passwords at random emails.
    const { max } = LIMITS.loginPerIp(ip);
    const sprayed = [];
    for (let i = 0; i < max + 10; i++) sprayed.push((await signinAs(uniqueEmail("spray"), "Wrong-password", ip)).status);
    expect(sprayed).toEqual([...Array(max).fill(401), ...Array(10).fill(429)]);

    // The owners sign in there as before, each through either door.
    const api = await signinAs(owner.email, owner.password, ip);
    expect([api.status, api.body.success]).toEqual([200, true]);
    expect(await webSignIn(owner.email, owner.password, ip)).toEqual({ signedIn: true, refusal: null });
    expect(await webSignIn(webOwner.email, webOwner.password, ip)).toEqual({ signedIn: true, refusal: null });
    expect((await signinAs(webOwner.email, webOwner.password, ip)).status).toBe(200);

    // An account new to this address is still held to the address's limit, at either door.
    const blocked = await signinAs(newcomer.email, newcomer.password, ip);
    expect([blocked.status, blocked.body.message]).toEqual([429, expect.stringMatching(TOO_MANY)]);
    const web = await webSignIn(newcomer.email, newcomer.password, ip);
    expect(web.signedIn).toBe(false);
    expect(web.refusal).toMatch(TOO_MANY);
  });

  it(`an owner at a known address is still held to ${LIMITS.loginFailuresPerAccountIp("x", "y").max} wrong passwords there`, async () => {
    const owner = await signupAndLogin();
    const ip = randomIp();
    expect((await signinAs(owner.email, owner.password, ip)).status).toBe(200);
    const { max } = LIMITS.loginFailuresPerAccountIp(owner.email, ip);
    for (let i = 0; i < max; i++) expect((await signinAs(owner.email, "Wrong-password", ip)).status).toBe(401);
    const blocked = await signinAs(owner.email, owner.password, ip);
    expect([blocked.status, blocked.body.message]).toEqual([429, expect.stringMatching(TOO_MANY)]);
  });
});

describe("deleting an account", () => {
  it(`refuses a ${LIMITS.deletePerAccount("x").max + 1}th password check with 429 and keeps the account`, async () => {
    const user = await signupAndLogin();
    const { max } = LIMITS.deletePerAccount(user.id);
    for (let i = 0; i < max; i++) {
      const wrong = await call(deleteUser, { path: "/api/v1/user/deleteUser", json: { password: `Guess-${i}` }, token: user.token });
      expect(wrong.status).toBe(400);
    }
    const blocked = await call(deleteUser, { path: "/api/v1/user/deleteUser", json: { password: user.password }, token: user.token });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(TOO_MANY);
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
  });
});

describe("old counters", () => {
  it("are removed once their window is over; live ones stay", async () => {
    const ip = randomIp();
    const [done, live] = [LIMITS.loginPerIp(ip), LIMITS.signupPerIp(ip)];
    await signinAs(uniqueEmail("old"), "Wrong-password", ip);
    await call(signup, { path: "/api/v1/user/signup", json: signupBody(uniqueEmail("live"), "Sup3r-secret"), ip });
    await expire(done);
    expect(await purgeExpiredCounters()).toBeGreaterThanOrEqual(1);
    expect(await counter(done)).toBeNull();
    expect(await counter(live)).not.toBeNull();
  });
});

describe("signups per address", () => {
  it(`refuses the signup after ${LIMITS.signupPerIp("x").max} from one address with 429 and creates nothing`, async () => {
    const ip = randomIp();
    const limit = LIMITS.signupPerIp(ip);
    const { max } = limit;
    for (let i = 0; i < max; i++) {
      const { status } = await call(signup, { path: "/api/v1/user/signup", json: signupBody(uniqueEmail("farm"), "Sup3r-secret"), ip });
      expect(status).toBe(200);
    }
    expect((await counter(limit))?.points).toBe(max);

    const email = uniqueEmail("one-too-many");
    const { status, body } = await call(signup, { path: "/api/v1/user/signup", json: signupBody(email, "Sup3r-secret"), ip });
    expect(status).toBe(429);
    expect(body).toEqual({ success: false, message: expect.stringMatching(TOO_MANY) });
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect(await outboxFor(email)).toHaveLength(0);
    expect((await counter(limit))?.points).toBe(max + 1);

    const elsewhere = await call(signup, { path: "/api/v1/user/signup", json: signupBody(email, "Sup3r-secret"), ip: randomIp() });
    expect(elsewhere.status).toBe(200);
  });
});

describe("email links", () => {
  it("limits reset links per account, the same for known and unknown emails", async () => {
    const user = await signupAndLogin();
    const unknown = uniqueEmail("ghost");
    const { max } = LIMITS.linkPerAccount(user.email);
    for (let i = 0; i < max; i++) {
      expect((await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: user.email } })).status).toBe(
        200,
      );
      expect((await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: unknown } })).status).toBe(200);
    }
    const known = await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: user.email } });
    const stranger = await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: unknown } });
    expect(known.status).toBe(429);
    expect(known.body.message).toMatch(TOO_MANY);
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    expect(await mailedTokens(user.email, "reset-password")).toHaveLength(max);
    expect(await counter(LIMITS.linkPerAccount(user.email))).not.toBeNull();
  });

  it("limits verification links per account", async () => {
    const user = await signupAndLogin();
    const { max } = LIMITS.linkPerAccount(user.id);
    for (let i = 0; i < max; i++) {
      expect((await call(getVerificationLink, { path: "/api/v1/auth/getVerificationLink", token: user.token })).status).toBe(200);
    }
    const blocked = await call(getVerificationLink, { path: "/api/v1/auth/getVerificationLink", token: user.token });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, message: expect.stringMatching(TOO_MANY) });
    // The signup's link plus the allowed ones.
    expect(await mailedTokens(user.email, "verify")).toHaveLength(max + 1);
  });

  it("limits links per address across accounts", async () => {
    const ip = randomIp();
    const limit = LIMITS.linkPerIp(ip);
    const { max } = limit;
    for (let i = 0; i < max; i++) {
      expect(
        (await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: uniqueEmail("any") }, ip })).status,
      ).toBe(200);
    }
    expect((await counter(limit))?.points).toBe(max);
    const blocked = await call(getResetPasswordLink, {
      path: "/api/v1/auth/getResetPasswordLink",
      json: { email: uniqueEmail("any") },
      ip,
    });
    expect(blocked.status).toBe(429);
  });
});
