import { createHash } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { POST as getResetPasswordLink } from "@/app/api/v1/auth/getResetPasswordLink/route";
import { POST as getVerificationLink } from "@/app/api/v1/auth/getVerificationLink/route";
import { POST as resetPassword } from "@/app/api/v1/auth/resetPassword/route";
import { POST as verification } from "@/app/api/v1/auth/verification/route";
import { RESET_LINK_SENT } from "@/lib/accounts/email/password-reset";
import { GET as getUser } from "@/app/api/v1/user/getUser/route";
import { POST as signin } from "@/app/api/v1/user/signin/route";
import { workOffJobs } from "../../support/jobs";
import { call, db, latestToken, mailedTokens, outboxFor, signupAndLogin, uniqueEmail } from "../../support/api";

afterAll(() => db.$disconnect());

const VERIFY = "/api/v1/auth/verification";
const VERIFY_LINK = "/api/v1/auth/getVerificationLink";
const RESET_LINK = "/api/v1/auth/getResetPasswordLink";
const RESET = "/api/v1/auth/resetPassword";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function isVerified(id: string): Promise<boolean> {
  return (await db.user.findUniqueOrThrow({ where: { id }, select: { isVerified: true } })).isVerified;
}

describe("POST /auth/verification", () => {
  it("verifies the account with the mailed token and answers the user", async () => {
    const user = await signupAndLogin();
    const token = await latestToken(user.email, "verify");

    const { status, body } = await call(verification, { path: VERIFY, token: user.token, json: { token } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Your account is activated" });
    expect(body.user).toMatchObject({ _id: user.id, email: user.email, isVerified: true, userType: "User" });
    expect(await isVerified(user.id)).toBe(true);
    const row = await db.userToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });
    expect(row.usedAt).toBeInstanceOf(Date);
  });

  it("stores only a SHA-256 of the mailed token", async () => {
    const user = await signupAndLogin();
    const token = await latestToken(user.email, "verify");
    const rows = await db.userToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: "VERIFY_EMAIL", tokenHash: sha256(token), usedAt: null });
    expect(JSON.stringify(rows)).not.toContain(token);
    const [found] = await db.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) AS count FROM "UserToken" t WHERE strpos(row_to_json(t)::text, ${token}) > 0`;
    expect(Number(found?.count)).toBe(0);
  });

  it("refuses another user's token, which stays usable by its owner", async () => {
    const owner = await signupAndLogin();
    const intruder = await signupAndLogin();
    const ownersToken = await latestToken(owner.email, "verify");

    const stolen = await call(verification, { path: VERIFY, token: intruder.token, json: { token: ownersToken } });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual({ success: false, message: "This verification link is invalid or has expired. Ask for a new one." });
    expect(await isVerified(intruder.id)).toBe(false);
    expect((await db.userToken.findUniqueOrThrow({ where: { tokenHash: sha256(ownersToken) } })).usedAt).toBeNull();

    const own = await call(verification, { path: VERIFY, token: owner.token, json: { token: ownersToken } });
    expect(own.status).toBe(200);
    expect(await isVerified(owner.id)).toBe(true);
    expect(await isVerified(intruder.id)).toBe(false);
  });

  it("refuses an expired token", async () => {
    const user = await signupAndLogin();
    const token = await latestToken(user.email, "verify");
    await db.userToken.update({ where: { tokenHash: sha256(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const { status, body } = await call(verification, { path: VERIFY, token: user.token, json: { token } });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(await isVerified(user.id)).toBe(false);
  });

  it("refuses a reset-password token, an unknown token and a missing one", async () => {
    const user = await signupAndLogin();
    await call(getResetPasswordLink, { path: RESET_LINK, json: { email: user.email } });
    const resetToken = await latestToken(user.email, "reset-password");

    for (const token of [resetToken, "not-a-real-token", "x".repeat(500)]) {
      const { status, body } = await call(verification, { path: VERIFY, token: user.token, json: { token } });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    }
    const missing = await call(verification, { path: VERIFY, token: user.token, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: "The verification link is invalid" });
    const blank = await call(verification, { path: VERIFY, token: user.token, json: { token: "  " } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ success: false, message: "The verification link is invalid" });
    const arrayBody = await call(verification, { path: VERIFY, token: user.token, raw: "[]" });
    expect(arrayBody.status).toBe(400);
    expect(arrayBody.body).toEqual({ success: false, message: "The request body must be a JSON object" });

    expect(await isVerified(user.id)).toBe(false);
    // The reset token was not spent by the attempt.
    expect((await db.userToken.findUniqueOrThrow({ where: { tokenHash: sha256(resetToken) } })).usedAt).toBeNull();
  });

  it("answers 401 without a token", async () => {
    const { status, body } = await call(verification, { path: VERIFY, json: { token: "whatever" } });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: "Please log in to continue" });
  });
});

describe("POST /auth/getVerificationLink", () => {
  it("mails a new link to an unverified user; the earlier link stops working", async () => {
    const user = await signupAndLogin();
    const first = await latestToken(user.email, "verify");

    const { status, body } = await call(getVerificationLink, { path: VERIFY_LINK, token: user.token });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: `Verification link sent to ${user.email}` });
    const tokens = await mailedTokens(user.email, "verify");
    expect(tokens).toHaveLength(2);
    const second = tokens[1]!;
    expect(second).not.toBe(first);

    const old = await call(verification, { path: VERIFY, token: user.token, json: { token: first } });
    expect(old.status).toBe(400);
    const fresh = await call(verification, { path: VERIFY, token: user.token, json: { token: second } });
    expect(fresh.status).toBe(200);
    expect(await isVerified(user.id)).toBe(true);
  });

  it("answers 409 to a verified user and mails nothing", async () => {
    const user = await signupAndLogin();
    await db.user.update({ where: { id: user.id }, data: { isVerified: true } });
    const before = (await outboxFor(user.email)).length;
    const { status, body } = await call(getVerificationLink, { path: VERIFY_LINK, token: user.token });
    expect(status).toBe(409);
    expect(body).toEqual({ success: false, message: "Your account is already verified" });
    expect(await outboxFor(user.email)).toHaveLength(before);
  });

  it("answers 401 without a token", async () => {
    const { status } = await call(getVerificationLink, { path: VERIFY_LINK });
    expect(status).toBe(401);
  });
});

describe("POST /auth/getResetPasswordLink", () => {
  it("gives the same answer for a known and an unknown email; only the known one gets an email", async () => {
    const user = await signupAndLogin();
    const unknown = uniqueEmail("nobody");
    const before = (await outboxFor(user.email)).length;

    const known = await call(getResetPasswordLink, { path: RESET_LINK, json: { email: user.email } });
    const stranger = await call(getResetPasswordLink, { path: RESET_LINK, json: { email: unknown } });

    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: expect.stringMatching(/If an account exists/) });
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);

    const mails = await outboxFor(user.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.template).toBe("password-reset");
    expect(await outboxFor(unknown)).toHaveLength(0);
  });

  it("answers before looking the account up or mailing it, so a known email takes no longer than an unknown one", async () => {
    const user = await signupAndLogin();
    const unknown = uniqueEmail("nobody");
    // Another session holds the outbox, so the email cannot be written until it lets go.
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL! });
    await locker.connect();
    try {
      await locker.query('BEGIN; LOCK TABLE "EmailOutbox" IN EXCLUSIVE MODE');
      const known = await call(getResetPasswordLink, { path: RESET_LINK, json: { email: user.email } });
      const stranger = await call(getResetPasswordLink, { path: RESET_LINK, json: { email: unknown } });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ success: true, message: RESET_LINK_SENT });
      expect(stranger.status).toBe(known.status);
      expect(stranger.body).toEqual(known.body);
      expect(await db.emailOutbox.count({ where: { to: user.email, template: "password-reset" } })).toBe(0);
    } finally {
      await locker.query("ROLLBACK");
      await locker.end();
    }
    // The email still arrives, after the response.
    expect(await mailedTokens(user.email, "reset-password")).toHaveLength(1);
    expect(await outboxFor(unknown)).toHaveLength(0);
  });

  it("finds the account whatever the case of the email", async () => {
    const user = await signupAndLogin();
    const { status } = await call(getResetPasswordLink, { path: RESET_LINK, json: { email: user.email.toUpperCase() } });
    expect(status).toBe(200);
    expect(await mailedTokens(user.email, "reset-password")).toHaveLength(1);
  });

  it.each([
    ["no email", {}, "Email is required"],
    ["an empty email", { email: "" }, "Email is required"],
    ["an invalid email", { email: "not-an-email" }, "Invalid email address"],
  ])("answers 400 for %s", async (_name, json, message) => {
    const { status, body } = await call(getResetPasswordLink, { path: RESET_LINK, json });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });

  it.each([
    ["invalid JSON", "{"],
    ["a JSON array", '["a@b.co"]'],
  ])("answers 400 for %s", async (_name, raw) => {
    const { status, body } = await call(getResetPasswordLink, { path: RESET_LINK, raw });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe("POST /auth/resetPassword", () => {
  it("sets the new password once: the old one and the old token stop working, the link cannot be reused", async () => {
    const user = await signupAndLogin();
    await call(getResetPasswordLink, { path: RESET_LINK, json: { email: user.email } });
    const token = await latestToken(user.email, "reset-password");

    // Only the hash is stored.
    const rows = await db.userToken.findMany({ where: { userId: user.id, purpose: "RESET_PASSWORD" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(await db.userToken.count({ where: { tokenHash: token } })).toBe(0);

    const { status, body } = await call(resetPassword, { path: RESET, json: { token, password: "Brand-new-pass" } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: expect.any(String) });

    const oldPassword = await call(signin, { path: "/api/v1/user/signin", json: { email: user.email, password: user.password } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await call(signin, { path: "/api/v1/user/signin", json: { email: user.email, password: "Brand-new-pass" } });
    expect(newPassword.status).toBe(200);

    const oldSession = await call(getUser, { path: "/api/v1/user/getUser", token: user.token });
    expect(oldSession.status).toBe(401);
    const newSession = await call(getUser, { path: "/api/v1/user/getUser", token: newPassword.body.token! });
    expect(newSession.status).toBe(200);
    // The link proved the address.
    expect(newSession.body.user!.isVerified).toBe(true);

    const again = await call(resetPassword, { path: RESET, json: { token, password: "Third-password" } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: "This reset link is invalid or has expired. Ask for a new one." });
    const stillNew = await call(signin, { path: "/api/v1/user/signin", json: { email: user.email, password: "Brand-new-pass" } });
    expect(stillNew.status).toBe(200);
  });

  it("the same link used twice at once resets the password only once", async () => {
    const user = await signupAndLogin();
    await call(getResetPasswordLink, { path: RESET_LINK, json: { email: user.email } });
    const token = await latestToken(user.email, "reset-password");
    const results = await Promise.all([
      call(resetPassword, { path: RESET, json: { token, password: "First-winner-1" } }),
      call(resetPassword, { path: RESET, json: { token, password: "Second-winner-2" } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0]!.status === 200 ? "First-winner-1" : "Second-winner-2";
    const loser = winner === "First-winner-1" ? "Second-winner-2" : "First-winner-1";
    expect((await call(signin, { path: "/api/v1/user/signin", json: { email: user.email, password: winner } })).status).toBe(200);
    expect((await call(signin, { path: "/api/v1/user/signin", json: { email: user.email, password: loser } })).status).toBe(401);
  });

  it("refuses an expired link", async () => {
    const user = await signupAndLogin();
    await call(getResetPasswordLink, { path: RESET_LINK, json: { email: user.email } });
    const token = await latestToken(user.email, "reset-password");
    await db.userToken.update({ where: { tokenHash: sha256(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const { status, body } = await call(resetPassword, { path: RESET, json: { token, password: "Brand-new-pass" } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "This reset link is invalid or has expired. Ask for a new one." });
    const login = await call(signin, { path: "/api/v1/user/signin", json: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
  });

  it("only the newest link works after asking twice", async () => {
    const user = await signupAndLogin();
    await call(getResetPasswordLink, { path: RESET_LINK, json: { email: user.email } });
    await workOffJobs();
    await call(getResetPasswordLink, { path: RESET_LINK, json: { email: user.email } });
    const [first, second] = await mailedTokens(user.email, "reset-password");
    expect(first).toBeDefined();
    expect(second).toBeDefined();

    expect((await call(resetPassword, { path: RESET, json: { token: first, password: "Brand-new-pass" } })).status).toBe(400);
    expect((await call(resetPassword, { path: RESET, json: { token: second, password: "Brand-new-pass" } })).status).toBe(200);
  });

  it("leaves one working link when several are asked for at once", async () => {
    const user = await signupAndLogin();
    await Promise.all(Array.from({ length: 4 }, () => call(getResetPasswordLink, { path: RESET_LINK, json: { email: user.email } })));
    const tokens = await mailedTokens(user.email, "reset-password");
    expect(tokens).toHaveLength(4);
    expect(await db.userToken.count({ where: { userId: user.id, purpose: "RESET_PASSWORD", usedAt: null } })).toBe(1);
    const statuses = [];
    for (const token of tokens) {
      statuses.push((await call(resetPassword, { path: RESET, json: { token, password: "Brand-new-pass" } })).status);
    }
    expect(statuses.sort()).toEqual([200, 400, 400, 400]);
  });

  it("refuses a verification token as a reset token", async () => {
    const user = await signupAndLogin();
    const verifyToken = await latestToken(user.email, "verify");
    const { status } = await call(resetPassword, { path: RESET, json: { token: verifyToken, password: "Brand-new-pass" } });
    expect(status).toBe(400);
    const login = await call(signin, { path: "/api/v1/user/signin", json: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
  });

  it.each([
    ["no token", { password: "Brand-new-pass" }, "The reset link is invalid"],
    ["a blank token", { token: " ", password: "Brand-new-pass" }, "The reset link is invalid"],
    ["no password", { token: "abc" }, "Password is required"],
    ["an empty password", { token: "abc", password: "" }, "Password is required"],
    ["a short password", { token: "abc", password: "1234567" }, "Password must be at least 8 characters"],
    ["an unknown token", { token: "abc", password: "Brand-new-pass" }, "This reset link is invalid or has expired. Ask for a new one."],
    [
      "an overlong token",
      { token: "a".repeat(5000), password: "Brand-new-pass" },
      "This reset link is invalid or has expired. Ask for a new one.",
    ],
  ])("answers 400 for %s", async (_name, json, message) => {
    const { status, body } = await call(resetPassword, { path: RESET, json });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });

  it.each([
    ["invalid JSON", "{token"],
    ["a JSON array", "[]"],
  ])("answers 400 for %s", async (_name, raw) => {
    const { status, body } = await call(resetPassword, { path: RESET, raw });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});
