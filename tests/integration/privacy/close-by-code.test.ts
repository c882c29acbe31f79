import { afterAll, describe, expect, it } from "vitest";
import { POST as requestCode } from "@/app/api/v1/auth/otp/request/route";
import { POST as verifyCode } from "@/app/api/v1/auth/otp/verify/route";
import { POST as closeCodeRoute } from "@/app/api/v1/user/account/code/route";
import { DELETE as closeAccountRoute } from "@/app/api/v1/user/account/route";
import { CLOSE_CODE_REQUIRED } from "@/lib/accounts/schemas";
import { CODE_DEAD } from "@/lib/sms/phone-codes";
import { call, db, randomIp } from "../../support/api";

// Closing a password-less (phone) account (decision 110): with a code texted for closing, not with a
// sign-in code or none; afterwards the number is free.
afterAll(() => db.$disconnect());

const lastCode = async (phone: string) => {
  const sms = await db.smsMessage.findFirstOrThrow({ where: { to: phone }, orderBy: { createdAt: "desc" } });
  return sms.text.match(/\b(\d{6})\b/)![1]!;
};

async function phoneAccount() {
  const ten = `8${String(Date.now() % 1_000_000_000).padStart(9, "0")}`;
  expect((await call(requestCode, { path: "/api/v1/auth/otp/request", json: { phone: ten }, ip: randomIp() })).status).toBe(200);
  const code = await lastCode(`+91${ten}`);
  const verified = await call(verifyCode, { path: "/api/v1/auth/otp/verify", json: { phone: ten, code }, ip: randomIp() });
  expect(verified.status).toBe(200);
  return { phone: `+91${ten}`, token: verified.body.token!, signInCode: code };
}

const close = (token: string, json: unknown) => call(closeAccountRoute, { path: "/api/v1/user/account", method: "DELETE", token, json });

describe("closing a phone account", () => {
  it("asks for a code texted for closing, and then erases the account", async () => {
    const { phone, token, signInCode } = await phoneAccount();
    expect(await close(token, {})).toMatchObject({ status: 400, body: { message: CLOSE_CODE_REQUIRED } });
    // A sign-in code proves the phone for signing in only.
    expect(await close(token, { code: signInCode })).toMatchObject({ status: 400, body: { message: CODE_DEAD } });
    expect(await call(closeCodeRoute, { path: "/api/v1/user/account/code", method: "POST", token })).toMatchObject({ status: 200 });
    const code = await lastCode(phone);
    expect(await close(token, { code })).toMatchObject({ status: 200, body: { success: true } });
    expect(await db.user.count({ where: { mobile: phone } })).toBe(0);
  });
});
