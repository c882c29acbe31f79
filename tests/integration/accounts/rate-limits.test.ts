import { afterAll, describe, expect, it } from "vitest";
import { POST as getResetPasswordLink } from "@/app/api/v1/auth/getResetPasswordLink/route";
import { POST as getVerificationLink } from "@/app/api/v1/auth/getVerificationLink/route";
import { POST as signin } from "@/app/api/v1/user/signin/route";
import { POST as signup } from "@/app/api/v1/user/signup/route";
import { LIMITS } from "@/lib/auth/rate-limit";
import { call, db, mailedTokens, outboxFor, randomIp, signupAndLogin, signupBody, uniqueEmail } from "../../support/api";

afterAll(() => db.$disconnect());

const SIGNIN = "/api/v1/user/signin";
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

async function counter(key: string) {
  return db.rateLimit.findUnique({ where: { key } });
}

describe("login attempts per account", () => {
  it(`refuses with 429 after ${LIMITS.loginPerAccount("x").max} failures, even with the right password and from new addresses`, async () => {
    const user = await signupAndLogin();
    const { max, key } = LIMITS.loginPerAccount(user.email);
    for (let i = 0; i < max; i++) {
      const { status } = await call(signin, { path: SIGNIN, json: { email: user.email, password: `Wrong-pass-${i}` }, ip: randomIp() });
      expect(status).toBe(401);
    }
    const row = await counter(key);
    expect(row).toMatchObject({ key, count: max });
    expect(row!.resetAt.getTime()).toBeGreaterThan(Date.now());

    const blocked = await call(signin, { path: SIGNIN, json: { email: user.email, password: user.password }, ip: randomIp() });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, message: expect.stringMatching(TOO_MANY) });
    expect(blocked.body.token).toBeUndefined();

    // The same email in another case is the same account.
    const upper = await call(signin, { path: SIGNIN, json: { email: user.email.toUpperCase(), password: user.password }, ip: randomIp() });
    expect(upper.status).toBe(429);

    // Once the window is over, the right password works again.
    await db.rateLimit.update({ where: { key }, data: { resetAt: new Date(Date.now() - 1000) } });
    const after = await call(signin, { path: SIGNIN, json: { email: user.email, password: user.password }, ip: randomIp() });
    expect(after.status).toBe(200);
    expect(after.body.token).toEqual(expect.any(String));
  });

  it("counts attempts made at the same moment exactly", async () => {
    const user = await signupAndLogin();
    const { max, key } = LIMITS.loginPerAccount(user.email);
    const results = await Promise.all(
      Array.from({ length: max + 5 }, () => call(signin, { path: SIGNIN, json: { email: user.email, password: "Wrong-password" } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect((await counter(key))?.count).toBe(max + 5);
  });

  it("a successful login forgets the account's failures", async () => {
    const user = await signupAndLogin();
    const { max, key } = LIMITS.loginPerAccount(user.email);
    for (let i = 0; i < max - 1; i++) {
      await call(signin, { path: SIGNIN, json: { email: user.email, password: "Wrong-password" }, ip: user.ip });
    }
    expect((await counter(key))?.count).toBe(max - 1);
    expect((await call(signin, { path: SIGNIN, json: { email: user.email, password: user.password }, ip: user.ip })).status).toBe(200);
    expect(await counter(key)).toBeNull();
    // A fresh allowance: a few more failures are plain 401s.
    for (let i = 0; i < 3; i++) {
      expect((await call(signin, { path: SIGNIN, json: { email: user.email, password: "Wrong-password" }, ip: user.ip })).status).toBe(401);
    }
  });

  it("an unknown email is limited the same way, so the 429 reveals nothing", async () => {
    const email = uniqueEmail("ghost");
    const { max } = LIMITS.loginPerAccount(email);
    for (let i = 0; i < max; i++) {
      expect((await call(signin, { path: SIGNIN, json: { email, password: "Wrong-password" } })).status).toBe(401);
    }
    const blocked = await call(signin, { path: SIGNIN, json: { email, password: "Wrong-password" } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(TOO_MANY);
  });
});

describe("login attempts per address", () => {
  it("refuses with 429 once one address has tried too often, whatever the account", async () => {
    const user = await signupAndLogin();
    const ip = randomIp();
    const { max, key } = LIMITS.loginPerIp(ip);
    for (let i = 0; i < max; i++) {
      const { status } = await call(signin, { path: SIGNIN, json: { email: uniqueEmail("spray"), password: "Wrong-password" }, ip });
      expect(status).toBe(401);
    }
    expect(await counter(key)).toMatchObject({ count: max });
    const blocked = await call(signin, { path: SIGNIN, json: { email: user.email, password: user.password }, ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(TOO_MANY);
    // Another address is not affected.
    expect((await call(signin, { path: SIGNIN, json: { email: user.email, password: user.password }, ip: randomIp() })).status).toBe(200);
  });
});

describe("signups per address", () => {
  it(`refuses the signup after ${LIMITS.signupPerIp("x").max} from one address with 429 and creates nothing`, async () => {
    const ip = randomIp();
    const { max, key } = LIMITS.signupPerIp(ip);
    for (let i = 0; i < max; i++) {
      const { status } = await call(signup, { path: "/api/v1/user/signup", json: signupBody(uniqueEmail("farm"), "Sup3r-secret"), ip });
      expect(status).toBe(200);
    }
    expect(await counter(key)).toMatchObject({ key, count: max });

    const email = uniqueEmail("one-too-many");
    const { status, body } = await call(signup, { path: "/api/v1/user/signup", json: signupBody(email, "Sup3r-secret"), ip });
    expect(status).toBe(429);
    expect(body).toEqual({ success: false, message: expect.stringMatching(TOO_MANY) });
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect(await outboxFor(email)).toHaveLength(0);
    expect((await counter(key))!.count).toBe(max + 1);

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
      expect((await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: user.email } })).status).toBe(200);
      expect((await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: unknown } })).status).toBe(200);
    }
    const known = await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: user.email } });
    const stranger = await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: unknown } });
    expect(known.status).toBe(429);
    expect(known.body.message).toMatch(TOO_MANY);
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    expect(await mailedTokens(user.email, "reset-password")).toHaveLength(max);
    expect(await counter(LIMITS.linkPerAccount(user.email).key)).not.toBeNull();
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
    const { max, key } = LIMITS.linkPerIp(ip);
    for (let i = 0; i < max; i++) {
      expect((await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: uniqueEmail("any") }, ip })).status).toBe(200);
    }
    expect(await counter(key)).toMatchObject({ count: max });
    const blocked = await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: uniqueEmail("any") }, ip });
    expect(blocked.status).toBe(429);
  });
});
