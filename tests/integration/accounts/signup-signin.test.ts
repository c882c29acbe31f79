import { afterAll, describe, expect, it } from "vitest";
import { GET as getTokenGet, POST as getTokenPost } from "@/app/api/v1/user/getToken/route";
import { GET as getUser } from "@/app/api/v1/user/getUser/route";
import { POST as signin } from "@/app/api/v1/user/signin/route";
import { POST as signup } from "@/app/api/v1/user/signup/route";
import { SIGNUP_MESSAGE } from "@/lib/accounts/schemas";
import { verifyPassword } from "@/lib/auth/password";
import { getEnv } from "@/lib/env";
import { call, db, latestToken, outboxFor, randomIp, sessionCookie, signupAndLogin, signupBody, uniqueEmail } from "../../support/api";

afterAll(() => db.$disconnect());

const SIGNUP = "/api/v1/user/signup";
const SIGNIN = "/api/v1/user/signin";

describe("POST /user/signup", () => {
  it("creates an unverified customer, answers the sign-up message and mails a verification link", async () => {
    const email = uniqueEmail("signup");
    const { status, body } = await call(signup, { path: SIGNUP, json: signupBody(email, "Sup3r-secret", "  Asha Verma  ") });

    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: SIGNUP_MESSAGE });

    const row = await db.user.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({ email, fullname: "Asha Verma", role: "CUSTOMER", isVerified: false });
    expect(row.passwordHash).not.toContain("Sup3r-secret");
    expect(await verifyPassword(row.passwordHash!, "Sup3r-secret")).toBe(true);
    expect(await latestToken(email, "verify")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it("stores the email in lower case, so the account is found whatever the case", async () => {
    const email = uniqueEmail("MiXeD").replace("example", "EXAMPLE");
    const { status } = await call(signup, { path: SIGNUP, json: signupBody(email, "Sup3r-secret") });
    expect(status).toBe(200);
    expect(await db.user.count({ where: { email: email.toLowerCase() } })).toBe(1);
    const again = await call(signin, { path: SIGNIN, json: { email: email.toUpperCase(), password: "Sup3r-secret" } });
    expect(again.status).toBe(200);
  });

  it("answers an email that has an account exactly as a new one, and emails its owner instead", async () => {
    const email = uniqueEmail("twice");
    const first = await call(signup, { path: SIGNUP, json: signupBody(email, "Sup3r-secret", "Asha Verma") });
    const again = await call(signup, { path: SIGNUP, json: signupBody(email.toUpperCase(), "0ther-secret", "Someone Else") });
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    expect(again.body).toEqual({ success: true, message: SIGNUP_MESSAGE });

    const row = await db.user.findUniqueOrThrow({ where: { email } });
    expect(row.fullname).toBe("Asha Verma");
    expect(await verifyPassword(row.passwordHash!, "Sup3r-secret")).toBe(true);
    const mails = await outboxFor(email);
    expect(mails.map((mail) => mail.template)).toEqual(["verify-email", "account-exists"]);
    expect(mails[1]).toMatchObject({ subject: "You already have a Kurta Shop account" });
    expect(mails[1]!.text).toContain("Hello Asha Verma,");
    expect(mails[1]!.text).toContain(`Log in: ${getEnv().APP_URL}/login`);
  });

  it("emails the owner only a few times a day however often their email is signed up with", async () => {
    const email = uniqueEmail("spammed");
    for (let i = 0; i < 6; i++) {
      const { status, body } = await call(signup, { path: SIGNUP, json: signupBody(email, "Sup3r-secret") });
      expect([status, body]).toEqual([200, { success: true, message: SIGNUP_MESSAGE }]);
    }
    const templates = (await outboxFor(email)).map((mail) => mail.template);
    expect(templates).toEqual(["verify-email", "account-exists", "account-exists", "account-exists"]);
  });

  it("ignores userType, role and isVerified in the body: the account is an unverified customer", async () => {
    const email = uniqueEmail("wannabe-admin");
    const { status } = await call(signup, {
      path: SIGNUP,
      json: { ...signupBody(email, "Sup3r-secret"), userType: "Admin", role: "ADMIN", isVerified: true, tokenVersion: 7, id: "chosen-id" },
    });
    expect(status).toBe(200);
    const row = await db.user.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({ role: "CUSTOMER", isVerified: false, tokenVersion: 0 });
    expect(row.id).not.toBe("chosen-id");
  });

  it.each([
    ["no fullname", { fullname: undefined }, "Full Name is required"],
    ["a blank fullname", { fullname: "   " }, "Full Name is required"],
    ["a fullname that is not text", { fullname: 42 }, "Full Name is required"],
    ["a fullname over 80 characters", { fullname: "x".repeat(81) }, "Full Name must be at most 80 characters"],
    ["no email", { email: undefined }, "Email is required"],
    ["an empty email", { email: "" }, "Email is required"],
    ["an email without @", { email: "asha.example.com" }, "Invalid email address"],
    ["an email without a domain dot", { email: "asha@localhost" }, "Invalid email address"],
    ["an email as an array", { email: ["a@b.co"] }, "email was sent more than once (or as a list): send one value"],
    ["an email over 254 characters", { email: `${"a".repeat(250)}@b.co` }, "Email must be at most 254 characters"],
    ["no password", { password: undefined }, "Password is required"],
    ["an empty password", { password: "", confirmPassword: "" }, "Password is required"],
    ["a 7-character password", { password: "1234567", confirmPassword: "1234567" }, "Password must be at least 8 characters"],
    [
      "a password over 128 characters",
      { password: "p".repeat(129), confirmPassword: "p".repeat(129) },
      "Password must be at most 128 characters",
    ],
    ["no confirmPassword", { confirmPassword: undefined }, "Confirm Password is required"],
    ["an empty confirmPassword", { confirmPassword: "" }, "Confirm Password is required"],
    ["a different confirmPassword", { confirmPassword: "Sup3r-secreT" }, "Passwords do not match"],
  ] as [string, Record<string, unknown>, string][])("answers 400 for %s", async (_name, overrides, message) => {
    const input: Record<string, unknown> = { ...signupBody(uniqueEmail("bad"), "Sup3r-secret"), ...overrides };
    const { status, body } = await call(signup, { path: SIGNUP, json: input });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    if (typeof input.email === "string" && input.email)
      expect(await db.user.count({ where: { email: input.email.toLowerCase() } })).toBe(0);
  });

  it.each([
    ["invalid JSON", { raw: "{not json" }, "The request body is not valid JSON"],
    ["a JSON array", { raw: JSON.stringify([signupBody("a@b.co", "Sup3r-secret")]) }, "The request body must be a JSON object"],
    ["a JSON string", { raw: JSON.stringify("hello") }, "The request body must be a JSON object"],
    ["JSON null", { raw: "null" }, "The request body must be a JSON object"],
    ["an empty body", { raw: "" }, "Full Name is required"],
  ])("answers 400 for %s, never 500", async (_name, input, message) => {
    const { status, body } = await call(signup, { path: SIGNUP, ...input });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message, ...(body.errors ? { errors: body.errors } : {}) });
  });

  it("answers 413 for a JSON body over 1 MB", async () => {
    const { status, body } = await call(signup, { path: SIGNUP, raw: JSON.stringify({ fullname: "x".repeat(1_100_000) }) });
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, message: "The request is too large: at most 1 MB" });
  });

  it("two signups with the same email at once: one account, the same answer to both", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all([
      call(signup, { path: SIGNUP, json: signupBody(email, "Sup3r-secret") }),
      call(signup, { path: SIGNUP, json: signupBody(email, "Sup3r-secret") }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("answers 400 for a multipart body it cannot read", async () => {
    const { status, body } = await call(signup, {
      path: SIGNUP,
      raw: "--x\r\nbroken",
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "The form data could not be read" });
  });

  it("accepts a signup as a form too", async () => {
    const email = uniqueEmail("form");
    const { status } = await call(signup, { path: SIGNUP, form: signupBody(email, "Sup3r-secret") });
    expect(status).toBe(200);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });
});

describe("POST /user/signin", () => {
  it("answers success, message and a token that opens the API as Bearer and as the session cookie", async () => {
    const email = uniqueEmail("signin");
    await call(signup, { path: SIGNUP, json: signupBody(email, "Sup3r-secret") });
    const { status, body } = await call(signin, { path: SIGNIN, json: { email, password: "Sup3r-secret" } });

    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: expect.any(String), token: expect.any(String) });
    const bearer = await call(getUser, { path: "/api/v1/user/getUser", token: body.token! });
    expect(bearer.status).toBe(200);
    expect(bearer.body.user!.email).toBe(email);
    const cookie = await call(getUser, { path: "/api/v1/user/getUser", cookie: sessionCookie(body.token!) });
    expect(cookie.status).toBe(200);
    expect(cookie.body.user!.email).toBe(email);
  });

  it("gives the same status and message for a wrong password and for an unknown email", async () => {
    const user = await signupAndLogin();
    const wrong = await call(signin, { path: SIGNIN, json: { email: user.email, password: "Wrong-password" } });
    const unknown = await call(signin, { path: SIGNIN, json: { email: uniqueEmail("nobody"), password: "Wrong-password" } });

    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(wrong.body).toEqual({ success: false, message: "Invalid email or password" });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ["no email", { password: "Sup3r-secret" }, "Email is required"],
    ["an invalid email", { email: "nope", password: "Sup3r-secret" }, "Invalid email address"],
    ["no password", { email: "a@b.co" }, "Password is required"],
    ["an empty password", { email: "a@b.co", password: "" }, "Password is required"],
    ["a short password", { email: "a@b.co", password: "short" }, "Password must be at least 8 characters"],
    ["a password that is a number", { email: "a@b.co", password: 12345678 }, "Password is required"],
  ])("answers 400 for %s", async (_name, json, message) => {
    const { status, body } = await call(signin, { path: SIGNIN, json });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });

  it.each([
    ["invalid JSON", '{"email": '],
    ["a JSON array", "[]"],
  ])("answers 400 for %s", async (_name, raw) => {
    const { status, body } = await call(signin, { path: SIGNIN, raw });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/JSON/);
  });
});

describe("/user/getToken", () => {
  it("gives a fresh working token for a valid one, by GET and by POST", async () => {
    const user = await signupAndLogin();
    for (const handler of [getTokenGet, getTokenPost]) {
      const method = handler === getTokenGet ? "GET" : "POST";
      const { status, body } = await call(handler, { method, path: "/api/v1/user/getToken", token: user.token });
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, token: expect.any(String) });
      expect(body.token).not.toBe(user.token);
      const me = await call(getUser, { path: "/api/v1/user/getUser", token: body.token! });
      expect(me.status).toBe(200);
      expect(me.body.user!._id).toBe(user.id);
    }
  });

  it("answers 401 without a token", async () => {
    const { status, body } = await call(getTokenPost, { method: "POST", path: "/api/v1/user/getToken" });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: "Please log in to continue" });
  });
});

describe("GET /user/getUser", () => {
  it("answers the spec's user: _id, fullname, email, phone, image, isVerified, userType, address[]", async () => {
    const user = await signupAndLogin({ fullname: "Ravi Kumar" });
    const { status, body } = await call(getUser, { path: "/api/v1/user/getUser", token: user.token, ip: randomIp() });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      _id: user.id,
      fullname: "Ravi Kumar",
      email: user.email,
      phone: "",
      image: null,
      isVerified: false,
      userType: "User",
      address: [],
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|tokenVersion/);
  });

  it("answers 401 without a token", async () => {
    const { status, body } = await call(getUser, { path: "/api/v1/user/getUser" });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: "Please log in to continue" });
  });
});
