import { afterAll, describe, expect, it } from "vitest";
import { loadCodRulesPage } from "@/lib/admin/cod-rules-page";
import { dashboardFigures } from "@/lib/admin/dashboard/dashboard";
import { currentDashboard } from "@/lib/admin/dashboard/dashboard-snapshot";
import type { CodConfirmedVia, OrderStatus, PaymentType } from "@/lib/generated/prisma/enums";
import { addDays, indianDate, startOfIndianDate } from "@/lib/india-days";
import { LAPSE_REASON } from "@/lib/orders/cod/confirmation";
import { codRulesAt, saveCodRules } from "@/lib/orders/cod-rules/rules-store";
import { CUSTOMER_CANCEL_REASON } from "@/lib/orders/model/status";
import { COD_FEE_MESSAGE, COD_MAX_MESSAGE, COD_MIN_MESSAGE } from "@/lib/orders/model/schemas";
import { db, refusal } from "../../support/api";
import { freshDatabase } from "../../support/fresh-database";
import { makeUser } from "../../support/factories";

// Admin → Cash on delivery: saving the rules (admins only, every value checked, dated, audited), and
// the dashboard's COD figures on known orders in an empty database of their own.

const freshDb = freshDatabase("kurta_cod_figures");
afterAll(() => db.$disconnect());

const valid = {
  minOrderRupees: "0",
  maxOrderRupees: "50000",
  feeRupees: "49",
  firstOrderMaxRupees: "",
  rtoLookbackDays: "180",
  places: [],
  from: "",
};

describe("saveCodRules", () => {
  it("refuses a shopper (403) and saves nothing", async () => {
    const shopper = await makeUser();
    const before = await db.codRuleSet.count();
    const error = await refusal(() => saveCodRules(shopper.ctx, valid));
    expect(error.status).toBe(403);
    expect(await db.codRuleSet.count()).toBe(before);
  });

  it("refuses bad rules (400) with the message the form shows, and saves nothing", async () => {
    const owner = await makeUser({ role: "ADMIN" });
    const before = await db.codRuleSet.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ maxOrderRupees: "200000" }, COD_MAX_MESSAGE],
      [{ minOrderRupees: "6000", maxOrderRupees: "5000" }, COD_MIN_MESSAGE],
      [{ feeRupees: "501" }, COD_FEE_MESSAGE],
      // An emptied maximum was once saved as ₹0, which turned cash on delivery off for every order.
      [{ maxOrderRupees: "" }, COD_MAX_MESSAGE],
      [{ feeRupees: true }, COD_FEE_MESSAGE],
      [{ places: [{ kind: "PIN", value: "01234", effect: "BLOCK" }] }, '"01234" is not a pin code'],
      [{ places: [{ kind: "STATE", value: "Atlantis", effect: "ALLOW" }] }, '"Atlantis" is not a state or union territory of India'],
    ];
    for (const [change, message] of cases) {
      const error = await refusal(() => saveCodRules(owner.ctx, { ...valid, ...change }));
      expect(error.status, message).toBe(400);
      expect(error.message).toContain(message);
    }
    expect(COD_MAX_MESSAGE).toContain("₹2,00,000");
    expect(await db.codRuleSet.count()).toBe(before);
  });

  it("puts a set in force now, with places as stored, and audits what it replaced", async () => {
    const owner = await makeUser({ role: "ADMIN", fullname: "Meera Owner" });
    const saved = await saveCodRules(owner.ctx, {
      ...valid,
      places: [
        { kind: "PIN", value: "795001", effect: "PREPAID_ONLY" },
        { kind: "STATE", value: "kerala", effect: "BLOCK" },
      ],
    });
    const inForce = await codRulesAt();
    expect(inForce).toMatchObject({
      id: saved.id,
      minOrderPaise: 0,
      maxOrderPaise: 5_000_000,
      feePaise: 4_900,
      firstOrderMaxPaise: null,
      rtoLookbackDays: 180,
    });
    expect(inForce.places).toEqual([
      { kind: "PIN", value: "795001", effect: "PREPAID_ONLY" },
      { kind: "STATE", value: "Kerala", effect: "BLOCK" },
    ]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: "CodRuleSet", entityId: saved.id! } });
    expect(audit).toMatchObject({ actorId: owner.id, action: "cod.rules_saved" });
    const data = audit.data as { before: Record<string, unknown>; after: Record<string, unknown> };
    expect(data.before).toMatchObject({ feePaise: 0, places: [] });
    expect(data.after).toMatchObject({ feePaise: 4_900, maxOrderPaise: 5_000_000, rtoLookbackDays: 180 });
    expect(data.after.places).toHaveLength(2);

    const page = await loadCodRulesPage(owner.ctx);
    expect(page.inForce.id).toBe(saved.id);
    expect(page.history[0]).toMatchObject({ id: saved.id, createdBy: "Meera Owner" });
    expect(page.history[0]!.changes).toEqual(
      expect.arrayContaining(["Fee: ₹0 → ₹49", "Pin code 795001: Pay online only (added)", "Kerala: Blocked (added)"]),
    );
  });

  it("keeps a set dated for a later day out of force until that day begins in India", async () => {
    const owner = await makeUser({ role: "ADMIN" });
    const current = await codRulesAt();
    const day = addDays(indianDate(new Date()), 2);
    const later = await saveCodRules(owner.ctx, { ...valid, feeRupees: "79", from: day });
    const starts = startOfIndianDate(day);
    expect(later.validFrom).toEqual(starts);
    expect((await codRulesAt()).id).toBe(current.id);
    expect((await codRulesAt(new Date(starts.getTime() - 1))).id).toBe(current.id);
    expect(await codRulesAt(starts)).toMatchObject({ id: later.id, feePaise: 7_900 });
    const page = await loadCodRulesPage(owner.ctx);
    expect(page.inForce.id).toBe(current.id);
    expect(page.scheduled.map((set) => set.id)).toEqual([later.id]);
    const shopper = await makeUser();
    expect(await refusal(() => loadCodRulesPage(shopper.ctx))).toMatchObject({ status: 403 });
  });
});

// "Now" is 15 June 2026 (IST): the period is the 90 days from 18 March 2026.
const NOW = new Date("2026-06-15T12:00:00Z");
const IN = "2026-05-02T06:00:00Z";
const BEFORE = "2026-02-01T06:00:00Z";

type Spec = {
  status: OrderStatus;
  payment: PaymentType;
  createdAt?: string;
  asked?: boolean;
  /** How it was confirmed (the shopper on WhatsApp, her link, a call, or the owner without asking). */
  confirmed?: CodConfirmedVia;
  movedToPrepaid?: boolean;
  cancelReason?: string;
  pin?: string;
  state?: string;
  shippedAt?: string;
  rto?: boolean;
};

describe("the dashboard's cash-on-delivery figures", () => {
  it("counts the confirmations and the returns to origin of the last 90 days exactly", async () => {
    const fresh = freshDb();
    const customer = await fresh.user.create({ data: { fullname: "Priya", email: "priya@example.com", passwordHash: "x" } });
    let next = 0;
    const order = (spec: Spec) => {
      next += 1;
      const createdAt = new Date(spec.createdAt ?? IN);
      return fresh.order.create({
        data: {
          publicOrderId: `KS-COD-${next}`,
          userId: customer.id,
          orderType: "ORDER",
          status: spec.status,
          paymentType: spec.payment,
          shipName: "Priya",
          shipAddressLine1: "12 MG Road",
          shipCity: "Somewhere",
          shipState: spec.state ?? "Maharashtra",
          shipPinCode: spec.pin ?? "411001",
          shipPhoneNumber: "9876543210",
          subtotalPaise: 100_000,
          gstPaise: 0,
          discountPaise: 0,
          totalPaise: 100_000,
          createdAt,
          statusChangedAt: createdAt,
          codConfirmBy: spec.asked ? new Date(createdAt.getTime() + 48 * 3_600_000) : null,
          codConfirmedAt: spec.confirmed ? new Date(createdAt.getTime() + 3_600_000) : null,
          codConfirmedVia: spec.confirmed ?? null,
          movedToPrepaidAt: spec.movedToPrepaid ? new Date(createdAt.getTime() + 3_600_000) : null,
          cancelReason: spec.cancelReason,
          shippedAt: spec.shippedAt ? new Date(spec.shippedAt) : null,
          rtoInitiatedAt: spec.rto ? new Date(new Date(spec.shippedAt!).getTime() + 5 * 86_400_000) : null,
        },
      });
    };
    // Asked to confirm, in the period: 3 confirmed by the shopper (WhatsApp, her link, a call), 2 by the owner without
    // asking her (a bulk confirm), 1 moved to prepaid, 1 cancelled by the shopper, 1 lapsed, 1 by the shop, 1 waiting.
    await order({ status: "CONFIRMED", payment: "COD", asked: true, confirmed: "WHATSAPP" });
    await order({ status: "DELIVERED", payment: "COD", asked: true, confirmed: "LINK" });
    await order({ status: "CONFIRMED", payment: "COD", asked: true, confirmed: "CALL" });
    await order({ status: "CONFIRMED", payment: "COD", asked: true, confirmed: "OWNER" });
    await order({ status: "CONFIRMED", payment: "COD", asked: true, confirmed: "OWNER" });
    await order({ status: "CONFIRMED", payment: "PREPAID", asked: true, movedToPrepaid: true });
    await order({ status: "CANCELLED", payment: "COD", asked: true, cancelReason: CUSTOMER_CANCEL_REASON });
    await order({ status: "CANCELLED", payment: "COD", asked: true, cancelReason: LAPSE_REASON });
    await order({ status: "CANCELLED", payment: "COD", asked: true, cancelReason: "Out of stock" });
    await order({ status: "PENDING", payment: "COD", asked: true });
    // Not counted: asked before the period, and a COD order never asked.
    await order({ status: "CONFIRMED", payment: "COD", asked: true, confirmed: "LINK", createdAt: BEFORE });
    await order({ status: "CONFIRMED", payment: "COD" });

    // Shipped in the period: Imphal 795001 5 COD (3 back), Pune 411001 5 prepaid (1 back), Bengaluru 560001 2 COD (2 back: too few to list).
    const shipped = "2026-05-03T06:00:00Z";
    for (let i = 0; i < 5; i += 1)
      await order({
        status: i < 3 ? "RTO_INITIATED" : "DELIVERED",
        payment: "COD",
        pin: "795001",
        state: "Manipur",
        shippedAt: shipped,
        rto: i < 3,
      });
    for (let i = 0; i < 5; i += 1)
      await order({ status: i < 1 ? "RTO_DELIVERED" : "DELIVERED", payment: "PREPAID", shippedAt: shipped, rto: i < 1 });
    for (let i = 0; i < 2; i += 1)
      await order({ status: "RTO_INITIATED", payment: "COD", pin: "560001", state: "Karnataka", shippedAt: shipped, rto: true });
    // Shipped (and back) before the period: not counted.
    await order({
      status: "RTO_DELIVERED",
      payment: "COD",
      pin: "795001",
      state: "Manipur",
      createdAt: BEFORE,
      shippedAt: BEFORE,
      rto: true,
    });

    const { cod } = await dashboardFigures(fresh, NOW);
    expect(cod).toEqual({
      sinceDay: "2026-03-18",
      days: 90,
      confirmations: {
        asked: 10,
        confirmed: 3,
        confirmedByOwner: 2,
        movedToPrepaid: 1,
        cancelledByShopper: 1,
        lapsed: 1,
        cancelledByShop: 1,
        waiting: 1,
      },
      rto: {
        byPayment: [
          { key: "COD", state: "", shipped: 7, returned: 5 },
          { key: "PREPAID", state: "", shipped: 5, returned: 1 },
        ],
        byState: [
          { key: "Manipur", state: "Manipur", shipped: 5, returned: 3 },
          { key: "Maharashtra", state: "Maharashtra", shipped: 5, returned: 1 },
        ],
        byPinCode: [
          { key: "795001", state: "Manipur", shipped: 5, returned: 3 },
          { key: "411001", state: "Maharashtra", shipped: 5, returned: 1 },
        ],
      },
    });
  });

  it("computes the figures again over a snapshot an older build kept without them", async () => {
    const fresh = freshDb();
    const [{ changes }] = await fresh.$queryRaw<
      [{ changes: bigint }]
    >`SELECT last_value + is_called::int AS changes FROM dashboard_changes`;
    const old = { changes: BigInt(changes), figures: { totals: { salesPaise: 0 } }, computedAt: NOW };
    await fresh.dashboardSnapshot.upsert({ where: { id: 1 }, create: { id: 1, ...old }, update: old });
    const served = await currentDashboard(fresh, NOW);
    expect(served.cod.confirmations.asked).toBe(10);
    expect(served).toEqual(await dashboardFigures(fresh, NOW));
  });
});
