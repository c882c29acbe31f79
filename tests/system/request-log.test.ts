import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { checkoutPayload, sign } from "@/lib/payments/signature";
import { TWIN_KEY_SECRET, twinId } from "@/lib/payments/twin";
import { signIn, sizeWithStock, systemDb } from "./support/data";
import { stopAll } from "./support/processes";
import { startShop, type Shop } from "./support/shop";

// The request log of scripts/serve.ts over a whole journey: one JSON line per request with its id,
// method, route, status, duration and user, and no secret anywhere in what the server printed.
const CRON_SECRET = randomBytes(24).toString("hex");
const PASSWORD = `Kurta!${randomBytes(6).toString("hex")}`;
const NEW_PASSWORD = `Reset!${randomBytes(6).toString("hex")}`;
let shop: Shop;

type Sent = { requestId: string; method: string; route: string; status: number; userId?: string };
const sent: Sent[] = [];

beforeAll(async () => {
  shop = await startShop({ env: { CRON_SECRET } });
});

afterAll(() => stopAll());

/** A call of the journey, remembered with the line it should produce. */
async function call<T = Record<string, unknown>>(
  path: string,
  { token, json, userId, method }: { token?: string; json?: unknown; userId?: string; method?: string } = {},
): Promise<{ status: number; body: T; requestId: string }> {
  const response = await shop.fetch(path, {
    method: method ?? (json === undefined ? "GET" : "POST"),
    headers: {
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const requestId = response.headers.get("x-request-id") ?? "";
  const text = await response.text();
  sent.push({
    requestId,
    method: method ?? (json === undefined ? "GET" : "POST"),
    route: path.split("?")[0]!,
    status: response.status,
    userId,
  });
  return { status: response.status, body: (text.startsWith("{") ? JSON.parse(text) : {}) as T, requestId };
}

async function linkIn(email: string, template: string): Promise<string> {
  const { body } = await call<{ emails: { template: string; links: string[] }[] }>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const link = body.emails.find((mail) => mail.template === template)?.links.find((url) => /\/(verify|reset-password)\//.test(url));
  if (!link) throw new Error(`No ${template} link for ${email}`);
  return new URL(link).pathname;
}

describe("request logs", () => {
  test("a whole journey logs one JSON line per request, with the user when known, and never a secret", async () => {
    const email = `log-${randomUUID().slice(0, 8)}@example.com`;
    // The end-to-end tests ran from this same address against this database: their sign-ups count against its hourly limit.
    await systemDb().rateLimit.deleteMany({ where: { key: { startsWith: "signupPerIp" } } });
    expect((await call("/")).status).toBe(200);
    const signup = await call("/api/v1/user/signup", {
      json: { fullname: "Log Reader", email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(signup.status).toBe(200);
    const user = await systemDb().user.findUniqueOrThrow({ where: { email } });

    const token = await signIn(shop, email, PASSWORD);
    const verifyPath = await linkIn(email, "verify-email");
    const verifyToken = verifyPath.split("/").pop()!;
    expect((await call(verifyPath)).status).toBeLessThan(500);
    expect((await call("/api/v1/auth/verification", { token, json: { token: verifyToken }, userId: user.id })).status).toBe(200);

    expect((await call("/api/v1/auth/getResetPasswordLink", { json: { email } })).status).toBe(200);
    const cron = await shop.fetch("/api/cron/jobs", { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(cron.status).toBe(200);
    const resetPath = await linkIn(email, "password-reset");
    const resetToken = resetPath.split("/").pop()!;
    expect((await call(resetPath)).status).toBe(200);
    expect((await call("/api/v1/auth/resetPassword", { json: { token: resetToken, password: NEW_PASSWORD } })).status).toBe(200);
    const newToken = await signIn(shop, email, NEW_PASSWORD);

    const address = await call<{ address?: { _id: string }[] }>("/api/v1/user/addAddress", {
      token: newToken,
      userId: user.id,
      json: {
        name: "Log Reader",
        addressLine1: "12 MG Road",
        city: "Pune",
        state: "Maharashtra",
        pinCode: "411001",
        phoneNumber: "9876543210",
      },
    });
    expect(address.status).toBe(200);
    const addressId = (await systemDb().address.findFirstOrThrow({ where: { userId: user.id } })).id;
    const size = await sizeWithStock(10, 1);
    const cart = [{ sizeId: size.id, quantity: 1 }];
    expect(
      (await call("/api/v1/order/updateMyCart", { token: newToken, userId: user.id, json: { cart: JSON.stringify(cart) } })).status,
    ).toBe(200);
    expect((await call("/api/v1/order/cashOnDelivery", { token: newToken, userId: user.id, json: { addressId, cart } })).status).toBe(200);
    const captured = await call<{ payment: { id: string } }>("/api/v1/order/capturePayment", {
      token: newToken,
      userId: user.id,
      json: { addressId, cart },
    });
    expect(captured.status).toBe(200);
    const paymentId = twinId("pay");
    const signature = sign(checkoutPayload(captured.body.payment.id, paymentId), TWIN_KEY_SECRET);
    const verified = await call("/api/v1/order/verifyPayment", {
      token: newToken,
      userId: user.id,
      json: { razorpay_order_id: captured.body.payment.id, razorpay_payment_id: paymentId, razorpay_signature: signature },
    });
    expect(verified.status).toBe(200);
    expect((await call("/api/v1/order/getMyOrders", { token: newToken, userId: user.id })).status).toBe(200);

    // Lines are written when each response closes, just after the client has it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const output = shop.proc.output();
    const lines = output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const request of sent) {
      const line = lines.find((entry) => entry.msg === "request" && entry.requestId === request.requestId);
      expect(line, `${request.method} ${request.route}`).toMatchObject({
        level: "info",
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        method: request.method,
        route: request.route.replace(/^\/(verify|reset-password)\/.+$/, "/$1/:token"),
        status: request.status,
        durationMs: expect.any(Number),
      });
      expect(line!.userId, `${request.method} ${request.route}`).toBe(request.userId);
    }
    expect(lines.filter((entry) => entry.msg === "request" && String(entry.route).startsWith("/_next/static/"))).toEqual([]);

    const secrets = {
      password: PASSWORD,
      "new password": NEW_PASSWORD,
      "bearer token": token,
      "bearer token after the reset": newToken,
      "verification token": verifyToken,
      "reset token": resetToken,
      AUTH_SECRET: inject("systemEnv").AUTH_SECRET!,
      CRON_SECRET,
      "the twin's key secret": TWIN_KEY_SECRET,
      "the checkout signature": signature,
    };
    for (const [name, secret] of Object.entries(secrets)) expect(output.includes(secret), `${name} is in the log`).toBe(false);
  });

  test("a trusted proxy's x-request-id is kept and echoed; without one an id is made", async () => {
    const traced = await shop.fetch("/api/health", { headers: { "x-request-id": "edge-7f3a-42" } });
    expect(traced.headers.get("x-request-id")).toBe("edge-7f3a-42");
    const bad = await shop.fetch("/api/health", { headers: { "x-request-id": 'no spaces or quotes"' } });
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const made = await shop.fetch("/api/health");
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
