import { z } from "zod";
import { addDays, isIndianDate, startOfIndianDate } from "@/lib/india-days";
import { rupeesToPaise } from "@/lib/pricing";
import { cappedText, requiredText } from "@/lib/text-fields";
import { accepting, anyCase, decimalNumber, rupeesNumber, wholeNumber } from "@/lib/validation";

// The owner's promotion, as the editor and /api/v1/promotions send it: amounts in rupees, days in
// India or instants; parsed into what the Promotion row keeps (paise, basis points, instants).
// Pure (no server code), so the editor's live preview parses with the same schema as the server.

export const PROMOTION_MESSAGES = {
  code: "A code is 3 to 24 letters, digits, - or _",
  title: "Give the promotion a title (at most 80 characters)",
  type: "The kind must be PERCENT, FIXED, BUY_X_GET_Y or GIFT",
  gift: "A gift is the id of the size given free",
  percent: "The percentage must be from 1 to 100 (at most two decimals)",
  fixed: "The amount off must be from ₹1 to ₹1,00,000 (at most two decimals)",
  getPercent: "The percentage off the free pieces must be from 1 to 100 (100 = free)",
  buy: "Buy X get Y: the pieces to buy must be a whole number from 1 to 20",
  get: "Buy X get Y: the pieces given must be a whole number from 1 to 20",
  maxRepeats: "The times it repeats must be a whole number from 1 to 1,000, or empty",
  minCart: "The minimum cart must be from ₹0 to ₹10,00,000",
  startsAt: "The start must be a day (YYYY-MM-DD, India) or an instant (ISO 8601 with its zone)",
  endsAt: "The end must be a day (YYYY-MM-DD, India) or an instant (ISO 8601 with its zone)",
  order: "The end must come after the start",
  usageLimit: "The total uses must be a whole number from 1 to 10,00,000, or empty",
  perCustomerLimit: "The uses per customer must be a whole number from 1 to 1,000, or empty",
  budget: "The budget must be from ₹1 to ₹1,00,00,000, or empty",
  flag: "Must be true or false",
  targets: "Targets are lists of category, product and size ids (at most 100 each)",
  prefix: "The prefix is 2 to 12 letters or digits",
  count: "A batch has from 1 to 1,000 codes",
  category: "Choose a category",
} as const;

export const PROMOTION_TYPES = ["PERCENT", "FIXED", "BUY_X_GET_Y", "GIFT"] as const;
const CODE = /^[A-Z0-9_-]{3,24}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const MAX_TARGETS = 100;

/** Empty form fields and null are "not given". */
const blank = (value: unknown) => (value === "" || value === null ? undefined : value);

/** Rupees (or their text) from `min` to `max`, to the paisa; empty is not given. */
const amount = (message: string, min: number, max: number) => z.preprocess(blank, rupeesNumber(message, min, max).optional());

const whole = (message: string, min: number, max: number) => z.preprocess(blank, wholeNumber(message, min, max).optional());

const flag = accepting(
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return undefined;
      const text = String(value).trim().toLowerCase();
      return text === "true" || text === "on" ? true : text === "false" || text === "off" ? false : value;
    },
    z.boolean({ error: PROMOTION_MESSAGES.flag }).optional(),
  ),
  z.union([z.boolean(), anyCase(["true", "false", "on", "off"], "true/false or on/off (any case)")]),
);

/** A day in India or an instant; null/"" clears it (in an update). */
const when = (message: string) =>
  z.preprocess(
    (value) => (value === "" ? null : value),
    accepting(
      cappedText(40, message).refine((text) => isIndianDate(text) || (INSTANT.test(text) && !Number.isNaN(Date.parse(text))), {
        error: message,
      }),
      z.union([z.iso.date().describe("A day in India"), z.string().regex(INSTANT).describe("An instant with its zone")]),
    )
      .nullable()
      .optional(),
  );

const ids = z
  .array(cappedText(64, PROMOTION_MESSAGES.targets).min(1, PROMOTION_MESSAGES.targets), { error: PROMOTION_MESSAGES.targets })
  .max(MAX_TARGETS, {
    error: PROMOTION_MESSAGES.targets,
  });

const settingsFields = {
  title: requiredText(PROMOTION_MESSAGES.title, 80, PROMOTION_MESSAGES.title),
  type: z.enum(PROMOTION_TYPES, { error: PROMOTION_MESSAGES.type }),
  /** PERCENT: percent off each piece; FIXED: rupees off; BUY_X_GET_Y: percent off the "get" pieces (100 when left out). */
  value: z.preprocess(blank, decimalNumber("Give the value: a percentage or an amount in rupees").optional()),
  minCart: amount(PROMOTION_MESSAGES.minCart, 0, 1_000_000),
  startsAt: when(PROMOTION_MESSAGES.startsAt),
  endsAt: when(PROMOTION_MESSAGES.endsAt),
  usageLimit: whole(PROMOTION_MESSAGES.usageLimit, 1, 1_000_000),
  perCustomerLimit: whole(PROMOTION_MESSAGES.perCustomerLimit, 1, 1000),
  firstOrderOnly: flag,
  prepaidOnly: flag,
  combinable: flag,
  /** False: a private code, used by whoever has it and never listed in "Offers for you"; true when left out. */
  listed: flag,
  /** False: leaves the pieces a sale price lowers alone (decision 092); true when left out. */
  combinesWithSales: flag,
  targets: z
    .object({ categoryIds: ids.optional(), productIds: ids.optional(), sizeIds: ids.optional() }, { error: PROMOTION_MESSAGES.targets })
    .nullable()
    .optional(),
  buy: whole(PROMOTION_MESSAGES.buy, 1, 20),
  get: whole(PROMOTION_MESSAGES.get, 1, 20),
  maxRepeats: whole(PROMOTION_MESSAGES.maxRepeats, 1, 1000),
  /** GIFT: the size given free, one piece per order. */
  gift: z.preprocess(blank, cappedText(100, PROMOTION_MESSAGES.gift).optional()),
  budget: amount(PROMOTION_MESSAGES.budget, 1, 10_000_000),
};

const codeField = accepting(
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toUpperCase() : value) || undefined,
    cappedText(24, PROMOTION_MESSAGES.code).regex(CODE, PROMOTION_MESSAGES.code).optional(),
  ),
  z.string().describe("3 to 24 letters, digits, - or _, in any case (kept upper-cased)"),
);

/** What a Promotion row keeps of the owner's settings. */
export type PromotionData = {
  title: string;
  type: (typeof PROMOTION_TYPES)[number];
  percentBp: number;
  amountPaise: number;
  buyQuantity: number;
  getQuantity: number;
  maxRepeats: number | null;
  giftSizeId: string | null;
  minCartPaise: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  budgetPaise: number | null;
  firstOrderOnly: boolean;
  prepaidOnly: boolean;
  combinable: boolean;
  listed: boolean;
  combinesWithSales: boolean;
  categoryIds: string[];
  productIds: string[];
  sizeIds: string[];
};

type Settings = z.output<z.ZodObject<typeof settingsFields>>;

/** A day's start (00:00 in India) or, for an end, the start of the next day; an instant as given. */
function instant(text: string | null | undefined, end: boolean): Date | null {
  if (!text) return null;
  if (isIndianDate(text)) return startOfIndianDate(end ? addDays(text, 1) : text);
  return new Date(text);
}

function toData(input: Settings, context: z.RefinementCtx): PromotionData {
  const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
  const value = input.value;
  const percent = (fallback: number | undefined, message: string) => {
    const given = value ?? fallback;
    if (given === undefined || given < 1 || given > 100 || Math.abs(given * 100 - Math.round(given * 100)) > 1e-6) {
      issue("value", message);
      return 0;
    }
    return Math.round(given * 100);
  };
  let percentBp = 0;
  let amountPaise = 0;
  if (input.type === "PERCENT") percentBp = percent(undefined, PROMOTION_MESSAGES.percent);
  if (input.type === "BUY_X_GET_Y") {
    percentBp = percent(100, PROMOTION_MESSAGES.getPercent);
    if (input.buy === undefined) issue("buy", PROMOTION_MESSAGES.buy);
    if (input.get === undefined) issue("get", PROMOTION_MESSAGES.get);
  }
  if (input.type === "FIXED") {
    if (value === undefined || value < 1 || value > 100_000 || Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
      issue("value", PROMOTION_MESSAGES.fixed);
    else amountPaise = rupeesToPaise(value);
  }
  if (input.type === "GIFT" && !input.gift) issue("gift", PROMOTION_MESSAGES.gift);
  const startsAt = instant(input.startsAt, false);
  const endsAt = instant(input.endsAt, true);
  if (startsAt && endsAt && endsAt <= startsAt) issue("endsAt", PROMOTION_MESSAGES.order);
  const buyXGetY = input.type === "BUY_X_GET_Y";
  return {
    title: input.title,
    type: input.type,
    percentBp,
    amountPaise,
    buyQuantity: buyXGetY ? (input.buy ?? 0) : 0,
    getQuantity: buyXGetY ? (input.get ?? 0) : 0,
    maxRepeats: buyXGetY ? (input.maxRepeats ?? null) : null,
    giftSizeId: input.type === "GIFT" ? (input.gift ?? null) : null,
    minCartPaise: rupeesToPaise(input.minCart ?? 0),
    startsAt,
    endsAt,
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    budgetPaise: input.budget === undefined ? null : rupeesToPaise(input.budget),
    firstOrderOnly: input.firstOrderOnly ?? false,
    prepaidOnly: input.prepaidOnly ?? false,
    combinable: input.combinable ?? false,
    listed: input.listed ?? true,
    combinesWithSales: input.combinesWithSales ?? true,
    categoryIds: [...new Set(input.targets?.categoryIds ?? [])],
    productIds: [...new Set(input.targets?.productIds ?? [])],
    sizeIds: [...new Set(input.targets?.sizeIds ?? [])],
  };
}

/** POST /api/v1/promotions and the editor: a code makes it a coupon; none, an automatic promotion. */
export const promotionInputSchema = z
  .object({ code: codeField, ...settingsFields })
  .transform((input, context) => ({ code: input.code ?? null, ...toData(input, context) }));

export type PromotionInput = z.input<typeof promotionInputSchema>;

/** PATCH: any of the fields; what is left out stays as it is (null or "" clears an optional one). */
export const promotionPatchSchema = z.object({ code: codeField.nullable(), ...settingsFields }).partial();

/** A batch of single-use codes: a prefix, how many, and the settings they share (each code's limit is one use). */
export const codeBatchSchema = z
  .object({
    prefix: accepting(
      z.preprocess(
        (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
        cappedText(12, PROMOTION_MESSAGES.prefix).regex(/^[A-Z0-9]{2,12}$/, PROMOTION_MESSAGES.prefix),
      ),
      z.string().describe("2 to 12 letters or digits, in any case (kept upper-cased)"),
    ),
    count: wholeNumber(PROMOTION_MESSAGES.count, 1, 1000),
    ...settingsFields,
  })
  .transform(({ prefix, count, ...input }, context) => ({ prefix, count, ...toData({ ...input, usageLimit: 1 }, context) }));

/** The input that gives back a promotion as it is, for an update that changes part of it. */
export function inputOf(row: PromotionData & { code: string | null }): PromotionInput {
  const rupees = (paise: number) => paise / 100;
  return {
    code: row.code ?? undefined,
    title: row.title,
    type: row.type,
    value: row.type === "FIXED" ? rupees(row.amountPaise) : row.percentBp / 100,
    minCart: rupees(row.minCartPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit ?? undefined,
    perCustomerLimit: row.perCustomerLimit ?? undefined,
    budget: row.budgetPaise === null ? undefined : rupees(row.budgetPaise),
    firstOrderOnly: row.firstOrderOnly,
    prepaidOnly: row.prepaidOnly,
    combinable: row.combinable,
    listed: row.listed,
    combinesWithSales: row.combinesWithSales,
    targets: { categoryIds: row.categoryIds, productIds: row.productIds, sizeIds: row.sizeIds },
    ...(row.type === "BUY_X_GET_Y" ? { buy: row.buyQuantity, get: row.getQuantity, maxRepeats: row.maxRepeats ?? undefined } : {}),
    ...(row.giftSizeId ? { gift: row.giftSizeId } : {}),
  };
}
