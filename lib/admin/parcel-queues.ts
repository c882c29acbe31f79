import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { clock } from "@/lib/clock";
import { statusLabel } from "@/lib/orders/model/status";
import { reattemptDays } from "@/lib/orders/shipments/failed-deliveries";
import { shippingProvider } from "@/lib/shipping/provider";

// The owner's queues of parcels that did not arrive (cash-on-delivery orders to confirm: lib/admin/cod-queue.ts): the failed deliveries waiting for an answer (the
// courier's reason, the attempt, the deadline, the shopper's answer), the parcels on their way back and
// those back but not yet inspected; and how often parcels come back, by payment, state and pin code.
const QUEUE = 100;

const parcel = {
  id: true,
  publicOrderId: true,
  status: true,
  paymentType: true,
  totalPaise: true,
  shipName: true,
  shipCity: true,
  shipState: true,
  shipPinCode: true,
  shipPhoneNumber: true,
  statusChangedAt: true,
  restockedAt: true,
} as const;

type Rate = { key: string; shipped: number; returned: number };

/** Of the orders that left the shop, how many came back (or are coming back), grouped by a column. */
async function rtoRates(column: "paymentType" | "shipState" | "shipPinCode"): Promise<Rate[]> {
  const rows = await getDb().$queryRawUnsafe<Rate[]>(`
    SELECT "${column}"::text AS key, count(*)::int AS shipped,
           count(*) FILTER (WHERE "status" IN ('RTO_INITIATED', 'RTO_DELIVERED'))::int AS returned
    FROM "Order" WHERE "orderType" = 'ORDER' AND "shippedAt" IS NOT NULL
    GROUP BY 1 ORDER BY returned DESC, shipped DESC, key LIMIT 5`);
  return rows.map((row) => ({ ...row, key: column === "paymentType" ? (row.key === "COD" ? "Cash on delivery" : "Prepaid") : row.key }));
}

/** The dashboard's line on returns to origin: how often a parcel came back, by how it was paid. */
export async function loadReturnsToOriginByPayment(ctx: Ctx): Promise<Rate[]> {
  requireAdmin(ctx.caller);
  return rtoRates("paymentType");
}

export async function loadParcelQueues(ctx: Ctx) {
  requireAdmin(ctx.caller);
  const db = getDb();
  const twin = shippingProvider().name === "twin";
  const [failed, returning, outcomes, byPayment, byState, byPinCode, onTheRoad] = await Promise.all([
    db.order.findMany({
      where: { status: "DELIVERY_FAILED" },
      select: { ...parcel, deliveryFailures: { orderBy: { attempt: "desc" }, take: 1 } },
      orderBy: [{ statusChangedAt: "asc" }, { id: "asc" }],
      take: QUEUE,
    }),
    db.order.findMany({
      where: { OR: [{ status: "RTO_INITIATED" }, { status: "RTO_DELIVERED", restockedAt: null }] },
      select: { ...parcel, lines: { select: { id: true, productName: true, colorName: true, size: true, quantity: true } } },
      orderBy: [{ statusChangedAt: "asc" }, { id: "asc" }],
      take: QUEUE,
    }),
    db.deliveryFailure.groupBy({ by: ["answer"], _count: { _all: true } }),
    rtoRates("paymentType"),
    rtoRates("shipState"),
    rtoRates("shipPinCode"),
    // The demo courier's parcels: those it could scan (the shipping twin only).
    twin
      ? db.order.findMany({
          where: { awbCode: { not: null }, orderType: "ORDER", status: { in: ["SHIPPED", "DELIVERY_FAILED", "RTO_INITIATED"] } },
          select: { id: true, publicOrderId: true, status: true },
          orderBy: [{ statusChangedAt: "desc" }, { id: "desc" }],
          take: 20,
        })
      : null,
  ]);
  const answers = { REATTEMPT: 0, RETURN: 0, waiting: 0 };
  for (const row of outcomes) answers[row.answer ?? "waiting"] += row._count._all;
  return {
    failed: failed.map(({ deliveryFailures: [failure], ...order }) => ({ ...order, failure: failure! })),
    returning: returning.map((order) => ({ ...order, statusLabel: statusLabel(order.status), inspect: order.status === "RTO_DELIVERED" })),
    answers,
    rates: { byPayment, byState, byPinCode },
    /** The day the owner's re-attempt asks for: the first the shopper could choose. */
    nextDay: reattemptDays(clock.now())[0]!,
    demoParcels: onTheRoad?.map((order) => ({ id: order.id, label: `${order.publicOrderId} (${statusLabel(order.status)})` })) ?? null,
  };
}
export type ParcelQueues = Awaited<ReturnType<typeof loadParcelQueues>>;
