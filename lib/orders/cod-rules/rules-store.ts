import "server-only";
import { recordAudit } from "@/lib/audit";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { revalidateProducts } from "@/lib/cache/tags";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { startOfIndianDate } from "@/lib/india-days";
import { GST_STATE_CODES } from "@/lib/pricing/gst-states";
import { parseInput } from "@/lib/validation";
import { COD_PLACE_MESSAGE, codRulesSchema } from "../model/schemas";
import { COD_CEILING_PAISE, type CodCustomer, type CodPlaceRule, type CodRules } from "./decide";

// The cash-on-delivery rules as data, dated like GST: the set in force at an instant is the one with
// the latest validFrom at or before it. Saving makes a new set (from now, or from a later day in
// India); past sets stay, so an order can always be explained by the rules it was placed under.

type Db = Pick<Prisma.TransactionClient, "codRuleSet" | "order">;
const YEAR_MS = 366 * 86_400_000;

/** Before an owner saves any: the shop-wide maximum of COD_MAX_ORDER_RUPEES, no fee, no place or customer rules. */
export function builtInCodRules(): CodRules {
  return {
    id: null,
    validFrom: new Date(0),
    minOrderPaise: 0,
    maxOrderPaise: Math.min(getEnv().COD_MAX_ORDER_RUPEES * 100, COD_CEILING_PAISE),
    feePaise: 0,
    firstOrderMaxPaise: null,
    rtoLookbackDays: null,
    places: [],
    advanceFixedPaise: null,
    advancePercent: null,
    advanceFromPaise: null,
    advanceOnRecentRto: false,
    advanceKeepPaise: 0,
  };
}

const ruleSetSelect = {
  id: true,
  validFrom: true,
  minOrderPaise: true,
  maxOrderPaise: true,
  feePaise: true,
  firstOrderMaxPaise: true,
  rtoLookbackDays: true,
  advanceFixedPaise: true,
  advancePercent: true,
  advanceFromPaise: true,
  advanceOnRecentRto: true,
  advanceKeepPaise: true,
  places: { select: { kind: true, value: true, effect: true }, orderBy: [{ kind: "asc" }, { value: "asc" }] },
} satisfies Prisma.CodRuleSetSelect;

/** The rules in force at `at` (now by default). */
export async function codRulesAt(at: Date = new Date(), db: Db = getDb()): Promise<CodRules> {
  const set = await db.codRuleSet.findFirst({
    where: { validFrom: { lte: at } },
    orderBy: [{ validFrom: "desc" }, { createdAt: "desc" }],
    select: ruleSetSelect,
  });
  return set ?? builtInCodRules();
}

export type CodRuleHistory = CodRules & { createdAt: Date; createdBy: string | null };

/** Every saved set, newest first (the admin page's history and any set still to come). */
export async function codRuleHistory(ctx: Ctx, take = 20): Promise<CodRuleHistory[]> {
  requireAdmin(ctx.caller);
  const sets = await getDb().codRuleSet.findMany({
    orderBy: [{ validFrom: "desc" }, { createdAt: "desc" }],
    take,
    select: { ...ruleSetSelect, createdAt: true, createdBy: { select: { fullname: true } } },
  });
  return sets.map(({ createdBy, ...set }) => ({ ...set, createdBy: createdBy?.fullname ?? null }));
}

const STATE_BY_LOWER = new Map(Object.keys(GST_STATE_CODES).map((state) => [state.toLowerCase(), state]));

/** A place as stored: a pin code's six digits, or a state's name as GST spells it. */
function canonicalPlace(place: CodPlaceRule): CodPlaceRule {
  if (place.kind === "PIN") {
    if (!/^[1-9]\d{5}$/.test(place.value)) throw new AppError("validation", `${COD_PLACE_MESSAGE}: "${place.value}" is not a pin code`);
    return place;
  }
  const state = STATE_BY_LOWER.get(place.value.toLowerCase());
  if (!state) throw new AppError("validation", `${COD_PLACE_MESSAGE}: "${place.value}" is not a state or union territory of India`);
  return { ...place, value: state };
}

/** Saves the owner's rules as a new dated set, audited with the rules it replaces. */
export async function saveCodRules(ctx: Ctx, input: unknown): Promise<CodRules> {
  const actor = requireAdmin(ctx.caller);
  const rules = parseInput(codRulesSchema, input);
  const now = new Date();
  const validFrom = rules.from ? startOfIndianDate(rules.from) : now;
  if (validFrom.getTime() < now.getTime() - 86_400_000 || validFrom.getTime() > now.getTime() + YEAR_MS) {
    throw new AppError("validation", "The rules can take effect from today or a day within a year");
  }
  const places = new Map<string, CodPlaceRule>();
  for (const place of rules.places.map(canonicalPlace)) places.set(`${place.kind}:${place.value}`, place);
  const saved = await getDb().$transaction(async (tx) => {
    const before = await codRulesAt(now, tx);
    const set = await tx.codRuleSet.create({
      data: {
        validFrom: validFrom.getTime() < now.getTime() ? now : validFrom,
        minOrderPaise: rules.minOrderRupees * 100,
        maxOrderPaise: rules.maxOrderRupees * 100,
        feePaise: rules.feeRupees * 100,
        firstOrderMaxPaise: rules.firstOrderMaxRupees === null ? null : rules.firstOrderMaxRupees * 100,
        rtoLookbackDays: rules.rtoLookbackDays,
        advanceFixedPaise: rules.advanceRupees === null ? null : rules.advanceRupees * 100,
        advancePercent: rules.advancePercent,
        advanceFromPaise: rules.advanceFromRupees === null ? null : rules.advanceFromRupees * 100,
        advanceOnRecentRto: rules.advanceOnRecentRto,
        advanceKeepPaise: rules.advanceKeepRupees * 100,
        createdById: actor.id,
        places: { create: [...places.values()] },
      },
      select: ruleSetSelect,
    });
    const change = JSON.parse(JSON.stringify({ before: { ...before, id: undefined }, after: { ...set, id: undefined } }));
    await recordAudit(tx, actor.id, "cod.rules_saved", { type: "CodRuleSet", id: set.id }, change);
    return set;
  });
  // Product pages show the fee and the limits.
  revalidateProducts([]);
  return saved;
}

/**
 * What the customer rules look at, by account and by the delivery phone (a second account for the
 * same phone does not start clean): the last return to origin, and whether any order was delivered.
 */
export async function codCustomerOf(userId: string, phoneNumber: string | null, db: Db = getDb()): Promise<CodCustomer> {
  const whose: Prisma.OrderWhereInput = {
    OR: [{ userId }, ...(phoneNumber ? [{ shipPhoneNumber: phoneNumber }] : [])],
    orderType: "ORDER",
  };
  const [rto, delivered] = await Promise.all([
    db.order.findFirst({
      where: { ...whose, rtoInitiatedAt: { not: null } },
      orderBy: { rtoInitiatedAt: "desc" },
      select: { rtoInitiatedAt: true },
    }),
    db.order.findFirst({ where: { ...whose, deliveredAt: { not: null } }, select: { id: true } }),
  ]);
  return { lastRtoAt: rto?.rtoInitiatedAt ?? null, hasDeliveredOrder: delivered !== null };
}
