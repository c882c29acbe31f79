import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { indianDate } from "@/lib/india-days";
import { dashboardFigures, FIGURES_VERSION, type DashboardFigures } from "./dashboard";

// The dashboard's figures as last computed, kept in one row (decision 055). They are served while
// nothing they are computed from has changed: every statement that writes to the orders, their
// lines, the catalogue or the users takes the next value of the dashboard_changes sequence (a
// trigger per table, migration back_office_at_scale), and the row keeps the value it was computed
// at. Past a minute, or on another day in India (today's and this week's figures), it is computed
// again whatever the counter says, so it is never staler than a minute. The worker recomputes it
// every minute (job dashboard.refresh), so the admin rarely waits for the direct computation.
// The figures are the shop's, the same for every admin: nothing per user is kept here.

const SNAPSHOT_ID = 1;
export const SNAPSHOT_MAX_AGE_MS = 60_000;

/** The counter of writes: last_value alone does not move on the sequence's first nextval, is_called does. */
async function changesOf(db: PrismaClient): Promise<bigint> {
  const [row] = await db.$queryRaw<[{ changes: bigint }]>`SELECT last_value + is_called::int AS changes FROM dashboard_changes`;
  return BigInt(row.changes);
}

function servable(computedAt: Date, now: Date): boolean {
  const age = now.getTime() - computedAt.getTime();
  return age >= 0 && age < SNAPSHOT_MAX_AGE_MS && indianDate(computedAt) === indianDate(now);
}

/** For the admin pages and getGraphData. */
export async function getDashboard(ctx: Ctx, now = new Date()): Promise<DashboardFigures> {
  requireAdmin(ctx.caller);
  return currentDashboard(getDb(), now);
}

/** The figures at `now`: the kept row when nothing changed since it was computed, else computed (and kept). */
export async function currentDashboard(db: PrismaClient, now = new Date()): Promise<DashboardFigures> {
  const [changes, kept] = await Promise.all([changesOf(db), db.dashboardSnapshot.findUnique({ where: { id: SNAPSHOT_ID } })]);
  const figures = kept?.figures as unknown as DashboardFigures | undefined;
  if (kept && kept.changes === changes && servable(kept.computedAt, now) && figures?.version === FIGURES_VERSION) return figures;
  return refreshDashboard(db, now, changes);
}

/**
 * Computes the figures and keeps them with the counter read before the computation began: a write
 * that lands meanwhile has moved the counter past it, so the row it missed is not served.
 */
export async function refreshDashboard(db: PrismaClient = getDb(), now = new Date(), changes?: bigint): Promise<DashboardFigures> {
  const before = changes ?? (await changesOf(db));
  const figures = await dashboardFigures(db, now);
  const row = { changes: before, figures: figures as unknown as object, computedAt: now };
  await db.dashboardSnapshot.upsert({ where: { id: SNAPSHOT_ID }, create: { id: SNAPSHOT_ID, ...row }, update: row });
  return figures;
}
