import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { addDays, indianDate, startOfIndianDate } from "@/lib/india-days";
import { LAPSE_REASON } from "@/lib/orders/cod/confirmation";
import { CUSTOMER_CANCEL_REASON } from "@/lib/orders/model/status";

// The dashboard's cash-on-delivery figures (issue 35, point 6), over the last COD_FIGURES_DAYS days in
// India (today included; the dashboard has no period of its own, and its snapshot is computed again
// on each new day in India). Two statements: one over the orders asked to confirm, one over the
// orders shipped, grouped three ways at once. The rule a place has now is applied on the page (the
// rules are not among the tables the snapshot's counter watches).

export const COD_FIGURES_DAYS = 90;
/** A state or a pin code is listed once this many orders were shipped there in the period. */
export const RTO_MIN_SHIPPED = 5;
export const RTO_PLACES_LISTED = 10;

/**
 * Orders asked to confirm cash on delivery (codConfirmBy set), placed in the period, each counted
 * once: moved to prepaid from the confirmation page, else confirmed by the shopper (WhatsApp, her
 * link, a call) or by the owner without asking her, else cancelled by the shopper, lapsed, cancelled
 * by the shop, or still waiting. The rate is the shopper's own yes only.
 */
export type CodConfirmations = {
  asked: number;
  confirmed: number;
  confirmedByOwner: number;
  movedToPrepaid: number;
  cancelledByShopper: number;
  lapsed: number;
  cancelledByShop: number;
  waiting: number;
};

/** Orders shipped in the period, and how many of them came back (rtoInitiatedAt set). `state` is a pin code's state. */
export type RtoRow = { key: string; state: string; shipped: number; returned: number };

export type CodFigures = {
  /** The first day counted (YYYY-MM-DD in India). */
  sinceDay: string;
  days: number;
  confirmations: CodConfirmations;
  rto: { byPayment: RtoRow[]; byState: RtoRow[]; byPinCode: RtoRow[] };
};

export async function codFiguresOf(db: PrismaClient, now: Date): Promise<CodFigures> {
  const sinceDay = addDays(indianDate(now), -(COD_FIGURES_DAYS - 1));
  const since = startOfIndianDate(sinceDay);
  const [[confirmations], rto] = await Promise.all([
    // codConfirmBy comes after the order's creation, so its index finds the period's orders.
    db.$queryRaw<[CodConfirmations]>`
      SELECT COUNT(*)::int AS asked,
        COUNT(*) FILTER (WHERE moved)::int AS "movedToPrepaid",
        COUNT(*) FILTER (WHERE NOT moved AND confirmed AND "codConfirmedVia" IS DISTINCT FROM 'OWNER')::int AS confirmed,
        COUNT(*) FILTER (WHERE NOT moved AND confirmed AND "codConfirmedVia" = 'OWNER')::int AS "confirmedByOwner",
        COUNT(*) FILTER (WHERE NOT moved AND NOT confirmed AND cancelled AND "cancelReason" = ${CUSTOMER_CANCEL_REASON})::int AS "cancelledByShopper",
        COUNT(*) FILTER (WHERE NOT moved AND NOT confirmed AND cancelled AND "cancelReason" = ${LAPSE_REASON})::int AS lapsed,
        COUNT(*) FILTER (WHERE NOT moved AND NOT confirmed AND cancelled
          AND "cancelReason" IS DISTINCT FROM ${CUSTOMER_CANCEL_REASON} AND "cancelReason" IS DISTINCT FROM ${LAPSE_REASON})::int AS "cancelledByShop",
        COUNT(*) FILTER (WHERE NOT moved AND NOT confirmed AND NOT cancelled)::int AS waiting
      FROM (
        SELECT "movedToPrepaidAt" IS NOT NULL AS moved, "codConfirmedAt" IS NOT NULL AS confirmed, "codConfirmedVia",
          status = 'CANCELLED' AS cancelled, "cancelReason"
        FROM "Order"
        WHERE "orderType" = 'ORDER' AND "codConfirmBy" >= ${since} AND "createdAt" >= ${since}
      ) o`,
    // GROUPING(...) names the set of a row: 3 by payment, 5 by state, 6 by pin code.
    db.$queryRaw<(RtoRow & { kind: "payment" | "state" | "pin" })[]>`
      WITH g AS (
        SELECT GROUPING("paymentType", "shipState", "shipPinCode") AS k, "paymentType"::text AS payment, "shipState" AS state,
          "shipPinCode" AS pin, MAX("shipState") AS "pinState", COUNT(*)::int AS shipped,
          COUNT(*) FILTER (WHERE "rtoInitiatedAt" IS NOT NULL)::int AS returned
        FROM "Order"
        WHERE "orderType" = 'ORDER' AND "shippedAt" >= ${since}
        GROUP BY GROUPING SETS (("paymentType"), ("shipState"), ("shipPinCode"))
      )
      (SELECT 'payment' AS kind, payment AS key, '' AS state, shipped, returned FROM g WHERE k = 3 ORDER BY payment)
      UNION ALL
      (SELECT 'state', state, state, shipped, returned FROM g WHERE k = 5 AND shipped >= ${RTO_MIN_SHIPPED}
       ORDER BY returned::float8 / shipped DESC, returned DESC, state LIMIT ${RTO_PLACES_LISTED})
      UNION ALL
      (SELECT 'pin', pin, "pinState", shipped, returned FROM g WHERE k = 6 AND shipped >= ${RTO_MIN_SHIPPED}
       ORDER BY returned::float8 / shipped DESC, returned DESC, pin LIMIT ${RTO_PLACES_LISTED})`,
  ]);
  const rows = (kind: "payment" | "state" | "pin") =>
    rto.filter((row) => row.kind === kind).map(({ key, state, shipped, returned }) => ({ key, state, shipped, returned }));
  return {
    sinceDay,
    days: COD_FIGURES_DAYS,
    confirmations,
    rto: { byPayment: rows("payment"), byState: rows("state"), byPinCode: rows("pin") },
  };
}
