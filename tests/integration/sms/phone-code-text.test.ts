import { randomInt } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { POST as requestCode } from "@/app/api/v1/auth/otp/request/route";
import { getEnv } from "@/lib/env";
import { call, db, randomIp } from "../../support/api";

// Issue 49: the code's text ends with the line Android's SMS Retriever and the browser's WebOTP read to fill the code
// field by themselves ("@<the shop's host> #<code>", the last line, RFC-less but the format both document).

afterAll(() => db.$disconnect());

describe("the one-time code's text", () => {
  it("ends with the line a phone reads to fill the code: @<host> #<code>", async () => {
    const phone = `9${randomInt(100_000_000, 1_000_000_000)}`;
    const asked = await call(requestCode, { path: "/api/v1/auth/otp/request", json: { phone }, ip: randomIp() });
    expect(asked.status).toBe(200);
    const { text } = await db.smsMessage.findFirstOrThrow({ where: { to: `+91${phone}`, template: "otp" } });
    const code = /\b\d{6}\b/.exec(text)![0];
    const lines = text.split("\n");
    expect(lines.at(-1)).toBe(`@${new URL(getEnv().APP_URL).hostname} #${code}`);
    expect(lines[0]).toBe(`${code} is your Kurta Shop code. It expires in 5 minutes. Do not share it with anyone.`);
  });
});
