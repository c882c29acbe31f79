import { encode } from "next-auth/jwt";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as addAddress } from "@/app/api/v1/user/addAddress/route";
import { GET as getAllUsers } from "@/app/api/v1/user/getAllUsers/route";
import { GET as getUser } from "@/app/api/v1/user/getUser/route";
import { POST as logoutAll } from "@/app/api/v1/user/logoutAll/route";
import { POST as updateUser } from "@/app/api/v1/user/updateUser/route";
import { startSession } from "@/lib/accounts/sign-in/sessions";
import { forgetEnv } from "@/lib/env";
import { addressInput, APP_ORIGIN, call, db, login, SESSION_COOKIE, sessionCookie, signupAndLogin } from "../../support/api";

afterAll(() => db.$disconnect());

const SECRET = () => process.env.AUTH_SECRET!;
const ME = "/api/v1/user/getUser";
const UNAUTHENTICATED = { success: false, message: "Please log in to continue" };

async function craft(claims: Record<string, unknown>, options: { secret?: string; salt?: string; maxAge?: number } = {}) {
  return encode({
    token: claims,
    secret: options.secret ?? SECRET(),
    salt: options.salt ?? SESSION_COOKIE,
    maxAge: options.maxAge ?? 60 * 60,
  });
}

/** The server-side session behind a user's first login. */
async function sidOf(user: { id: string }): Promise<string> {
  return (await db.session.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: "asc" } })).id;
}

describe("bearer tokens", () => {
  it("no token: 401", async () => {
    const { status, body } = await call(getUser, { path: ME });
    expect(status).toBe(401);
    expect(body).toEqual(UNAUTHENTICATED);
  });

  it("a crafted token with the right secret and claims works (the control for the cases below)", async () => {
    const user = await signupAndLogin();
    const token = await craft({ sub: user.id, tv: 0, role: "CUSTOMER", sid: await sidOf(user) });
    expect((await call(getUser, { path: ME, token })).status).toBe(200);
  });

  it("an expired token: 401", async () => {
    const user = await signupAndLogin();
    // Auth.js allows 15 seconds of clock skew, so these expired a minute, an hour and a month ago.
    for (const maxAge of [-60, -3600, -30 * 24 * 3600]) {
      const token = await craft({ sub: user.id, tv: 0, role: "CUSTOMER", sid: await sidOf(user) }, { maxAge });
      const bearer = await call(getUser, { path: ME, token });
      expect(bearer.status, String(maxAge)).toBe(401);
      expect(bearer.body).toEqual(UNAUTHENTICATED);
      expect((await call(getUser, { path: ME, cookie: sessionCookie(token) })).status, String(maxAge)).toBe(401);
    }
  });

  it("a token signed with another secret or salt, or garbage: 401", async () => {
    const user = await signupAndLogin();
    const claims = { sub: user.id, tv: 0, role: "CUSTOMER", sid: await sidOf(user) };
    const forged = [
      await craft(claims, { secret: "another-secret-another-secret-0123456789" }),
      await craft(claims, { salt: "next-auth.session-token" }),
      "garbage",
      "a.b.c.d.e",
      `${user.token.slice(0, -4)}AAAA`,
      "",
    ];
    for (const token of forged) {
      const bearer = await call(getUser, { path: ME, token });
      expect(bearer.status, token).toBe(401);
      expect(bearer.body).toEqual(UNAUTHENTICATED);
      const cookie = await call(getUser, { path: ME, cookie: sessionCookie(token) });
      expect(cookie.status, token).toBe(401);
    }
  });

  it("a token with missing or wrong claims: 401", async () => {
    const user = await signupAndLogin();
    const other = await signupAndLogin();
    const sid = await sidOf(user);
    for (const claims of [
      { tv: 0, role: "CUSTOMER", sid },
      { sub: user.id, role: "CUSTOMER", sid },
      { sub: user.id, tv: "0", role: "CUSTOMER", sid },
      { sub: user.id, tv: 0, sid },
      { sub: user.id, tv: 0, role: "SUPERUSER", sid },
      { sub: "no-such-user", tv: 0, role: "CUSTOMER", sid },
      // No session, a made-up one, or another user's.
      { sub: user.id, tv: 0, role: "CUSTOMER" },
      { sub: user.id, tv: 0, role: "CUSTOMER", sid: "no-such-session" },
      { sub: user.id, tv: 0, role: "CUSTOMER", sid: await sidOf(other) },
    ]) {
      const { status } = await call(getUser, { path: ME, token: await craft(claims) });
      expect(status, JSON.stringify(claims)).toBe(401);
    }
  });

  it("a token whose role claim says ADMIN does not make a customer an admin", async () => {
    const user = await signupAndLogin();
    const { token } = await startSession({ id: user.id, tokenVersion: 0, role: "ADMIN" });
    const { status, body } = await call(getAllUsers, { path: "/api/v1/user/getAllUsers", token });
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, message: "Only admins can do that" });
  });

  it("an Authorization header that is not 'Bearer <token>' is no login", async () => {
    const user = await signupAndLogin();
    for (const authorization of [`bearer ${user.token}`, `Basic ${user.token}`, user.token]) {
      const { status } = await call(getUser, { path: ME, headers: { authorization } });
      expect(status, authorization.slice(0, 10)).toBe(401);
    }
  });
});

describe("POST /user/logoutAll", () => {
  it("revokes every token and cookie of the user, and only theirs", async () => {
    const user = await signupAndLogin();
    const other = await signupAndLogin();
    const secondDevice = await login(user.email, user.password);

    const { status, body } = await call(logoutAll, { path: "/api/v1/user/logoutAll", token: user.token, json: {} });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: expect.any(String) });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);

    for (const token of [user.token, secondDevice]) {
      expect((await call(getUser, { path: ME, token })).status).toBe(401);
      expect((await call(getUser, { path: ME, cookie: sessionCookie(token) })).status).toBe(401);
    }
    expect((await call(getUser, { path: ME, token: other.token })).status).toBe(200);
    const fresh = await login(user.email, user.password);
    expect((await call(getUser, { path: ME, token: fresh })).status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    const { status, body } = await call(logoutAll, { path: "/api/v1/user/logoutAll", json: {} });
    expect(status).toBe(401);
    expect(body).toEqual(UNAUTHENTICATED);
  });
});

describe("the cookie door", () => {
  it("reads the session from the Auth.js cookie, with other cookies around it", async () => {
    const user = await signupAndLogin();
    const cookieToken = user.token;
    const { status, body } = await call(getUser, { path: ME, cookie: `theme=dark; ${sessionCookie(cookieToken)}; cart=1` });
    expect(status).toBe(200);
    expect(body.user!._id).toBe(user.id);
  });

  it("refuses a cookie-authenticated change from another origin and changes nothing", async () => {
    const user = await signupAndLogin({ fullname: "Original Name" });
    const cookie = sessionCookie(user.token);

    const evil = await call(updateUser, {
      path: "/api/v1/user/updateUser",
      cookie,
      origin: "https://evil.example",
      form: { fullname: "Pwned" },
    });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ success: false, message: "Cross-site request refused" });

    const evilAddress = await call(addAddress, {
      path: "/api/v1/user/addAddress",
      cookie,
      origin: "https://evil.example",
      json: addressInput(),
    });
    expect(evilAddress.status).toBe(403);

    const evilLogout = await call(logoutAll, { path: "/api/v1/user/logoutAll", cookie, origin: "https://evil.example", json: {} });
    expect(evilLogout.status).toBe(403);

    // A look-alike origin is not ours either.
    const lookAlike = await call(updateUser, {
      path: "/api/v1/user/updateUser",
      cookie,
      origin: `${APP_ORIGIN}.evil.example`,
      form: { fullname: "Pwned" },
    });
    expect(lookAlike.status).toBe(403);

    // No Origin and no Sec-Fetch-Site: not known to be ours.
    const noOrigin = await call(updateUser, { path: "/api/v1/user/updateUser", cookie, form: { fullname: "Pwned" } });
    expect(noOrigin.status).toBe(403);

    const crossSite = await call(updateUser, {
      path: "/api/v1/user/updateUser",
      cookie,
      headers: { "sec-fetch-site": "cross-site" },
      form: { fullname: "Pwned" },
    });
    expect(crossSite.status).toBe(403);

    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ fullname: "Original Name", tokenVersion: 0 });
    expect(await db.address.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses an opaque Origin (null) with 403, not 500", async () => {
    const user = await signupAndLogin({ fullname: "Original Name" });
    const cookie = sessionCookie(user.token);
    // Sandboxed iframes and some redirects send `Origin: null`; Next.js always passes a Host header.
    const { status, body } = await call(updateUser, {
      path: "/api/v1/user/updateUser",
      cookie,
      origin: "null",
      headers: { host: new URL(APP_ORIGIN).host },
      form: { fullname: "Pwned" },
    });
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, message: "Cross-site request refused" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).fullname).toBe("Original Name");
  });

  it("accepts a cookie-authenticated change from the app's own origin", async () => {
    const user = await signupAndLogin();
    const cookie = sessionCookie(user.token);

    const same = await call(updateUser, {
      path: "/api/v1/user/updateUser",
      cookie,
      origin: APP_ORIGIN,
      form: { fullname: "Changed Here" },
    });
    expect(same.status).toBe(200);
    expect(same.body.updatedUser!.fullname).toBe("Changed Here");

    const fetchMeta = await call(addAddress, {
      path: "/api/v1/user/addAddress",
      cookie,
      headers: { "sec-fetch-site": "same-origin" },
      json: addressInput(),
    });
    expect(fetchMeta.status).toBe(200);

    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ fullname: "Changed Here" });
    expect(await db.address.count({ where: { userId: user.id } })).toBe(1);
  });

  it("believes X-Forwarded-Host only where the deployment says a proxy of ours sets it (TRUSTED_PROXY_HOPS)", async () => {
    const user = await signupAndLogin({ fullname: "Original Name" });
    const change = (fullname: string) =>
      call(updateUser, {
        path: "/api/v1/user/updateUser",
        cookie: sessionCookie(user.token),
        origin: "https://shop.example",
        headers: { "x-forwarded-host": "shop.example" },
        form: { fullname },
      });
    // No proxy in front (the default): the client wrote the header, and a page elsewhere names itself.
    const forged = await change("Pwned");
    expect([forged.status, forged.body.message]).toEqual([403, "Cross-site request refused"]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).fullname).toBe("Original Name");
    // Behind one proxy, which writes the public host it was asked for.
    vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
    forgetEnv();
    try {
      const proxied = await change("Behind The Proxy");
      expect(proxied.status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
      forgetEnv();
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).fullname).toBe("Behind The Proxy");
  });

  it("lets cookie-authenticated reads through from anywhere (GET changes nothing)", async () => {
    const user = await signupAndLogin();
    const cookie = sessionCookie(user.token);
    const { status } = await call(getUser, { path: ME, cookie, origin: "https://evil.example" });
    expect(status).toBe(200);
  });

  it("a bearer token works without an Origin, and with a foreign one", async () => {
    const user = await signupAndLogin();
    const none = await call(updateUser, { path: "/api/v1/user/updateUser", token: user.token, form: { fullname: "Api Client" } });
    expect(none.status).toBe(200);
    const foreign = await call(updateUser, {
      path: "/api/v1/user/updateUser",
      token: user.token,
      origin: "https://app.example",
      form: { fullname: "Api Client 2" },
    });
    expect(foreign.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).fullname).toBe("Api Client 2");
  });

  it("a bearer header wins over the cookie: a bad bearer is not rescued by a good cookie", async () => {
    const user = await signupAndLogin();
    const { status } = await call(getUser, { path: ME, token: "garbage", cookie: sessionCookie(user.token) });
    expect(status).toBe(401);
  });
});
