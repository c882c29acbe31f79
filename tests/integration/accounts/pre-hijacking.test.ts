import { afterAll, describe, expect, it } from "vitest";
import { POST as getResetPasswordLink } from "@/app/api/v1/auth/getResetPasswordLink/route";
import { POST as requestCode } from "@/app/api/v1/auth/otp/request/route";
import { POST as verifyCode } from "@/app/api/v1/auth/otp/verify/route";
import { POST as resetPassword } from "@/app/api/v1/auth/resetPassword/route";
import { POST as verification } from "@/app/api/v1/auth/verification/route";
import { POST as addAddressRoute } from "@/app/api/v1/user/addAddress/route";
import { GET as getUser } from "@/app/api/v1/user/getUser/route";
import { addEmail, addPhone, getSignInWays, requestAddPhoneCode } from "@/lib/accounts/sign-in-ways";
import { callerFrom, type Ctx } from "@/lib/auth/caller";
import { addressInput, call, db, latestToken, login, outboxFor, randomIp, signupAndLogin, uniqueEmail } from "../../support/api";

// Issue 48, 1.1 and 1.2 (decision 096): a code proves a phone and never the email; a link proves
// exactly the address it was sent to. Each test plays the attack as the issue saw it.
afterAll(() => db.$disconnect());

const LINK_DEAD = "This verification link is invalid or has expired. Ask for a new one.";

let counter = 0;
function newMobile(): string {
  counter += 1;
  return `7${String(process.pid % 10_000).padStart(4, "0")}${String(Date.now() % 1000).padStart(3, "0")}${String(counter).padStart(2, "0")}`;
}

/** The newest code texted to the number; earlier codes are made old enough to ask for another. */
async function textedCode(ten: string): Promise<string> {
  const sms = await db.smsMessage.findFirstOrThrow({ where: { to: `+91${ten}` }, orderBy: { createdAt: "desc" } });
  await db.phoneCode.updateMany({ where: { phone: `+91${ten}` }, data: { createdAt: new Date(Date.now() - 31_000) } });
  return sms.text.match(/\b(\d{6})\b/)![1]!;
}

async function ctxOf(token: string): Promise<Ctx> {
  return { caller: await callerFrom(new Headers({ authorization: `Bearer ${token}` })), ip: randomIp() };
}

/** Signs in with a mobile number and its code, as anyone holding the phone can. */
async function phoneLogin(ten: string) {
  await call(requestCode, { path: "/api/v1/auth/otp/request", json: { phone: ten }, ip: randomIp() });
  const { status, body } = await call(verifyCode, {
    path: "/api/v1/auth/otp/verify",
    json: { phone: ten, code: await textedCode(ten) },
    ip: randomIp(),
  });
  expect(status).toBe(200);
  return { token: body.token!, user: body.user! };
}

const profile = (token: string) => call(getUser, { path: "/api/v1/user/getUser", token });

/** The attacker signs up with the victim's email (never opening its link) and adds their own mobile by code. */
async function preHijack() {
  const victimEmail = uniqueEmail("victim");
  const attacker = await signupAndLogin({ email: victimEmail, password: "Attacker-knows-1" });
  const ten = newMobile();
  const ctx = await ctxOf(attacker.token);
  await requestAddPhoneCode(ctx, { phone: ten });
  await addPhone(ctx, { phone: ten, code: await textedCode(ten) });
  return { victimEmail, attacker, ten };
}

describe("pre-hijacking through an added phone", () => {
  it("a code proves the phone, not the email: the account stays unverified", async () => {
    const { attacker, ten } = await preHijack();
    const byPhone = await phoneLogin(ten);
    expect(byPhone.user).toMatchObject({ id: attacker.id, isVerified: false });
    const seen = await profile(byPhone.token);
    expect(seen.body).toMatchObject({ user: { isVerified: false } });
  });

  it("the owner's password reset removes the attacker's phone and ends every session, and the email says so", async () => {
    const { victimEmail, attacker, ten } = await preHijack();
    const attackersPhoneSession = await phoneLogin(ten);

    // The real owner resets the password from their mailbox, then uses the account.
    await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: victimEmail }, ip: randomIp() });
    const reset = await call(resetPassword, {
      path: "/api/v1/auth/resetPassword",
      json: { token: await latestToken(victimEmail, "reset-password"), password: "Owner-own-pass-9" },
    });
    expect(reset.status).toBe(200);
    const owner = await login(victimEmail, "Owner-own-pass-9");
    const added = await call(addAddressRoute, {
      path: "/api/v1/user/addAddress",
      json: addressInput({ name: "The Real Owner" }),
      token: owner,
    });
    expect(added.status).toBe(200);

    // Every earlier session is over, the password one and the phone one alike.
    expect((await profile(attacker.token)).status).toBe(401);
    expect((await profile(attackersPhoneSession.token)).status).toBe(401);

    // The attacker's phone now opens a new, empty account, not the owner's.
    const again = await phoneLogin(ten);
    expect(again.user.id).not.toBe(attacker.id);
    const theirs = await profile(again.token);
    expect(theirs.body.user).toMatchObject({ email: null, address: [] });
    expect(JSON.stringify(theirs.body)).not.toContain("The Real Owner");

    const ownerCtx = await ctxOf(owner);
    expect(await getSignInWays(ownerCtx)).toMatchObject({ mobile: null, email: victimEmail, hasPassword: true });
    const notice = (await outboxFor(victimEmail)).find((mail) => mail.template === "ways-removed");
    expect(notice?.text).toContain(`the mobile number ${ten.slice(0, 5)} ${ten.slice(5)}`);
    expect(notice?.text).toContain("logged out every other device");
  });

  it("the first verification link removes the phone added before it and ends every other session", async () => {
    const owner = await signupAndLogin();
    const ten = newMobile();
    const first = await ctxOf(owner.token);
    await requestAddPhoneCode(first, { phone: ten });
    await addPhone(first, { phone: ten, code: await textedCode(ten) });
    const phoneSession = await phoneLogin(ten);

    // The link is opened in a browser logged in with the password: that session stays.
    const here = await login(owner.email, owner.password);
    const opened = await call(verification, {
      path: "/api/v1/auth/verification",
      json: { token: await latestToken(owner.email, "verify") },
      token: here,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.user).toMatchObject({ isVerified: true });

    expect((await profile(here)).status).toBe(200);
    expect((await profile(owner.token)).status).toBe(401);
    expect((await profile(phoneSession.token)).status).toBe(401);
    const ways = await getSignInWays(await ctxOf(here));
    expect(ways).toMatchObject({ mobile: null, mobileAddedAt: null, hasPassword: true });
    expect(ways.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await outboxFor(owner.email)).map((mail) => mail.template)).toContain("ways-removed");
  });

  it("a phone added after the email is proved stays through a reset, and the page says when each way was added", async () => {
    const owner = await signupAndLogin();
    await call(verification, {
      path: "/api/v1/auth/verification",
      json: { token: await latestToken(owner.email, "verify") },
      token: owner.token,
    });
    const ten = newMobile();
    const ctx = await ctxOf(owner.token);
    await requestAddPhoneCode(ctx, { phone: ten });
    expect(await addPhone(ctx, { phone: ten, code: await textedCode(ten) })).toEqual({
      message: "Your mobile number is added: you can log in with it",
    });

    await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: owner.email }, ip: randomIp() });
    await call(resetPassword, {
      path: "/api/v1/auth/resetPassword",
      json: { token: await latestToken(owner.email, "reset-password"), password: "Second-pass-77" },
    });
    const ways = await getSignInWays(await ctxOf(await login(owner.email, "Second-pass-77")));
    expect(ways).toMatchObject({ mobile: `+91${ten}`, email: owner.email, hasPassword: true });
    expect(ways.emailVerifiedAt!.getTime()).toBeLessThanOrEqual(ways.mobileAddedAt!.getTime());
    expect(ways.mobileAddedAt!.getTime()).toBeLessThanOrEqual(ways.passwordSetAt!.getTime());
    expect((await outboxFor(owner.email)).map((mail) => mail.template)).not.toContain("ways-removed");
  });
});

describe("the pending email switched under a link", () => {
  /** A phone account that asked to add `first`: its token, id and the link mailed to `first`. */
  async function askedFor(first: string) {
    const { token, user } = await phoneLogin(newMobile());
    await addEmail(await ctxOf(token), { email: first });
    return { token, id: user.id, link: await latestToken(first, "verify") };
  }

  const open = (token: string, link: string) => call(verification, { path: "/api/v1/auth/verification", json: { token: link }, token });
  const emails = (id: string) => db.user.findUniqueOrThrow({ where: { id }, select: { email: true, pendingEmail: true } });

  it("a link proves only the address it was sent to, even while the pending one has just changed", async () => {
    const mine = uniqueEmail("mine");
    const victims = uniqueEmail("victim");
    const { token, id, link } = await askedFor(mine);
    // The moment inside a request for another address, after the pending address changed.
    await db.user.update({ where: { id }, data: { pendingEmail: victims } });
    const opened = await open(token, link);
    expect(opened.status).toBe(400);
    expect(opened.body.message).toBe(LINK_DEAD);
    expect(await emails(id)).toEqual({ email: null, pendingEmail: victims });
  });

  it("asking for a new address ends the old link: ask for A, then B, then A again; the first A link is dead", async () => {
    const a = uniqueEmail("a");
    const { token, id, link: firstA } = await askedFor(a);
    const ctx = await ctxOf(token);
    await addEmail(ctx, { email: uniqueEmail("b") });
    await addEmail(ctx, { email: a });
    expect((await open(token, firstA)).status).toBe(400);
    expect(await emails(id)).toEqual({ email: null, pendingEmail: a });
    expect((await open(token, await latestToken(a, "verify"))).status).toBe(200);
    expect(await emails(id)).toEqual({ email: a, pendingEmail: null });
  });

  it("asking for B while A's link is opened never gives the account B", async () => {
    const rounds = 12;
    const outcomes = await Promise.all(
      Array.from({ length: rounds }, async () => {
        const a = uniqueEmail("race-a");
        const b = uniqueEmail("race-b");
        const { token, id, link } = await askedFor(a);
        const ctx = await ctxOf(token);
        const [asked, opened] = await Promise.allSettled([addEmail(ctx, { email: b }), open(token, link)]);
        const after = await emails(id);
        return { a, b, asked: asked.status, opened: opened.status === "fulfilled" ? opened.value.status : 500, after };
      }),
    );
    for (const { a, b, opened, after } of outcomes) {
      expect(after.email).not.toBe(b);
      // A joins only when its link was opened before B's request ended it, and then B is refused.
      if (after.email === a) expect(opened).toBe(200);
      else expect(after).toEqual({ email: null, pendingEmail: b });
    }
  });
});
