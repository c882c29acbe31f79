import { decode } from "next-auth/jwt";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as getToken } from "@/app/api/v1/user/getToken/route";
import { GET as getUser } from "@/app/api/v1/user/getUser/route";
import { POST as logoutRoute } from "@/app/api/v1/user/logout/route";
import { POST as logoutAll } from "@/app/api/v1/user/logoutAll/route";
import { POST as signin } from "@/app/api/v1/user/signin/route";
import { APP_ORIGIN, call, db, login, randomIp, SESSION_COOKIE, sessionCookie, signupAndLogin, uniqueEmail } from "../../support/api";

afterAll(() => db.$disconnect());
afterEach(() => vi.restoreAllMocks());

const ME = "/api/v1/user/getUser";
const DAY_MS = 24 * 60 * 60 * 1000;

const status = async (token: string) => (await call(getUser, { path: ME, token })).status;
const cookieStatus = async (token: string) => (await call(getUser, { path: ME, cookie: sessionCookie(token) })).status;

async function expiresAt(token: string): Promise<number> {
  const claims = await decode({ token, secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE });
  return claims!.exp! * 1000;
}

async function sessionOf(token: string) {
  const claims = await decode({ token, secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE });
  return db.session.findUnique({ where: { id: String(claims!.sid) } });
}

describe("POST /user/logout", () => {
  it("ends the session on the server: a copied token or cookie stops working, other devices go on", async () => {
    const user = await signupAndLogin();
    const phone = await login(user.email, user.password);
    expect(await status(user.token)).toBe(200);
    expect(await cookieStatus(user.token)).toBe(200);

    const { status: code, body } = await call(logoutRoute, { path: "/api/v1/user/logout", token: user.token, json: {} });
    expect(code).toBe(200);
    expect(body).toEqual({ success: true, message: "Logged out successfully" });

    expect(await status(user.token)).toBe(401);
    expect(await cookieStatus(user.token)).toBe(401);
    expect((await call(getToken, { path: "/api/v1/user/getToken", token: user.token, json: {} })).status).toBe(401);
    expect(await status(phone)).toBe(200);

    // Logging in again still works.
    expect(await status(await login(user.email, user.password))).toBe(200);
  });

  it("answers 401 without a session", async () => {
    const { status: code, body } = await call(logoutRoute, { path: "/api/v1/user/logout", json: {} });
    expect(code).toBe(401);
    expect(body).toEqual({ success: false, message: "Please log in to continue" });
  });

  it("refuses a cookie-authenticated logout from another site", async () => {
    const user = await signupAndLogin();
    const evil = await call(logoutRoute, {
      path: "/api/v1/user/logout",
      cookie: sessionCookie(user.token),
      origin: "https://evil.example",
      json: {},
    });
    expect(evil.status).toBe(403);
    const own = await call(logoutRoute, { path: "/api/v1/user/logout", cookie: sessionCookie(user.token), origin: APP_ORIGIN, json: {} });
    expect(own.status).toBe(200);
    expect(await status(user.token)).toBe(401);
  });
});

describe("the session's absolute lifetime", () => {
  it(`is ${30} days from the login by default`, async () => {
    const before = Date.now();
    const user = await signupAndLogin();
    const session = await sessionOf(user.token);
    expect(session!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(session!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect(await expiresAt(user.token)).toBeLessThanOrEqual(session!.expiresAt.getTime());
  });

  it("cannot be extended by renewing the token", async () => {
    const user = await signupAndLogin();
    const session = await sessionOf(user.token);
    // The session was opened long ago: ten minutes of it are left.
    const end = new Date(Date.now() + 10 * 60 * 1000);
    await db.session.update({ where: { id: session!.id }, data: { expiresAt: end } });

    const renewed = await call(getToken, { path: "/api/v1/user/getToken", token: user.token, json: {} });
    expect(renewed.status).toBe(200);
    const token = renewed.body.token!;
    expect(await expiresAt(token)).toBeLessThanOrEqual(end.getTime());
    expect(await status(token)).toBe(200);

    // Once the session's time is over, neither the old nor the renewed token works, nor renews.
    await db.session.update({ where: { id: session!.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const each of [user.token, token]) {
      expect(await status(each)).toBe(401);
      expect((await call(getToken, { path: "/api/v1/user/getToken", token: each, json: {} })).status).toBe(401);
    }
  });

  it("ended sessions are removed from the database at the next login", async () => {
    const user = await signupAndLogin();
    const old = await sessionOf(user.token);
    await db.session.update({ where: { id: old!.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await login(user.email, user.password);
    expect(await db.session.findUnique({ where: { id: old!.id } })).toBeNull();
  });
});

describe("POST /user/logoutAll", () => {
  it("ends every session of the caller", async () => {
    const user = await signupAndLogin();
    const tokens = [user.token, await login(user.email, user.password), await login(user.email, user.password)];
    expect((await call(logoutAll, { path: "/api/v1/user/logoutAll", token: tokens[1], json: {} })).status).toBe(200);
    for (const token of tokens) expect(await status(token)).toBe(401);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await status(await login(user.email, user.password))).toBe(200);
  });
});

describe("a failed login", () => {
  it("writes one line to the log, with the email masked, and no stack trace", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const email = uniqueEmail("meera");
    const ip = randomIp();
    expect((await call(signin, { path: "/api/v1/user/signin", json: { email, password: "Wrong-password" }, ip })).status).toBe(401);
    expect(warn).toHaveBeenCalledExactlyOnceWith(`login failed for m***@example.com from ${ip}`);
    expect(error).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });
});
