import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as adjustRoute } from "@/app/api/v1/storeCredit/adjust/route";
import { GET as myCreditRoute } from "@/app/api/v1/user/storeCredit/route";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { appendLine, notEnoughCreditMessage } from "@/lib/store-credit/ledger";
import { myStoreCredit } from "@/lib/store-credit/queries";
import { call, db, type RouteHandler } from "../../support/api";
import { makeUser, type MadeUser } from "../../support/factories";
import { openApiChecker, type OpenApiChecker } from "../../support/openapi-check";

// The store-credit ledger (issue 51): the owner gives and takes back credit through
// /api/v1/storeCredit/adjust, audited; the shopper reads it at /api/v1/user/storeCredit; spends
// raced against one balance never take it below zero. Requests and answers are held to the OpenAPI document.

let checker: OpenApiChecker;
let owner: MadeUser;

beforeAll(async () => {
  checker = await openApiChecker();
  owner = await makeUser({ role: "ADMIN", fullname: "Meera Owner" });
}, 60_000);
afterAll(() => db.$disconnect());

type Body = { success: boolean; message?: string; balance?: number; entries?: Record<string, unknown>[] };

async function api(handler: RouteHandler, method: string, path: string, token: string, json?: unknown) {
  const result = await call(handler, { method, path, token, json });
  const traffic = { method, path, body: json };
  if (result.status < 400) expect(checker.request(traffic), `${method} ${path} request`).toEqual([]);
  expect(checker.response(traffic, result.status, result.body), `${method} ${path} answer`).toEqual([]);
  return { status: result.status, body: result.body as unknown as Body };
}

const adjust = (json: Record<string, unknown>, token = owner.token) => api(adjustRoute, "POST", "/api/v1/storeCredit/adjust", token, json);
const readCredit = (shopper: MadeUser) => api(myCreditRoute, "GET", "/api/v1/user/storeCredit", shopper.token);

describe("POST /api/v1/storeCredit/adjust", () => {
  it("gives credit and takes it back in rupees, each change audited, and the shopper reads the history", async () => {
    const shopper = await makeUser();
    const given = await adjust({ userId: shopper.id, amount: 500.5, reason: "Sorry for the late parcel" });
    expect(given).toMatchObject({ status: 200, body: { success: true, balance: 500.5 } });
    const taken = await adjust({ userId: shopper.id, amount: -200, reason: "Given twice by mistake" });
    expect(taken).toMatchObject({ status: 200, body: { success: true, balance: 300.5 } });

    const mine = await readCredit(shopper);
    expect(mine.status).toBe(200);
    expect(mine.body.balance).toBe(300.5);
    expect(mine.body.entries).toEqual([
      { amount: -200, reason: "Given twice by mistake", createdAt: expect.any(String) },
      { amount: 500.5, reason: "Sorry for the late parcel", createdAt: expect.any(String) },
    ]);

    const audits = await db.auditLog.findMany({
      where: { action: "storeCredit.adjusted", entityId: shopper.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((audit) => [audit.actorId, (audit.data as { amountPaise: number }).amountPaise])).toEqual([
      [owner.id, 50_050],
      [owner.id, -20_000],
    ]);
  });

  it("refuses to take back more than the balance (409) and writes nothing", async () => {
    const shopper = await makeUser();
    await adjust({ userId: shopper.id, amount: 100, reason: "Goodwill" });
    const refused = await adjust({ userId: shopper.id, amount: -100.01, reason: "Too much" });
    expect(refused).toMatchObject({ status: 409, body: { success: false, message: notEnoughCreditMessage(10_000) } });
    expect((await readCredit(shopper)).body).toMatchObject({ balance: 100, entries: [{ amount: 100 }] });
    expect(await db.auditLog.count({ where: { action: "storeCredit.adjusted", entityId: shopper.id } })).toBe(1);
  });

  it("is for admins only, and checks its input", async () => {
    const shopper = await makeUser();
    expect((await adjust({ userId: shopper.id, amount: 100, reason: "Self-service" }, shopper.token)).status).toBe(403);
    expect(
      (await call(adjustRoute, { path: "/api/v1/storeCredit/adjust", json: { userId: shopper.id, amount: 1, reason: "No one" } })).status,
    ).toBe(401);
    expect((await adjust({ userId: shopper.id, amount: 0, reason: "Nothing" })).status).toBe(400);
    expect((await adjust({ userId: shopper.id, amount: 1.234, reason: "Fractions" })).status).toBe(400);
    // A tick, an emptied field or a list is no amount: z.coerce once read `true` as ₹1 given.
    for (const amount of [true, "", null, [50]]) {
      expect((await adjust({ userId: shopper.id, amount, reason: "Not a number" })).status, JSON.stringify(amount)).toBe(400);
    }
    // Text with a sign is read as the number: taking ₹0.50 from a balance of 0 is refused for the balance.
    expect((await adjust({ userId: shopper.id, amount: " -0.5 ", reason: "Text with a sign" })).status).toBe(409);
    expect((await adjust({ userId: shopper.id, amount: 10 })).status).toBe(400);
    expect(await adjust({ userId: "no-such-user", amount: 10, reason: "Nobody" })).toMatchObject({ status: 404 });
    expect((await readCredit(shopper)).body).toMatchObject({ balance: 0, entries: [] });
  });

  it("lets credit lapse at its expiry: what is unspent leaves the balance", async () => {
    const shopper = await makeUser();
    const expiresAt = new Date(Date.now() + 7 * 86_400_000);
    await adjust({ userId: shopper.id, amount: 300, reason: "Diwali bonus", expiresAt: expiresAt.toISOString() });
    await adjust({ userId: shopper.id, amount: -100, reason: "Spent in the shop" });
    const before = await readCredit(shopper);
    expect(before.body.balance).toBe(200);
    expect(before.body.entries![1]).toEqual({
      amount: 300,
      reason: "Diwali bonus",
      createdAt: expect.any(String),
      expiresAt: expiresAt.toISOString(),
    });

    const later = vi.spyOn(clock, "now").mockReturnValue(new Date(expiresAt.getTime() + 1));
    try {
      expect((await readCredit(shopper)).body.balance).toBe(0);
    } finally {
      later.mockRestore();
    }
  });
});

describe("spends raced against one balance", () => {
  it("never takes the balance below zero: of eight spends of ₹300 against ₹1,000, three go through", async () => {
    const shopper = await makeUser();
    await adjust({ userId: shopper.id, amount: 1000, reason: "Refund of a return" });
    const spend = () =>
      getDb().$transaction((tx) =>
        appendLine(tx, { userId: shopper.id, amountPaise: -30_000, reason: "Paid an order", actorId: shopper.id }, new Date()),
      );
    const results = await Promise.allSettled(Array.from({ length: 8 }, spend));

    const through = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(through).toHaveLength(3);
    expect(refused.map((result) => (result as PromiseRejectedResult).reason.message)).toEqual(
      Array.from({ length: 5 }, () => notEnoughCreditMessage(10_000)),
    );
    expect((await myStoreCredit(shopper.ctx)).balancePaise).toBe(10_000);
    expect(await db.storeCreditEntry.count({ where: { userId: shopper.id, amountPaise: -30_000 } })).toBe(3);
  });
});
