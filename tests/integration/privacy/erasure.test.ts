import { afterAll, describe, expect, it } from "vitest";
import { DELETE as closeAccountRoute } from "@/app/api/v1/user/account/route";
import { GET as getUserRoute } from "@/app/api/v1/user/getUser/route";
import { POST as signupRoute } from "@/app/api/v1/user/signup/route";
import { recordConsent } from "@/lib/privacy/consents";
import { creditStillHeld, ORDER_STILL_OPEN } from "@/lib/privacy/erasure";
import { call, createOrderFor, db, login, signupAndLogin, signupBody } from "../../support/api";

// Closing an account (decision 104): refused while an order is open; afterwards nothing outside the
// kept orders names the person, her sign-in and old tokens fail, and her email can sign up anew.
afterAll(() => db.$disconnect());

const close = (token: string, password: string) =>
  call(closeAccountRoute, { path: "/api/v1/user/account", method: "DELETE", token, json: { password } });

describe("closing an account", () => {
  it("is refused while an order is open, and nothing is erased", async () => {
    const user = await signupAndLogin();
    const order = await createOrderFor(user.id);
    expect(await close(user.token, user.password)).toMatchObject({ status: 409, body: { success: false, message: ORDER_STILL_OPEN } });
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ shipName: "Asha Verma" });
  });

  it("erases the person, keeps the order without her, and frees the email for a new sign-up", async () => {
    const user = await signupAndLogin();
    const order = await createOrderFor(user.id);
    await db.order.update({ where: { id: order.id }, data: { status: "DELIVERED", refundUpi: "asha@upi" } });
    await recordConsent({ userId: user.id, contact: user.email, purpose: "MARKETING_OFFERS", channel: "EMAIL", granted: true, via: "api" });
    await db.contactMessage.create({ data: { name: "Asha", email: user.email, message: "Hello" } });
    await db.grievance.create({ data: { name: "Asha", email: user.email, kind: "OTHER", message: "A question", dueAt: new Date() } });
    const mobile = "+919876500001";
    await db.user.update({ where: { id: user.id }, data: { mobile } });
    await db.smsSpend.create({ data: { phone: mobile, template: "otp", known: true } });
    await db.phoneCode.create({ data: { phone: mobile, purpose: "SIGN_IN", codeHash: "x", expiresAt: new Date(Date.now() + 60_000) } });
    const spent = await db.smsSpend.count();

    expect(await close(user.token, user.password)).toMatchObject({ status: 200, body: { success: true } });

    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      userId: null,
      shipName: "Deleted customer",
      shipPhoneNumber: "0000000000",
      shipAddressLine1: "Removed on request",
      refundUpi: null,
    });
    expect(await db.emailOutbox.count({ where: { to: user.email } })).toBe(0);
    expect(await db.consent.count({ where: { contact: user.email } })).toBe(0);
    expect(await db.contactMessage.count({ where: { email: user.email } })).toBe(0);
    expect(await db.phoneCode.count({ where: { phone: mobile } })).toBe(0);
    expect(await db.grievance.count({ where: { email: user.email } })).toBe(0);
    // The texts' budget keeps its count, without the number.
    expect(await db.smsSpend.count({ where: { phone: mobile } })).toBe(0);
    expect(await db.smsSpend.count()).toBe(spent);
    expect((await call(getUserRoute, { path: "/api/v1/user/getUser", token: user.token })).status).toBe(401);
    await expect(login(user.email, user.password)).rejects.toThrow();

    const again = await call(signupRoute, { path: "/api/v1/user/signup", json: signupBody(user.email, user.password) });
    expect(again.status).toBe(200);
    expect(await login(user.email, user.password)).toEqual(expect.any(String));
  });

  it("takes her name, contact and message off gift cards addressed to her or redeemed by her; an unused one still works", async () => {
    const user = await signupAndLogin();
    const later = new Date(Date.now() + 86_400_000);
    const card = (codeHash: string, data: { recipientEmail?: string; redeemedById?: string }) =>
      db.giftCard.create({
        data: { codeHash, codeEnd: "WXYZ", amountPaise: 50_000, recipientName: "Asha", message: "For you", expiresAt: later, ...data },
      });
    const unused = await card(`erase-unused-${user.id}`, { recipientEmail: user.email });
    const redeemed = await card(`erase-redeemed-${user.id}`, { redeemedById: user.id });
    const someoneElses = await card(`erase-other-${user.id}`, { recipientEmail: "someone.else@example.com" });
    await db.storeCreditEntry.create({ data: { userId: user.id, amountPaise: 50_000, reason: "Gift card ending WXYZ", actorId: null } });
    await db.storeCreditEntry.create({ data: { userId: user.id, amountPaise: -50_000, reason: "Spent", actorId: null } });

    expect(await close(user.token, user.password)).toMatchObject({ status: 200 });

    const erased = { recipientName: null, recipientEmail: null, recipientPhone: null, message: null };
    expect(await db.giftCard.findUniqueOrThrow({ where: { id: unused.id } })).toMatchObject({
      ...erased,
      redeemedAt: null,
      voidedAt: null,
    });
    expect(await db.giftCard.findUniqueOrThrow({ where: { id: redeemed.id } })).toMatchObject({ ...erased, redeemedById: null });
    expect(await db.giftCard.findUniqueOrThrow({ where: { id: someoneElses.id } })).toMatchObject({
      recipientName: "Asha",
      message: "For you",
    });
  });

  it("is refused while she holds store credit, which is never lost by closing", async () => {
    const user = await signupAndLogin();
    await db.storeCreditEntry.create({ data: { userId: user.id, amountPaise: 25_000, reason: "Goodwill", actorId: null } });
    expect(await close(user.token, user.password)).toMatchObject({
      status: 409,
      body: { success: false, message: creditStillHeld(25_000) },
    });
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
    await db.storeCreditEntry.create({ data: { userId: user.id, amountPaise: -25_000, reason: "Paid back by UPI", actorId: null } });
    expect(await close(user.token, user.password)).toMatchObject({ status: 200 });
  });
});
