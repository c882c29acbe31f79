import "server-only";
import { z } from "zod";
import { promotionListSchema } from "@/lib/promotions/admin/read";
import { codeBatchSchema, promotionInputSchema, promotionPatchSchema, PROMOTION_TYPES } from "@/lib/promotions/admin/schemas";
import { PROMOTION_STATUSES } from "@/lib/promotions/admin/view";
import { ok, pagination } from "./answers";

// The owner's promotions (issue 36), beyond the spec: amounts in rupees, dates as ISO 8601 text.

const rupees = z.number().describe("Rupees");
const date = z.string().meta({ format: "date-time" });
const ids = z.array(z.string());

const promotion = z
  .object({
    _id: z.string(),
    id: z.string(),
    code: z.string().nullable().describe("What the shopper types; null for an automatic promotion"),
    title: z.string(),
    type: z.enum(PROMOTION_TYPES),
    value: z
      .number()
      .describe("PERCENT and BUY_X_GET_Y: percent off (each piece; the pieces given); FIXED: rupees off what is paid, GST included"),
    buy: z.int().nullable(),
    get: z.int().nullable(),
    maxRepeats: z.int().nullable(),
    gift: z.string().nullable().describe("GIFT: the id of the size given free, one piece per order while in stock"),
    minCart: rupees.describe("Rupees: the goods' value with GST the cart must reach"),
    startsAt: date.nullable(),
    endsAt: date.nullable().describe("The instant it ends (an end day given in India ends at that day's midnight)"),
    usageLimit: z.int().nullable(),
    usedCount: z.int(),
    perCustomerLimit: z.int().nullable(),
    budget: rupees.nullable(),
    given: rupees.describe("Rupees given so far (before GST)"),
    firstOrderOnly: z.boolean(),
    prepaidOnly: z.boolean(),
    combinable: z.boolean(),
    listed: z.boolean().describe("False: a private code, never listed by GET /api/v1/offers, still applied when typed"),
    combinesWithSales: z
      .boolean()
      .describe("False: it leaves the pieces a sale price lowers alone and takes only the others; true: it may go on top of a sale"),
    targets: z.object({ categoryIds: ids, productIds: ids, sizeIds: ids }),
    status: z.enum(PROMOTION_STATUSES),
    batchId: z.string().nullable(),
    archivedAt: date.nullable(),
    createdAt: date,
    updatedAt: date,
  })
  .meta({ id: "Promotion" });

const report = z
  .object({
    orders: z.int().describe("Orders that used it (cancelled ones left out)"),
    revenue: rupees.describe("Rupees: those orders' totals"),
    discount: rupees.describe("Rupees: the discount it gave them, before GST"),
    returns: z.int().describe("Returns of those orders"),
    returned: rupees.describe("Rupees: those returns' value"),
  })
  .meta({ id: "PromotionReport" });

const saved = ok({ promotion });
const LOCK_NOTE =
  "Once an order has used it, its code, type, value, buy/get, maxRepeats and targets are locked (409); its title, dates, limits and conditions may change, the limits never below what is taken.";

/** ApiCall entries (calls.ts, which lists them; typed there, as calls.ts imports this file). */
export const PROMOTION_CALLS = [
  {
    path: "/promotions",
    method: "GET",
    access: "admin",
    summary: "The promotions, newest first, 50 a page: those not archived, or those of one status; a batch's codes with batchId",
    input: promotionListSchema,
    answer: ok({ promotions: z.array(promotion), pagination }),
  },
  {
    path: "/promotions",
    method: "POST",
    access: "admin",
    summary: "Makes a promotion: a code the shopper types, or automatic without one",
    notes:
      "Dates are a day in India (YYYY-MM-DD: a start at its 00:00 IST, an end at the end of that day) or an instant with its zone. A code is upper-cased; one taken answers 409.",
    input: promotionInputSchema,
    answer: saved,
  },
  {
    path: "/promotions/batches",
    method: "POST",
    access: "admin",
    summary: "Makes up to 1,000 single-use codes (prefix-XXXXXXXX) sharing the settings given; the page downloads them as CSV",
    input: codeBatchSchema,
    answer: ok({ batchId: z.string(), codes: z.array(z.string()) }),
  },
  {
    path: "/promotions/{id}",
    method: "GET",
    access: "admin",
    summary: "One promotion with its report (released uses left out)",
    answer: ok({ promotion: promotion.extend({ report }) }),
  },
  {
    path: "/promotions/{id}",
    method: "PATCH",
    access: "admin",
    summary: "Changes the fields given; null or an empty text clears an optional one",
    notes: LOCK_NOTE,
    input: promotionPatchSchema,
    answer: saved,
  },
  {
    path: "/promotions/{id}",
    method: "DELETE",
    access: "admin",
    summary: "Archives a promotion: it stops applying, and keeps its uses and report",
    answer: saved,
  },
] as const;
