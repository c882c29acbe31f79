import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute, POST as issueRoute } from "@/app/api/v1/giftCards/route";
import { POST as redeemRoute } from "@/app/api/v1/giftCards/redeem/route";
import { POST as voidRoute } from "@/app/api/v1/giftCards/void/route";
import { GET as myCreditRoute } from "@/app/api/v1/user/storeCredit/route";
import { ONLY_UNUSED_VOID } from "@/lib/gift-cards/admin";
import { hashCode, newCode } from "@/lib/gift-cards/code";
import { CODE_NOT_VALID } from "@/lib/gift-cards/redeem";
import { call, db, type RouteHandler } from "../../support/api";
import { makeUser, type MadeUser } from "../../support/factories";
import { openApiChecker, type OpenApiChecker } from "../../support/openapi-check";

// Gift cards (issue 51 point 4): the owner issues them (the code shown once), lists them with what is
// still owed on them, and voids unused ones; a shopper redeems a code into her store credit, once.
// Requests and answers are held to the OpenAPI document.

let checker: OpenApiChecker;
let owner: MadeUser;

beforeAll(async () => {
  checker = await openApiChecker();
  owner = await makeUser({ role: "ADMIN", fullname: "Meera Owner" });
}, 60_000);
afterAll(() => db.$disconnect());

type Card = { id: string; code: string; amount: number; expiresAt: string };
type Body = {
  success: boolean;
  message?: string;
  giftCard?: Card;
  balance?: number;
  liability?: { amount: number; cards: number };
  giftCards?: { id: string; status: string }[];
};

async function api(handler: RouteHandler, method: string, path: string, token: string | null, json?: unknown, ip?: string) {
  const result = await call(handler, { method, path, token: token ?? undefined, json, ip });
  const traffic = { method, path, body: json };
  if (result.status < 400) expect(checker.request(traffic), `${method} ${path} request`).toEqual([]);
  expect(checker.response(traffic, result.status, result.body), `${method} ${path} answer`).toEqual([]);
  return { status: result.status, body: result.body as unknown as Body };
}

const issue = async (json: Record<string, unknown> = { amount: 1000 }, token: string | null = owner.token) =>
  api(issueRoute, "POST", "/api/v1/giftCards", token, json);
const issued = async (amount = 1000) => (await issue({ amount })).body.giftCard!;
const redeem = (shopper: MadeUser | null, code: string, ip?: string) =>
  api(redeemRoute, "POST", "/api/v1/giftCards/redeem", shopper?.token ?? null, { code }, ip);
const voidCard = (id: string, token: string | null = owner.token) => api(voidRoute, "POST", "/api/v1/giftCards/void", token, { id });
const list = (token: string | null = owner.token) => api(listRoute, "GET", "/api/v1/giftCards", token);
const balanceOf = async (shopper: MadeUser) => (await api(myCreditRoute, "GET", "/api/v1/user/storeCredit", shopper.token)).body.balance;
const refusedCode = { status: 404, body: { success: false, message: CODE_NOT_VALID } };

describe("issuing a gift card", () => {
  it("answers the code once, valid a year, and keeps only its hash; audited", async () => {
    const before = new Date();
    const { status, body } = await issue({ amount: 2500, recipientName: "Asha", recipientPhone: "98765 43210", message: "Happy Diwali" });
    expect(status).toBe(200);
    const card = body.giftCard!;
    expect(card).toMatchObject({ amount: 2500, code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/) });
    const expiresAt = new Date(card.expiresAt);
    expect(expiresAt.getUTCFullYear()).toBe(before.getUTCFullYear() + 1);
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(before.getTime() + 365 * 86_400_000);

    const row = await db.giftCard.findUniqueOrThrow({ where: { id: card.id } });
    expect(row).toMatchObject({
      amountPaise: 250_000,
      recipientPhone: "+919876543210",
      issuedById: owner.id,
      codeEnd: card.code.slice(-4),
    });
    expect(row.codeHash).toBe(hashCode(card.code.replaceAll("-", "")));
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "giftCard.issued", entityId: card.id } });
    expect(audit.actorId).toBe(owner.id);
    expect(JSON.stringify([row, audit])).not.toContain(card.code.replaceAll("-", "").slice(0, 12));
  });

  it("is for the owner only, and checks its input", async () => {
    const shopper = await makeUser();
    expect((await issue({ amount: 1000 }, shopper.token)).status).toBe(403);
    expect((await issue({ amount: 1000 }, null)).status).toBe(401);
    expect((await list(shopper.token)).status).toBe(403);
    expect((await list(null)).status).toBe(401);
    const card = await issued();
    expect((await voidCard(card.id, shopper.token)).status).toBe(403);
    expect((await voidCard(card.id, null)).status).toBe(401);
    expect((await redeem(null, card.code)).status).toBe(401);
    expect((await issue({ amount: 99 })).status).toBe(400);
    expect((await issue({ amount: 500.5 })).status).toBe(400);
    expect((await issue({ amount: 500, recipientEmail: "not an email" })).status).toBe(400);
    expect((await issue({ amount: 500, recipientPhone: "12345" })).status).toBe(400);
    // The refused calls changed nothing: the card is still there to redeem.
    expect(await redeem(shopper, card.code)).toMatchObject({ status: 200, body: { balance: 1000 } });
  });
});

describe("redeeming a gift card", () => {
  it("credits the shopper's store credit with the card's amount and validity, audited", async () => {
    const shopper = await makeUser();
    const card = await issued(1500);
    expect(await redeem(shopper, card.code.toLowerCase().replaceAll("-", " "))).toMatchObject({
      status: 200,
      body: { success: true, balance: 1500 },
    });
    const line = await db.storeCreditEntry.findFirstOrThrow({ where: { userId: shopper.id } });
    expect(line).toMatchObject({ amountPaise: 150_000, reason: `Gift card ending ${card.code.slice(-4)}` });
    expect(line.expiresAt?.toISOString()).toBe(card.expiresAt);
    expect(await db.auditLog.count({ where: { action: "giftCard.redeemed", entityId: card.id, actorId: shopper.id } })).toBe(1);
  });

  it("credits exactly once when many redeem one code at the same moment", async () => {
    const card = await issued(2000);
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => makeUser()));
    const tries = shoppers.flatMap((shopper) => [shopper, shopper]).map((shopper) => redeem(shopper, card.code));
    const answers = await Promise.all(tries);

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body.message]);
    expect(refused).toEqual(Array.from({ length: 7 }, () => [404, CODE_NOT_VALID]));
    const lines = await db.storeCreditEntry.findMany({ where: { userId: { in: shoppers.map((shopper) => shopper.id) } } });
    expect(lines.map((line) => line.amountPaise)).toEqual([200_000]);
    const row = await db.giftCard.findUniqueOrThrow({ where: { id: card.id } });
    expect(row.redeemedById).toBe(lines[0]!.userId);
  });

  it("gives a used, void, expired, unknown or misshapen code one and the same answer", async () => {
    const shopper = await makeUser();
    const used = await issued();
    expect((await redeem(await makeUser(), used.code)).status).toBe(200);
    const voided = await issued();
    expect((await voidCard(voided.id)).status).toBe(200);
    const expiredCode = newCode();
    await db.giftCard.create({
      data: {
        codeHash: hashCode(expiredCode),
        codeEnd: expiredCode.slice(-4),
        amountPaise: 100_000,
        expiresAt: new Date(Date.now() - 1000),
      },
    });

    for (const code of [used.code, voided.code, expiredCode, newCode(), "not a code"]) {
      expect(await redeem(shopper, code), code).toMatchObject(refusedCode);
    }
    expect(await balanceOf(shopper)).toBe(0);
  });

  it("limits tries per shopper (a code that works is not counted), whatever the address: 429, even for a good code", async () => {
    const shopper = await makeUser();
    const wrong = () => redeem(shopper, newCode(), `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    for (let i = 0; i < 9; i++) expect((await wrong()).status).toBe(404);
    expect((await redeem(shopper, (await issued(500)).code)).status).toBe(200);
    expect((await wrong()).status).toBe(404);

    const good = await issued(700);
    expect(await redeem(shopper, good.code)).toMatchObject({
      status: 429,
      body: { success: false, message: expect.stringContaining("Too many attempts") },
    });
    expect(await db.giftCard.findUniqueOrThrow({ where: { id: good.id } })).toMatchObject({ redeemedAt: null });
    expect(await balanceOf(shopper)).toBe(500);
  });

  it("limits tries per address, whichever shopper makes them", async () => {
    const ip = `10.78.${Math.floor(Math.random() * 250)}.9`;
    const shoppers = await Promise.all(Array.from({ length: 3 }, () => makeUser()));
    for (const shopper of shoppers) for (let i = 0; i < 10; i++) expect((await redeem(shopper, newCode(), ip)).status).toBe(404);
    const fresh = await makeUser();
    expect((await redeem(fresh, newCode(), ip)).status).toBe(429);
    expect((await redeem(fresh, newCode())).status).toBe(404);
  });
});

describe("the owner's list and voiding", () => {
  it("voids an unused card (then it cannot be redeemed), and refuses to void one redeemed or void already", async () => {
    const shopper = await makeUser();
    const unused = await issued(800);
    expect(await voidCard(unused.id)).toMatchObject({ status: 200, body: { success: true } });
    expect(await redeem(shopper, unused.code)).toMatchObject(refusedCode);
    expect(await voidCard(unused.id)).toMatchObject({ status: 409, body: { message: ONLY_UNUSED_VOID } });

    const used = await issued(900);
    expect((await redeem(shopper, used.code)).status).toBe(200);
    expect(await voidCard(used.id)).toMatchObject({ status: 409, body: { success: false, message: ONLY_UNUSED_VOID } });
    expect(await db.giftCard.findUniqueOrThrow({ where: { id: used.id } })).toMatchObject({ voidedAt: null, redeemedById: shopper.id });
    expect(await balanceOf(shopper)).toBe(900);
    expect(await voidCard(`missing-${randomUUID().slice(0, 8)}`)).toMatchObject({ status: 404 });
    expect(await db.auditLog.count({ where: { action: "giftCard.voided", entityId: { in: [unused.id, used.id] } } })).toBe(1);
  });

  it("shows the liability: what unused, unexpired cards are worth", async () => {
    const start = (await list()).body.liability!;
    const small = await issued(1000);
    const large = await issued(2500);
    expect((await list()).body.liability).toEqual({ amount: start.amount + 3500, cards: start.cards + 2 });

    expect((await redeem(await makeUser(), small.code)).status).toBe(200);
    expect((await voidCard(large.id)).status).toBe(200);
    const lapsed = newCode();
    await db.giftCard.create({
      data: { codeHash: hashCode(lapsed), codeEnd: lapsed.slice(-4), amountPaise: 300_000, expiresAt: new Date(Date.now() - 1000) },
    });
    await issued(400);

    const end = await list();
    expect(end.body.liability).toEqual({ amount: start.amount + 400, cards: start.cards + 1 });
    expect(end.body.giftCards!.slice(0, 4).map((card) => card.status)).toEqual(["unused", "expired", "void", "redeemed"]);
  });
});
