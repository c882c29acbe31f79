import { afterAll, describe, expect, it } from "vitest";
import { POST as requestCode } from "@/app/api/v1/auth/otp/request/route";
import { POST as verifyCode } from "@/app/api/v1/auth/otp/verify/route";
import { DELETE as closeAccountRoute } from "@/app/api/v1/user/account/route";
import { GET as exportRoute } from "@/app/api/v1/user/export/route";
import { POST as signin } from "@/app/api/v1/user/signin/route";
import { recentSignIns } from "@/lib/accounts/sign-in/sign-in-events";
import { HANDLERS } from "@/lib/worker/handlers";
import { call, db, randomIp, signupAndLogin } from "../../support/api";

// Sign-in events (decision 117): each successful sign-in is kept a year, with its way, its network
// (never the whole address) and its browser; she sees them, exports them, and they go with her account.
afterAll(() => db.$disconnect());

const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const DAY_MS = 24 * 60 * 60 * 1000;

const signIn = (email: string, password: string, ip: string) =>
  call(signin, { path: "/api/v1/user/signin", json: { email, password }, ip, headers: { "user-agent": PHONE_UA } });

const eventsOf = (userId: string) => db.signInEvent.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });

describe("sign-in events", () => {
  it("keep each successful password sign-in with its network cut to a /24 and its browser; a wrong password keeps none", async () => {
    const user = await signupAndLogin();
    const before = (await eventsOf(user.id)).length;
    expect((await signIn(user.email, "Not-the-password-1", "203.0.113.77")).status).toBe(401);
    expect(await eventsOf(user.id)).toHaveLength(before);

    expect((await signIn(user.email, user.password, "203.0.113.77")).status).toBe(200);
    const latest = (await eventsOf(user.id)).at(-1)!;
    expect(latest).toMatchObject({ way: "PASSWORD", network: "203.0.113.0/24", userAgent: PHONE_UA });
    expect(JSON.stringify(await eventsOf(user.id))).not.toContain("203.0.113.77");
  });

  it("keep a phone-code sign-in as such, an IPv6 address cut to its /64", async () => {
    const ten = `7${String(Date.now() % 1_000_000_000).padStart(9, "0")}`;
    expect((await call(requestCode, { path: "/api/v1/auth/otp/request", json: { phone: ten }, ip: randomIp() })).status).toBe(200);
    const sms = await db.smsMessage.findFirstOrThrow({ where: { to: `+91${ten}` }, orderBy: { createdAt: "desc" } });
    const code = sms.text.match(/\b(\d{6})\b/)![1]!;
    const ip = "2401:4900:1c2a:8f10:a1b2:c3d4:e5f6:1234";
    const verified = await call(verifyCode, {
      path: "/api/v1/auth/otp/verify",
      json: { phone: ten, code },
      ip,
      headers: { "user-agent": PHONE_UA },
    });
    expect(verified.status).toBe(200);
    const { id } = await db.user.findUniqueOrThrow({ where: { mobile: `+91${ten}` }, select: { id: true } });
    expect(await eventsOf(id)).toEqual([
      expect.objectContaining({ way: "PHONE_CODE", network: "2401:4900:1c2a:8f10::/64", userAgent: PHONE_UA }),
    ]);
  });

  it("are shown to her alone, newest first, and are in her export", async () => {
    const user = await signupAndLogin();
    const other = await signupAndLogin();
    await signIn(user.email, user.password, "198.51.100.9");
    const caller = { id: user.id, email: user.email, fullname: "", role: "CUSTOMER" as const, isVerified: false, tokenVersion: 0 };
    const shown = await recentSignIns({ caller: { ...caller, source: "bearer", session: { id: "", expiresAt: new Date() } }, ip: "" });
    expect(shown[0]).toMatchObject({ way: "Email and password", device: "Chrome on Android", network: "198.51.100.0/24" });
    expect(shown.map((row) => row.id)).toEqual((await eventsOf(user.id)).map((row) => row.id).reverse());
    expect((await eventsOf(other.id)).some((row) => shown.some((mine) => mine.id === row.id))).toBe(false);

    const exported = await call(exportRoute, { path: "/api/v1/user/export", token: user.token });
    expect(exported.status).toBe(200);
    const { data } = exported.body as unknown as { data: { signInWays: { signIns: { network: string; way: string }[] } } };
    const signIns = data.signInWays.signIns;
    expect(signIns).toHaveLength((await eventsOf(user.id)).length);
    expect(signIns.at(-1)).toMatchObject({ way: "PASSWORD", network: "198.51.100.0/24", userAgent: PHONE_UA });
  });

  it("go with the account when she closes it", async () => {
    const user = await signupAndLogin();
    expect((await eventsOf(user.id)).length).toBeGreaterThan(0);
    const closed = await call(closeAccountRoute, {
      path: "/api/v1/user/account",
      method: "DELETE",
      token: user.token,
      json: { password: user.password },
    });
    expect(closed.status).toBe(200);
    expect(await db.signInEvent.count({ where: { userId: user.id } })).toBe(0);
  });

  it("are forgotten after a year by the retention job, and not before", async () => {
    const user = await signupAndLogin();
    const [old, young] = await Promise.all(
      [366, 364].map((days) =>
        db.signInEvent.create({
          data: { userId: user.id, way: "PASSWORD", network: "192.0.2.0/24", createdAt: new Date(Date.now() - days * DAY_MS) },
        }),
      ),
    );
    await HANDLERS["email.purge-outbox"]({}, {} as never);
    const left = (await eventsOf(user.id)).map((row) => row.id);
    expect(left).not.toContain(old!.id);
    expect(left).toContain(young!.id);
  });
});
