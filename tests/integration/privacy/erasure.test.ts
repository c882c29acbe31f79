import { afterAll, describe, expect, it } from "vitest";
import { DELETE as closeAccountRoute } from "@/app/api/v1/user/account/route";
import { GET as getUserRoute } from "@/app/api/v1/user/getUser/route";
import { POST as signupRoute } from "@/app/api/v1/user/signup/route";
import { recordConsent } from "@/lib/privacy/consents";
import { ORDER_STILL_OPEN } from "@/lib/privacy/erasure";
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
    expect((await call(getUserRoute, { path: "/api/v1/user/getUser", token: user.token })).status).toBe(401);
    await expect(login(user.email, user.password)).rejects.toThrow();

    const again = await call(signupRoute, { path: "/api/v1/user/signup", json: signupBody(user.email, user.password) });
    expect(again.status).toBe(200);
    expect(await login(user.email, user.password)).toEqual(expect.any(String));
  });
});
