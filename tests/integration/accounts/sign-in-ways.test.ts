import { afterAll, describe, expect, it } from "vitest";
import { POST as requestCode } from "@/app/api/v1/auth/otp/request/route";
import { POST as verifyCode } from "@/app/api/v1/auth/otp/verify/route";
import { POST as addAddressRoute } from "@/app/api/v1/user/addAddress/route";
import { POST as signin } from "@/app/api/v1/user/signin/route";
import { POST as verification } from "@/app/api/v1/auth/verification/route";
import { CODE_DEAD } from "@/lib/sms/phone-codes";
import {
  ADDED_BEFORE_PROOF,
  addEmail,
  addPhone,
  getSignInWays,
  PHONE_TAKEN,
  requestAddPhoneCode,
  setFirstPassword,
} from "@/lib/accounts/sign-in-ways";
import { CLOSE_CODE_REQUIRED } from "@/lib/accounts/schemas";
import { deleteAccount } from "@/lib/accounts/profile";
import { callerFrom, type Ctx } from "@/lib/auth/caller";
import { addressInput, call, db, latestToken, randomIp, refusal, signupAndLogin, uniqueEmail } from "../../support/api";

// One account, both ways in: a mobile account adds an email (its link) and a password; an email
// account adds a mobile number (its code). Each way then logs in to the same account.
afterAll(() => db.$disconnect());

let counter = 0;
function newMobile(): string {
  counter += 1;
  return `8${String(process.pid % 10_000).padStart(4, "0")}${String(Date.now() % 1000).padStart(3, "0")}${String(counter).padStart(2, "0")}`;
}

async function textedCode(ten: string): Promise<string> {
  const sms = await db.smsMessage.findFirstOrThrow({ where: { to: `+91${ten}` }, orderBy: { createdAt: "desc" } });
  return sms.text.match(/\b(\d{6})\b/)![1]!;
}

async function ctxOf(token: string): Promise<Ctx> {
  return { caller: await callerFrom(new Headers({ authorization: `Bearer ${token}` })), ip: randomIp() };
}

/** A new account made with a mobile number: its number and token. */
async function phoneAccount() {
  const ten = newMobile();
  await call(requestCode, { path: "/api/v1/auth/otp/request", json: { phone: ten }, ip: randomIp() });
  const { body } = await call(verifyCode, {
    path: "/api/v1/auth/otp/verify",
    json: { phone: ten, code: await textedCode(ten) },
    ip: randomIp(),
  });
  return { ten, token: body.token!, id: body.user!.id };
}

describe("an account made with a mobile number", () => {
  it("adds an email through its link, sets a first password, then logs in with either", async () => {
    const { ten, token, id } = await phoneAccount();
    const ctx = await ctxOf(token);
    expect(await getSignInWays(ctx)).toMatchObject({ mobile: `+91${ten}`, email: null, pendingEmail: null, hasPassword: false });

    const email = uniqueEmail("phone-adds-email");
    expect(await addEmail(ctx, { email })).toEqual({
      message: `We have emailed a link to ${email}: open it to add the email to your account`,
    });
    expect(await getSignInWays(ctx)).toMatchObject({ email: null, pendingEmail: email });

    const link = await call(verification, {
      path: "/api/v1/auth/verification",
      json: { token: await latestToken(email, "verify") },
      token,
    });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ message: "Your email is added to your account", user: { email, phone: ten, isVerified: true } });

    expect(await setFirstPassword(ctx, { password: "Kurta-phone-1", confirmPassword: "Kurta-phone-1" })).toEqual({
      message: "Your password is set",
    });
    const again = await refusal(() => setFirstPassword(ctx, { password: "Other-pass-22", confirmPassword: "Other-pass-22" }));
    expect(again.status).toBe(409);

    const byEmail = await call(signin, { path: "/api/v1/user/signin", json: { email, password: "Kurta-phone-1" }, ip: randomIp() });
    expect(byEmail.status).toBe(200);
    expect((await callerFrom(new Headers({ authorization: `Bearer ${byEmail.body.token}` })))?.id).toBe(id);
  });

  it("cannot take an email another account has: the link says so and nothing changes", async () => {
    const other = await signupAndLogin();
    const { token } = await phoneAccount();
    const ctx = await ctxOf(token);
    await addEmail(ctx, { email: other.email });
    const link = await call(verification, {
      path: "/api/v1/auth/verification",
      json: { token: await latestToken(other.email, "verify") },
      token,
    });
    expect(link.status).toBe(409);
    expect(link.body.message).toBe("This email belongs to another account. Log in with it, or add another email.");
    expect(await getSignInWays(ctx)).toMatchObject({ email: null });
  });

  it("takes its name from its first address", async () => {
    const { token, id } = await phoneAccount();
    const added = await call(addAddressRoute, { path: "/api/v1/user/addAddress", json: addressInput({ name: "Farah Khan" }), token });
    expect(added.status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id } })).toMatchObject({ fullname: "Farah Khan" });
    await call(addAddressRoute, { path: "/api/v1/user/addAddress", json: addressInput({ name: "Someone Else" }), token });
    expect(await db.user.findUniqueOrThrow({ where: { id } })).toMatchObject({ fullname: "Farah Khan" });
  });

  it("cannot log in with a password it never set", async () => {
    const { token } = await phoneAccount();
    const ctx = await ctxOf(token);
    const email = uniqueEmail("no-password");
    await addEmail(ctx, { email });
    await call(verification, { path: "/api/v1/auth/verification", json: { token: await latestToken(email, "verify") }, token });
    const { status } = await call(signin, { path: "/api/v1/user/signin", json: { email, password: "anything-at-all" }, ip: randomIp() });
    expect(status).toBe(401);
    // Closing it asks for a texted code instead (decision 110).
    expect((await refusal(() => deleteAccount(ctx, { password: "anything-at-all" }))).message).toBe(CLOSE_CODE_REQUIRED);
  });
});

describe("an account made with an email", () => {
  it("adds a mobile number with a code, which proves the number and not the email, then logs in with the number", async () => {
    const user = await signupAndLogin();
    const ctx = await ctxOf(user.token);
    const ten = newMobile();
    await requestAddPhoneCode(ctx, { phone: ten });
    expect(await addPhone(ctx, { phone: `+91 ${ten}`, code: await textedCode(ten) })).toEqual({ message: ADDED_BEFORE_PROOF });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      mobile: `+91${ten}`,
      isVerified: false,
      emailVerifiedAt: null,
    });

    await db.phoneCode.updateMany({ where: { phone: `+91${ten}` }, data: { createdAt: new Date(Date.now() - 31_000) } });
    await call(requestCode, { path: "/api/v1/auth/otp/request", json: { phone: ten }, ip: randomIp() });
    const login = await call(verifyCode, {
      path: "/api/v1/auth/otp/verify",
      json: { phone: ten, code: await textedCode(ten) },
      ip: randomIp(),
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id: user.id, email: user.email });
  });

  it("cannot add a number another account signs in with", async () => {
    const { ten } = await phoneAccount();
    const user = await signupAndLogin();
    const ctx = await ctxOf(user.token);
    await db.phoneCode.updateMany({ where: { phone: `+91${ten}` }, data: { createdAt: new Date(Date.now() - 31_000) } });
    await requestAddPhoneCode(ctx, { phone: ten });
    const taken = await refusal(async () => addPhone(ctx, { phone: ten, code: await textedCode(ten) }));
    expect(taken.status).toBe(409);
    expect(taken.message).toBe(PHONE_TAKEN);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ mobile: null });
  });

  it("cannot use a code another account asked for, nor a sign-in code", async () => {
    const asker = await signupAndLogin();
    const thief = await signupAndLogin();
    const ten = newMobile();
    await requestAddPhoneCode(await ctxOf(asker.token), { phone: ten });
    const code = await textedCode(ten);
    const thiefCtx = await ctxOf(thief.token);
    const stolen = await refusal(() => addPhone(thiefCtx, { phone: ten, code }));
    expect(stolen.message).toBe(CODE_DEAD);
    const signIn = await call(verifyCode, { path: "/api/v1/auth/otp/verify", json: { phone: ten, code }, ip: randomIp() });
    expect(signIn.status).toBe(400);
    expect(await db.user.count({ where: { mobile: `+91${ten}` } })).toBe(0);
  });
});
