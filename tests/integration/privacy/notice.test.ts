import { afterAll, describe, expect, it } from "vitest";
import { POST as requestCode } from "@/app/api/v1/auth/otp/request/route";
import { POST as verifyCode } from "@/app/api/v1/auth/otp/verify/route";
import { PRIVACY_NOTICE_VERSION } from "@/lib/privacy/notice";
import { call, db, randomIp, signupAndLogin } from "../../support/api";

// The privacy notice's version (decision 103): every sign-up and phone sign-in records the version shown.
afterAll(() => db.$disconnect());

describe("the notice's version", () => {
  it("is recorded on an account made by sign-up", async () => {
    const user = await signupAndLogin();
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { noticeVersion: true } })).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
  });

  it("is recorded at each phone sign-in, the new version replacing an old one", async () => {
    const ten = `9${String(Date.now() % 1_000_000_000).padStart(9, "0")}`;
    const signIn = async () => {
      expect((await call(requestCode, { path: "/api/v1/auth/otp/request", json: { phone: ten }, ip: randomIp() })).status).toBe(200);
      const sms = await db.smsMessage.findFirstOrThrow({ where: { to: `+91${ten}` }, orderBy: { createdAt: "desc" } });
      const code = sms.text.match(/\b(\d{6})\b/)![1]!;
      const { status } = await call(verifyCode, { path: "/api/v1/auth/otp/verify", json: { phone: ten, code }, ip: randomIp() });
      expect(status).toBe(200);
    };
    await signIn();
    expect(await db.user.findUniqueOrThrow({ where: { mobile: `+91${ten}` } })).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION });
    await db.user.update({ where: { mobile: `+91${ten}` }, data: { noticeVersion: "2025-11-01" } });
    await db.phoneCode.updateMany({ where: { phone: `+91${ten}` }, data: { createdAt: new Date(Date.now() - 31_000) } });
    await signIn();
    expect(await db.user.findUniqueOrThrow({ where: { mobile: `+91${ten}` } })).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION });
  });
});
