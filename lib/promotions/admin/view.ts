import { paiseToRupees } from "@/lib/pricing";
import { windowAt, type PromotionRow } from "../model";

// A promotion as the back office and /api/v1/promotions show it: its status at an instant, and
// the API's shape in rupees.

export const PROMOTION_STATUSES = ["scheduled", "live", "ended", "used_up", "archived"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const STATUS_LABEL: Record<PromotionStatus, string> = {
  scheduled: "Scheduled",
  live: "Live",
  ended: "Ended",
  used_up: "Used up",
  archived: "Archived",
};

/** Archived, ended, used up (uses or budget), not started yet, or live. */
export function statusOf(row: PromotionRow, now: Date): PromotionStatus {
  if (row.archivedAt) return "archived";
  const window = windowAt(row, now);
  if (window === "ended") return "ended";
  if ((row.usageLimit !== null && row.usedCount >= row.usageLimit) || (row.budgetPaise !== null && row.givenPaise >= row.budgetPaise)) {
    return "used_up";
  }
  return window;
}

/** "10% off", "₹200 off", "Buy 2 get 1 free", "Buy 2 get 1 at 50% off". */
export function offerText(row: Pick<PromotionRow, "type" | "percentBp" | "amountPaise" | "buyQuantity" | "getQuantity">): string {
  const percent = `${row.percentBp / 100}%`;
  if (row.type === "PERCENT") return `${percent} off`;
  if (row.type === "FIXED") return `₹${paiseToRupees(row.amountPaise).toLocaleString("en-IN")} off`;
  if (row.type === "GIFT") return "A free gift";
  return `Buy ${row.buyQuantity} get ${row.getQuantity} ${row.percentBp === 10_000 ? "free" : `at ${percent} off`}`;
}

export type PromotionReport = {
  orders: number;
  revenuePaise: number;
  discountPaise: number;
  returns: number;
  returnedPaise: number;
};

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** The API's promotion: amounts in rupees, `value` as the editor takes it. */
export function toPromotionApi(row: PromotionRow, now: Date, report?: PromotionReport) {
  return {
    _id: row.id,
    id: row.id,
    code: row.code,
    title: row.title,
    type: row.type,
    value: row.type === "FIXED" ? paiseToRupees(row.amountPaise) : row.percentBp / 100,
    buy: row.type === "BUY_X_GET_Y" ? row.buyQuantity : null,
    get: row.type === "BUY_X_GET_Y" ? row.getQuantity : null,
    maxRepeats: row.maxRepeats,
    minCart: paiseToRupees(row.minCartPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    perCustomerLimit: row.perCustomerLimit,
    budget: rupeesOrNull(row.budgetPaise),
    given: paiseToRupees(row.givenPaise),
    firstOrderOnly: row.firstOrderOnly,
    prepaidOnly: row.prepaidOnly,
    combinable: row.combinable,
    listed: row.listed,
    combinesWithSales: row.combinesWithSales,
    targets: { categoryIds: row.categoryIds, productIds: row.productIds, sizeIds: row.sizeIds },
    gift: row.giftSizeId,
    status: statusOf(row, now),
    batchId: row.batchId,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(report
      ? {
          report: {
            orders: report.orders,
            revenue: paiseToRupees(report.revenuePaise),
            discount: paiseToRupees(report.discountPaise),
            returns: report.returns,
            returned: paiseToRupees(report.returnedPaise),
          },
        }
      : {}),
  };
}

const DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/** "1 Dec 2026 – 3 Dec 2026" in India's days (an end is the instant after its last day), or "Always". */
export function datesText(row: Pick<PromotionRow, "startsAt" | "endsAt">): string {
  const start = row.startsAt ? DAY.format(row.startsAt) : null;
  const end = row.endsAt ? DAY.format(new Date(row.endsAt.getTime() - 1)) : null;
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return "Always";
}
