import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as archiveRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/v1/promotions/[id]/route";
import { POST as batchRoute } from "@/app/api/v1/promotions/batches/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/promotions/route";
import { POST as returnOrderRoute } from "@/app/api/v1/order/returnOrder/route";
import { GET as downloadRoute } from "@/app/(shop)/admin/promotions/batches/[batchId]/route";
import { codeBatchCsv, createCodeBatch } from "@/lib/promotions/admin/batches";
import { getPromotion, listPromotions } from "@/lib/promotions/admin/read";
import {
  archivePromotion,
  ARCHIVED_MESSAGE,
  codeTakenMessage,
  createPromotion,
  LOCKED_MESSAGE,
  NOT_FOUND_MESSAGE,
  updatePromotion,
} from "@/lib/promotions/admin/save";
import { PROMOTION_MESSAGES } from "@/lib/promotions/admin/schemas";
import { APP_ORIGIN, call, db, refusal, type CallOptions, type RouteHandler } from "../../support/api";
import { makeCategory, makeUser, type MadeUser } from "../../support/factories";
import { openApiChecker, type OpenApiChecker } from "../../support/openapi-check";
import { callOrder, codOrder, deliver } from "../orders/fixtures";

// Admin → Promotions through /api/v1/promotions: admins only, every rule of the input with its
// message, codes unique, what locks after the first use, archiving, the report on real orders and
// code batches. Every request and answer is held to the OpenAPI document.

afterAll(() => db.$disconnect());

type Promotion = Record<string, unknown> & { id: string; code: string | null; status: string; report?: Record<string, number> };
type Body = { success: boolean; message?: string; promotion?: Promotion; promotions?: Promotion[]; batchId?: string; codes?: string[] };

let checker: OpenApiChecker;
let owner: MadeUser;
/** A category with no product: an automatic promotion made here targets it, so no other test's cart sees it. */
let nowhere: { categoryIds: string[] };

beforeAll(async () => {
  checker = await openApiChecker();
  owner = await makeUser({ role: "ADMIN", fullname: "Meera Owner" });
  nowhere = { categoryIds: [(await makeCategory(`Nowhere ${Date.now()}`)).id] };
}, 60_000);

/** Calls a route and checks the answer (and a request meant to be valid) against the OpenAPI document. */
async function api(
  handler: RouteHandler,
  method: string,
  path: string,
  options: Omit<CallOptions, "path" | "method"> & { bad?: true } = {},
) {
  const result = await call(handler, { token: owner.token, ...options, method, path });
  const traffic = { method, path, body: options.json };
  if (!options.bad) expect(checker.request(traffic), `${method} ${path} request`).toEqual([]);
  expect(checker.response(traffic, result.status, result.body), `${method} ${path} answer`).toEqual([]);
  return { status: result.status, body: result.body as unknown as Body };
}

const create = (json: Record<string, unknown>, bad?: true) =>
  api(createRoute, "POST", "/api/v1/promotions", { json: "code" in json || "targets" in json ? json : { ...json, targets: nowhere }, bad });
const patch = (id: string, json: unknown, bad?: true) => api(patchRoute, "PATCH", `/api/v1/promotions/${id}`, { json, bad });
const get = (id: string) => api(getRoute, "GET", `/api/v1/promotions/${id}`);
const uniqueCode = (stem: string) => `${stem}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

describe("who may call /api/v1/promotions", () => {
  const calls: [RouteHandler, string, string][] = [
    [listRoute, "GET", "/api/v1/promotions"],
    [createRoute, "POST", "/api/v1/promotions"],
    [batchRoute, "POST", "/api/v1/promotions/batches"],
    [getRoute, "GET", "/api/v1/promotions/some-id"],
    [patchRoute, "PATCH", "/api/v1/promotions/some-id"],
    [archiveRoute, "DELETE", "/api/v1/promotions/some-id"],
  ];

  it("refuses a visitor (401) and a customer (403), and saves nothing", async () => {
    const customer = await makeUser();
    const before = await db.promotion.count();
    for (const [handler, method, path] of calls) {
      const json = method === "GET" ? undefined : { title: "Sneaky", type: "PERCENT", value: 90 };
      const visitor = await call(handler, { method, path, json });
      expect([visitor.status, visitor.body.message], `${method} ${path}`).toEqual([401, "Please log in to continue"]);
      const shopper = await call(handler, { method, path, json, token: customer.token });
      expect([shopper.status, shopper.body.message], `${method} ${path}`).toEqual([403, "Only admins can do that"]);
    }
    expect(await db.promotion.count()).toBe(before);
  });

  it("is refused by the domain functions themselves, the server actions' door (403)", async () => {
    const customer = await makeUser();
    const { body } = await create({ title: "Owner's", type: "PERCENT", value: 10 });
    const id = body.promotion!.id;
    const input = { title: "Sneaky", type: "PERCENT", value: 90 };
    const attempts = [
      () => createPromotion(customer.ctx, input),
      () => updatePromotion(customer.ctx, id, input),
      () => archivePromotion(customer.ctx, id),
      () => createCodeBatch(customer.ctx, { ...input, prefix: "SNEAK", count: 2 }),
      () => listPromotions(customer.ctx, {}),
      () => getPromotion(customer.ctx, id),
      () => codeBatchCsv(customer.ctx, "any"),
    ];
    for (const attempt of attempts) {
      const error = await refusal(attempt);
      expect([error.status, error.message]).toEqual([403, "Only admins can do that"]);
    }
    expect(await db.promotion.findUniqueOrThrow({ where: { id } })).toMatchObject({ title: "Owner's", percentBp: 1000, archivedAt: null });
  });
});

describe("POST /api/v1/promotions", () => {
  it("saves a code upper-cased, a percentage in basis points and IST days as instants, audited", async () => {
    const code = uniqueCode("diwali");
    const { status, body } = await create({
      code: `  ${code.toLowerCase()} `,
      title: "Diwali 10% off",
      type: "PERCENT",
      value: 10,
      minCart: 999,
      startsAt: "2026-12-01",
      endsAt: "2026-12-03",
      usageLimit: 100,
      perCustomerLimit: "1",
      prepaidOnly: "true",
    });
    expect(status).toBe(200);
    expect(body.promotion).toMatchObject({
      code,
      title: "Diwali 10% off",
      type: "PERCENT",
      value: 10,
      minCart: 999,
      startsAt: "2026-11-30T18:30:00.000Z",
      endsAt: "2026-12-03T18:30:00.000Z",
      usageLimit: 100,
      usedCount: 0,
      perCustomerLimit: 1,
      prepaidOnly: true,
      combinable: false,
      combinesWithSales: true,
      targets: { categoryIds: [], productIds: [], sizeIds: [] },
    });
    const row = await db.promotion.findUniqueOrThrow({ where: { id: body.promotion!.id } });
    expect(row).toMatchObject({ code, percentBp: 1000, minCartPaise: 99_900, createdById: owner.id });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: "Promotion", entityId: row.id } });
    expect(audit).toMatchObject({ actorId: owner.id, action: "promotion.saved", data: { before: null, after: { code, percentBp: 1000 } } });
  });

  it("keeps rupees as paise: a fixed amount, a budget; buy X get Y free by default", async () => {
    const fixed = await create({ title: "₹199.50 off", type: "FIXED", value: "199.50", budget: 5000 });
    expect(fixed.status).toBe(200);
    expect(fixed.body.promotion).toMatchObject({ code: null, value: 199.5, budget: 5000, given: 0 });
    expect(await db.promotion.findUniqueOrThrow({ where: { id: fixed.body.promotion!.id } })).toMatchObject({
      amountPaise: 19_950,
      budgetPaise: 500_000,
      percentBp: 0,
    });
    const category = await makeCategory(`Festive ${Date.now()}`);
    const bogo = await create({
      title: "Buy 2 get 1",
      type: "BUY_X_GET_Y",
      buy: 2,
      get: 1,
      maxRepeats: 3,
      targets: { categoryIds: [category.id] },
    });
    expect(bogo.status).toBe(200);
    expect(bogo.body.promotion).toMatchObject({ value: 100, buy: 2, get: 1, maxRepeats: 3, targets: { categoryIds: [category.id] } });
  });

  it("takes whether it combines with sale prices apart from other offers, and a change of it", async () => {
    const created = await create({
      title: "Full-price items 15% off",
      type: "PERCENT",
      value: 15,
      combinable: true,
      combinesWithSales: false,
    });
    expect(created.status).toBe(200);
    expect(created.body.promotion).toMatchObject({ combinable: true, combinesWithSales: false });
    const id = created.body.promotion!.id;
    expect(await db.promotion.findUniqueOrThrow({ where: { id } })).toMatchObject({ combinable: true, combinesWithSales: false });
    const changed = await patch(id, { combinesWithSales: "on" });
    expect(changed.status).toBe(200);
    expect(changed.body.promotion).toMatchObject({ combinable: true, combinesWithSales: true });
  });

  it("refuses bad input (400) with the message of the field, and saves nothing", async () => {
    const valid = { title: "Sale", type: "PERCENT", value: 10 };
    const cases: [Record<string, unknown>, string][] = [
      [{ code: "ab" }, PROMOTION_MESSAGES.code],
      [{ code: "NO SPACES" }, PROMOTION_MESSAGES.code],
      [{ title: "  " }, PROMOTION_MESSAGES.title],
      [{ type: "FREEBIE" }, PROMOTION_MESSAGES.type],
      [{ type: "GIFT" }, PROMOTION_MESSAGES.gift],
      [{ type: "GIFT", gift: "no-such-size" }, "These targets do not exist: sizes no-such-size"],
      [{ value: 0 }, PROMOTION_MESSAGES.percent],
      [{ value: 101 }, PROMOTION_MESSAGES.percent],
      [{ value: "NaN" }, "Give the value: a percentage or an amount in rupees"],
      [{ type: "FIXED", value: 0.001 }, PROMOTION_MESSAGES.fixed],
      [{ type: "BUY_X_GET_Y", get: 1 }, PROMOTION_MESSAGES.buy],
      [{ startsAt: "2026-02-30" }, PROMOTION_MESSAGES.startsAt],
      [{ endsAt: "next friday" }, PROMOTION_MESSAGES.endsAt],
      [{ startsAt: "2026-12-05", endsAt: "2026-12-04" }, PROMOTION_MESSAGES.order],
      [{ startsAt: "2026-12-05T10:00:00+05:30", endsAt: "2026-12-05T04:30:00Z" }, PROMOTION_MESSAGES.order],
      [{ usageLimit: 0 }, PROMOTION_MESSAGES.usageLimit],
      [{ perCustomerLimit: 2.5 }, PROMOTION_MESSAGES.perCustomerLimit],
      [{ budget: "lots" }, PROMOTION_MESSAGES.budget],
      [{ minCart: -1 }, PROMOTION_MESSAGES.minCart],
      [{ combinable: "maybe" }, PROMOTION_MESSAGES.flag],
      [{ combinesWithSales: "maybe" }, PROMOTION_MESSAGES.flag],
      [{ targets: { categoryIds: "all" } }, PROMOTION_MESSAGES.targets],
      [{ targets: { categoryIds: ["no-such-category"] } }, "These targets do not exist: categories no-such-category"],
    ];
    const before = await db.promotion.count();
    for (const [change, message] of cases) {
      const { status, body } = await create({ ...valid, ...change }, true);
      expect([status, body.message], JSON.stringify(change)).toEqual([400, message]);
    }
    expect(await db.promotion.count()).toBe(before);
  });

  it("refuses a code already taken, in any case (409), naming it", async () => {
    const code = uniqueCode("twice");
    expect((await create({ code, title: "First", type: "PERCENT", value: 5 })).status).toBe(200);
    const again = await create({ code: code.toLowerCase(), title: "Second", type: "PERCENT", value: 5 });
    expect([again.status, again.body.message]).toEqual([409, codeTakenMessage(code)]);
    expect(await db.promotion.count({ where: { code } })).toBe(1);
  });
});

/** An order of Priya's that used the promotion (as the order's transaction reserves it), delivered when asked. */
async function usedBy(promotionId: string, discountPaise: number, options: { delivered?: boolean; released?: boolean } = {}) {
  const placed = await codOrder();
  await db.promotionUse.create({
    data: {
      promotionId,
      orderId: placed.order.id,
      userId: placed.user.id,
      discountPaise,
      releasedAt: options.released ? new Date() : null,
    },
  });
  if (!options.released)
    await db.promotion.update({
      where: { id: promotionId },
      data: { usedCount: { increment: 1 }, givenPaise: { increment: discountPaise } },
    });
  if (options.delivered) await deliver(placed.order.id);
  return placed;
}

describe("PATCH /api/v1/promotions/{id}", () => {
  it("changes anything before the first use, and checks the whole again", async () => {
    const { body } = await create({
      code: uniqueCode("early"),
      title: "Early bird",
      type: "PERCENT",
      value: 10,
      startsAt: "2026-12-01",
      targets: nowhere,
    });
    const id = body.promotion!.id;
    const changed = await patch(id, { value: 15, type: "FIXED" });
    expect(changed.status).toBe(200);
    expect(changed.body.promotion).toMatchObject({ type: "FIXED", value: 15, startsAt: "2026-11-30T18:30:00.000Z" });
    const backwards = await patch(id, { endsAt: "2026-11-20" });
    expect([backwards.status, backwards.body.message]).toEqual([400, PROMOTION_MESSAGES.order]);
    const cleared = await patch(id, { code: null, startsAt: null });
    expect(cleared.body.promotion).toMatchObject({ code: null, startsAt: null });
    const audits = await db.auditLog.findMany({ where: { entityId: id, action: "promotion.saved" }, orderBy: { createdAt: "asc" } });
    expect(audits).toHaveLength(3);
    expect(audits[1]!.data).toMatchObject({ before: { type: "PERCENT", percentBp: 1000 }, after: { type: "FIXED", amountPaise: 1500 } });
  });

  it("locks the code, kind, value and targets after the first use (409), but not the title, dates and limits", async () => {
    const code = uniqueCode("used");
    const { body } = await create({ code, title: "Used once", type: "PERCENT", value: 10, usageLimit: 5 });
    const id = body.promotion!.id;
    await usedBy(id, 29_980);
    for (const change of [
      { value: 20 },
      { type: "FIXED" },
      { code: uniqueCode("other") },
      { code: null },
      { targets: { productIds: [], categoryIds: [(await makeCategory(`C ${Date.now()}`)).id] } },
    ]) {
      const refused = await patch(id, change);
      expect([refused.status, refused.body.message], JSON.stringify(change)).toEqual([409, LOCKED_MESSAGE]);
    }
    const kept = await patch(id, { title: "Used once, longer", endsAt: "2027-01-31", usageLimit: 1, value: 10, code: code.toLowerCase() });
    expect(kept.status).toBe(200);
    expect(kept.body.promotion).toMatchObject({
      title: "Used once, longer",
      endsAt: "2027-01-31T18:30:00.000Z",
      usageLimit: 1,
      status: "used_up",
    });
    const below = await patch(id, { budget: 100 });
    expect([below.status, below.body.message]).toEqual([409, "₹299.80 is already given: the budget cannot be below that"]);
    await db.promotion.update({ where: { id }, data: { usageLimit: null, usedCount: 2 } });
    const fewer = await patch(id, { usageLimit: 1 });
    expect([fewer.status, fewer.body.message]).toEqual([409, "2 uses are already taken: the total uses cannot be below that"]);
  });

  it("answers 404 for a promotion that does not exist", async () => {
    const missing = await patch("no-such-promotion", { title: "x" });
    expect([missing.status, missing.body.message]).toEqual([404, NOT_FOUND_MESSAGE]);
    const read = await get("no-such-promotion");
    expect([read.status, read.body.message]).toEqual([404, NOT_FOUND_MESSAGE]);
  });
});

describe("DELETE /api/v1/promotions/{id}", () => {
  it("archives: the promotion leaves the list, cannot change, and keeps its uses; audited once", async () => {
    const { body } = await create({ code: uniqueCode("gone"), title: "Gone soon", type: "PERCENT", value: 10 });
    const id = body.promotion!.id;
    const archived = await api(archiveRoute, "DELETE", `/api/v1/promotions/${id}`);
    expect([archived.status, archived.body.message, archived.body.promotion?.status]).toEqual([200, "Promotion archived", "archived"]);
    const again = await api(archiveRoute, "DELETE", `/api/v1/promotions/${id}`);
    expect(again.status).toBe(200);
    expect(await db.auditLog.count({ where: { entityId: id, action: "promotion.archived" } })).toBe(1);
    const changed = await patch(id, { title: "Back" });
    expect([changed.status, changed.body.message]).toEqual([409, ARCHIVED_MESSAGE]);
    const list = await api(listRoute, "GET", "/api/v1/promotions");
    expect(list.body.promotions!.map((promotion) => promotion.id)).not.toContain(id);
    const archivedList = await api(listRoute, "GET", "/api/v1/promotions?status=archived");
    expect(archivedList.body.promotions!.map((promotion) => promotion.id)).toContain(id);
  });
});

describe("GET /api/v1/promotions", () => {
  it("gives each promotion its status now: scheduled, live, ended, used up", async () => {
    const made = {
      scheduled: await create({ title: "Later", type: "PERCENT", value: 5, startsAt: "2099-01-01" }),
      live: await create({ title: "Now", type: "PERCENT", value: 5, startsAt: "2020-01-01", endsAt: "2099-01-01" }),
      ended: await create({ title: "Over", type: "PERCENT", value: 5, endsAt: "2020-01-01" }),
      used_up: await create({ title: "Taken", type: "PERCENT", value: 5, usageLimit: 1 }),
    };
    await db.promotion.update({ where: { id: made.used_up.body.promotion!.id }, data: { usedCount: 1 } });
    for (const [status, created] of Object.entries(made)) {
      const list = await api(listRoute, "GET", `/api/v1/promotions?status=${status}`);
      expect(list.status).toBe(200);
      expect(
        list.body.promotions!.map((promotion) => promotion.id),
        status,
      ).toContain(created.body.promotion!.id);
      expect(new Set(list.body.promotions!.map((promotion) => promotion.status))).toEqual(new Set([status]));
    }
    const bad = await api(listRoute, "GET", "/api/v1/promotions?status=soon", { bad: true });
    expect([bad.status, bad.body.message]).toEqual([400, "The status is one of scheduled, live, ended, used_up, archived"]);
  });
});

describe("GET /api/v1/promotions/{id}: the report", () => {
  it("counts the orders that used it (a cancelled one's released use left out), their value, the discount and their returns", async () => {
    const { body } = await create({ code: uniqueCode("report"), title: "Reported", type: "PERCENT", value: 10 });
    const id = body.promotion!.id;
    const kept = await usedBy(id, 29_980, { delivered: true });
    const other = await usedBy(id, 10_000);
    await usedBy(id, 55_500, { released: true });
    const returned = await callOrder(returnOrderRoute, {
      path: "/api/v1/order/returnOrder",
      token: kept.user.token,
      json: { orderId: kept.order.id, reason: "Too loose" },
    });
    expect(returned.status).toBe(200);
    const orders = await db.order.findMany({ where: { id: { in: [kept.order.id, other.order.id] } }, select: { totalPaise: true } });
    const revenuePaise = orders.reduce((sum, order) => sum + order.totalPaise, 0);
    const returnRow = await db.order.findUniqueOrThrow({ where: { id: returned.body.order!.id }, select: { totalPaise: true } });
    const read = await get(id);
    expect(read.status).toBe(200);
    expect(read.body.promotion!.report).toEqual({
      orders: 2,
      revenue: revenuePaise / 100,
      discount: 399.8,
      returns: 1,
      returned: returnRow.totalPaise / 100,
    });
    expect(revenuePaise).toBeGreaterThan(0);
  }, 60_000);
});

describe("POST /api/v1/promotions/batches", () => {
  it("makes N single-use codes sharing the settings, listed apart and exported as CSV", async () => {
    const made = await api(batchRoute, "POST", "/api/v1/promotions/batches", {
      json: { prefix: "vip", count: 5, title: "VIP ₹300 off", type: "FIXED", value: 300, endsAt: "2099-12-31" },
    });
    expect(made.status).toBe(200);
    const codes = made.body.codes!;
    expect(codes).toHaveLength(5);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^VIP-[A-HJ-NP-Z2-9]{8}$/);
    const rows = await db.promotion.findMany({ where: { batchId: made.body.batchId } });
    expect(rows.map((row) => [row.usageLimit, row.amountPaise, row.title])).toEqual(Array(5).fill([1, 30_000, "VIP ₹300 off"]));
    const listed = await api(listRoute, "GET", `/api/v1/promotions?batchId=${made.body.batchId}`);
    expect(listed.body.promotions!.map((promotion) => promotion.code).sort()).toEqual(codes);
    const all = await api(listRoute, "GET", "/api/v1/promotions");
    expect(all.body.promotions!.some((promotion) => codes.includes(promotion.code!))).toBe(false);
    // The page's download: CSV for the owner, a JSON refusal for anyone else.
    const download = (token?: string) =>
      downloadRoute(
        new Request(new URL(`/admin/promotions/batches/${made.body.batchId}`, APP_ORIGIN), {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }),
        { params: Promise.resolve({ batchId: made.body.batchId! }) },
      );
    const response = await download(owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="codes-[\w-]{8}\.csv"$/);
    const refused = await download((await makeUser()).token);
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([403, "Only admins can do that"]);
    const csv = (await response.text()).trim().split("\n");
    expect(csv[0]).toBe("code,title,offer,starts,ends,used,status");
    expect(csv.slice(1).map((line) => line.split(",")[0])).toEqual(codes);
    expect(csv[1]).toContain(",VIP ₹300 off,₹300 off,,");
    const tooMany = await api(batchRoute, "POST", "/api/v1/promotions/batches", {
      json: { prefix: "vip", count: 1001, title: "x", type: "PERCENT", value: 5 },
      bad: true,
    });
    expect([tooMany.status, tooMany.body.message]).toEqual([400, PROMOTION_MESSAGES.count]);
  });
});
