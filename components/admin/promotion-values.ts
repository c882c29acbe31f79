import { indianDate } from "@/lib/india-days";
import type { PromotionRow } from "@/lib/promotions/model";
import type { PROMOTION_TYPES } from "@/lib/promotions/admin/schemas";

// The promotion editor's values: text as the fields hold it, days in India.

export type EditorValues = {
  code: string;
  title: string;
  type: (typeof PROMOTION_TYPES)[number];
  value: string;
  buy: string;
  get: string;
  maxRepeats: string;
  /** GIFT: the id of the size given free. */
  gift: string;
  minCart: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  budget: string;
  firstOrderOnly: boolean;
  prepaidOnly: boolean;
  combinable: boolean;
  /** A code shown in "Offers for you"; unticked, private (only whoever has it can use it). */
  listed: boolean;
  combinesWithSales: boolean;
  targets: { categoryIds: string[]; productIds: string[]; sizeIds: string[] };
};

export const EMPTY_PROMOTION: EditorValues = {
  code: "",
  title: "",
  type: "PERCENT",
  value: "",
  buy: "",
  get: "",
  maxRepeats: "",
  gift: "",
  minCart: "",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  perCustomerLimit: "",
  budget: "",
  firstOrderOnly: false,
  prepaidOnly: false,
  combinable: false,
  listed: true,
  combinesWithSales: true,
  targets: { categoryIds: [], productIds: [], sizeIds: [] },
};

const text = (value: number | null) => (value === null ? "" : String(value));

/** A saved promotion as the editor's values; an end is shown as its last day. */
export function editorValuesOf(row: PromotionRow): EditorValues {
  const buyXGetY = row.type === "BUY_X_GET_Y";
  return {
    code: row.code ?? "",
    title: row.title,
    type: row.type,
    value: String(row.type === "FIXED" ? row.amountPaise / 100 : row.percentBp / 100),
    buy: buyXGetY ? String(row.buyQuantity) : "",
    get: buyXGetY ? String(row.getQuantity) : "",
    maxRepeats: text(row.maxRepeats),
    gift: row.giftSizeId ?? "",
    minCart: row.minCartPaise ? String(row.minCartPaise / 100) : "",
    startsAt: row.startsAt ? indianDate(row.startsAt) : "",
    endsAt: row.endsAt ? indianDate(new Date(row.endsAt.getTime() - 1)) : "",
    usageLimit: text(row.usageLimit),
    perCustomerLimit: text(row.perCustomerLimit),
    budget: row.budgetPaise === null ? "" : String(row.budgetPaise / 100),
    firstOrderOnly: row.firstOrderOnly,
    prepaidOnly: row.prepaidOnly,
    combinable: row.combinable,
    listed: row.listed,
    combinesWithSales: row.combinesWithSales,
    targets: { categoryIds: row.categoryIds, productIds: row.productIds, sizeIds: row.sizeIds },
  };
}
