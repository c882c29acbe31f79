import { z } from "zod";
import { rupeesToPaise } from "@/lib/pricing/money";
import { cappedText } from "@/lib/text-fields";
import { accepting, anyCase, decimalNumber, namedWholeNumber } from "@/lib/validation";
import { COLOR_CODE_PATTERN, normalColorCode } from "../words/color-code";
import { MAX_PRICE_RUPEES } from "../words/search-words";
import { inEnglishWords } from "../words/hindi-words";
import { SIZE_ORDER, type SizeLabel } from "../sizes";
import { SEARCH_SORTS, type SearchSort, type SortOrder } from "./sort-options";

/*
 * The product listing's filters, shared by GET /api/v1/products/getAllProduct and the search page's URL.
 * Empty parameters (`?category=`) count as absent; a repeated parameter counts once (the first).
 *
 * - page ≥ 1 (default 1); a page past the end answers an empty list with the real totalPages.
 * - limit 1–100 (default 12). Up to 9999 only with all=true from an admin (the back office list);
 *   all=true with a limit over 100 from anyone else is refused (403), a limit over 100 without it is a 400.
 * - category: a category id or slug, or several separated by commas (any of them). An unknown one matches nothing.
 * - priceMin / priceMax: rupees, inclusive, compared with the product's starting price before GST (minPricePaise),
 *   the spec's rule for its API. The storefront's pages (searchCatalog) set pricesWithGst: there the same bounds are
 *   compared with the starting price with GST, the figure on the cards (decision 070).
 * - discount: a minimum percentage off (0–90): products whose best discount (maxDiscountPct) is at least that.
 * - availibility (spec spelling) or availability: true → only products with a size in stock; false/absent → all.
 * - location: the craft region (originRegion), equal ignoring case: "lucknow" finds "Lucknow".
 * - payment: cod | COD | On | true → cash on delivery available; online | Off | false (or absent) → all products
 *   (every product can be paid online).
 * - color: a colour code of 3 or 6 digits, with or without "#", any case ("2E3A87" = "#2e3a87"), one of the product's
 *   colorCodes; "#fff" and "#ffffff" find each other. Or a colour's name as getColors lists it ("White", any case): a
 *   variant of that name. Several separated by commas: any of them.
 * - size (beyond the spec): one of the shop's sizes (XS, S, M, L, XL, XXL; any case) → only products with that size in
 *   stock in some colour (availableSizes). Several separated by commas: any of them.
 * - search: trimmed, 1–100 characters. A colour family's name in it ("red") matches the variants' colour names of the
 *   family (red, maroon, wine, rust…: lib/catalog/words/color-families.ts) and the other words as below. Full text (websearch syntax: "quoted phrases", -exclusions, or) over the
 *   name (weight A) and description (B); when the full text finds nothing (a typo), each word is replaced by the
 *   up to 3 known words (of product names and descriptions) most trigram-similar to it (similarity ≥ 0.3:
 *   "chikankri" becomes "chikankari"), and full text runs on those.
 * - sortBy: price (starting price) | viewed | purchased | createdAt | rating (average stars) | relevance (needs a
 *   search; the default with one, else createdAt). sortOrder asc | desc: default desc, but asc for price.
 *   The product id breaks ties, so pages never overlap.
 */

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/** The back office's "all products" list (all=true, admins only). */
export const MAX_ADMIN_PAGE_SIZE = 9999;
export const FUZZY_THRESHOLD = 0.3;

/** The validated listing query, prices in paise. */
export type ProductSearchQuery = {
  page: number;
  limit: number;
  all: boolean;
  /** Category ids or slugs, any of them (empty: every category). */
  categories: string[];
  priceMinPaise?: number;
  priceMaxPaise?: number;
  /** The price bounds are prices with GST (the storefront's cards), not the stored prices before GST (the API's). */
  pricesWithGst: boolean;
  minDiscountPct?: number;
  inStockOnly: boolean;
  location?: string;
  codOnly: boolean;
  /** Colour codes ("#rrggbb" or "#rgb"), any of them... */
  colors: string[];
  /** ...or colour names, lower case (a variant of that name). */
  colorNames: string[];
  /** Sizes in stock, any of them. */
  sizes: SizeLabel[];
  search?: string;
  sortBy: SearchSort;
  sortOrder: SortOrder;
};

/** A query parameter as the two doors hand it over: "" and [] are absent, an array counts by its first value. */
function param<T extends z.ZodType>(schema: T) {
  return accepting(
    z.preprocess((value) => {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === "string" && first.trim() === "") return undefined;
      return typeof first === "string" ? first.trim() : first;
    }, schema.optional()),
    z.union([schema, z.string().regex(/^\s*$/).describe("Empty: as if absent")]).optional(),
  );
}

/** A price filter's bound: rupees, to any number of decimals (rounded to the paisa), as paise. */
const rupees = (name: string) =>
  decimalNumber(
    { type: `${name} must be an amount in rupees`, min: `${name} must be at least 0`, max: `${name} must be at most ${MAX_PRICE_RUPEES}` },
    { min: 0, max: MAX_PRICE_RUPEES },
  ).transform(rupeesToPaise);

const TRUE = new Set(["true", "1", "yes", "on"]);
const FALSE = new Set(["false", "0", "no", "off"]);
const flag = (name: string) =>
  accepting(
    z.preprocess(
      (value) => {
        if (typeof value !== "string") return value;
        const word = value.toLowerCase();
        return TRUE.has(word) ? true : FALSE.has(word) ? false : value;
      },
      z.boolean({ error: `${name} must be true or false` }),
    ),
    z.union([z.boolean(), anyCase([...TRUE, ...FALSE])]),
  );

const PAYMENT: Record<string, "cod" | "any"> = { cod: "cod", on: "cod", true: "cod", online: "any", off: "any", false: "any" };
const payment = accepting(
  z.preprocess(
    (value) => (typeof value === "string" ? (PAYMENT[value.toLowerCase()] ?? value) : value),
    z.enum(["cod", "any"], { error: "payment must be cod or online" }),
  ),
  anyCase([...Object.keys(PAYMENT), "any"], "cod (or On, true): cash on delivery only; online (or Off, false, any): every product"),
);

const SORT_NAMES = new Map<string, SearchSort>(SEARCH_SORTS.map((sort) => [sort.toLowerCase(), sort]));
const sortBy = accepting(
  z.preprocess(
    (value) => (typeof value === "string" ? (SORT_NAMES.get(value.toLowerCase()) ?? value) : value),
    z.enum(SEARCH_SORTS, { error: `sortBy must be one of ${SEARCH_SORTS.join(", ")}` }),
  ),
  anyCase(SEARCH_SORTS),
);

const ORDER_NAMES: Record<string, SortOrder> = { asc: "asc", desc: "desc", "1": "asc", "-1": "desc" };
const sortOrder = accepting(
  z.preprocess(
    (value) => (typeof value === "string" ? (ORDER_NAMES[value.toLowerCase()] ?? value) : value),
    z.enum(["asc", "desc"], { error: "sortOrder must be asc or desc" }),
  ),
  anyCase(Object.keys(ORDER_NAMES), "asc or desc (also 1 or -1)"),
);

/**
 * A filter that takes one value or several separated by commas ("XL,XXL"), each checked by `one` (whose message a bad
 * one gets, under the filter's own name), at most `max`, repeats dropped. Text longer than `max` values of `maxChars`
 * is refused for its length (with `tooLong`, the single value's own message) before it is split.
 */
function list<T extends z.ZodType>(name: string, one: T, max: number, maxChars: number, tooLong: string) {
  const cap = max * (maxChars + 2);
  return accepting(
    z.unknown().transform((value, ctx) => {
      if (typeof value === "string" && value.length > cap) {
        ctx.addIssue({ code: "too_big", origin: "string", maximum: cap, inclusive: true, input: value, message: tooLong });
        return z.NEVER;
      }
      const values =
        typeof value === "string"
          ? value
              .split(",")
              .map((part) => part.trim())
              .filter(Boolean)
          : [value];
      if (values.length > max) {
        ctx.addIssue({ code: "custom", message: `${name} takes at most ${max} values` });
        return z.NEVER;
      }
      const checked: z.output<T>[] = [];
      for (const each of values) {
        const parsed = one.safeParse(each);
        if (!parsed.success) {
          ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? `${name} is not valid` });
          return z.NEVER;
        }
        if (!checked.includes(parsed.data)) checked.push(parsed.data);
      }
      return checked;
    }),
    z.string().describe(`One value, or up to ${max} separated by commas (any of them)`),
  );
}

const SIZE_MESSAGE = `size must be one of ${SIZE_ORDER.join(", ")}`;
const size = accepting(
  z.preprocess((value) => (typeof value === "string" ? value.toUpperCase() : value), z.enum(SIZE_ORDER, { error: SIZE_MESSAGE })),
  anyCase(SIZE_ORDER),
);

const COLOR_MESSAGE = "color must be a colour code such as #2e3a87 or #fff, or a colour's name such as White";
const COLOR_NAME_MAX = 40;
/** A code, or a name (which never starts with "#"). */
const colorValue = cappedText(COLOR_NAME_MAX, COLOR_MESSAGE)
  .refine((value) => !value.startsWith("#") || COLOR_CODE_PATTERN.test(value), COLOR_MESSAGE)
  .transform((value) => (COLOR_CODE_PATTERN.test(value) ? { code: normalColorCode(value) } : { name: value.toLowerCase() }));

/** Values a list filter takes at once: every size, and more colours or categories than a shopper ticks. */
const MAX_LIST_VALUES = 20;

export const productSearchSchema = z
  .object({
    page: param(namedWholeNumber("page", 1, 100_000)),
    // OpenAPI gives a parameter one range for every caller: the document shows anyone's, 1–100.
    limit: param(
      accepting(
        namedWholeNumber("limit", 1, MAX_ADMIN_PAGE_SIZE),
        z
          .int()
          .min(1)
          .max(MAX_PAGE_SIZE)
          .describe(`1 to ${MAX_PAGE_SIZE}; an admin's all=true takes up to ${MAX_ADMIN_PAGE_SIZE} (the back office's full list)`),
      ),
    ),
    all: param(flag("all")),
    category: param(
      list(
        "category",
        cappedText(100, "category is too long", "category must be a category id"),
        MAX_LIST_VALUES,
        100,
        "category is too long",
      ),
    ),
    priceMin: param(rupees("priceMin")),
    priceMax: param(rupees("priceMax")),
    discount: param(namedWholeNumber("discount", 0, 90)),
    availibility: param(flag("availibility")),
    availability: param(flag("availability")),
    location: param(cappedText(60, "location is too long", "location must be a region name")),
    payment: param(payment),
    color: param(list("color", colorValue, MAX_LIST_VALUES, COLOR_NAME_MAX, COLOR_MESSAGE)),
    size: param(list("size", size, SIZE_ORDER.length, 3, SIZE_MESSAGE)),
    search: param(cappedText(100, "search must be at most 100 characters", "search must be text")),
    sortBy: param(sortBy),
    sortOrder: param(sortOrder),
  })
  .superRefine((input, ctx) => {
    if (input.priceMin !== undefined && input.priceMax !== undefined && input.priceMin > input.priceMax) {
      ctx.addIssue({ code: "custom", path: ["priceMin"], message: "priceMin must not be more than priceMax" });
    }
    if (input.sortBy === "relevance" && input.search === undefined) {
      ctx.addIssue({ code: "custom", path: ["sortBy"], message: "sortBy=relevance needs a search" });
    }
  })
  .transform((input): ProductSearchQuery => {
    const sort = input.sortBy ?? (input.search !== undefined ? "relevance" : "createdAt");
    return {
      page: input.page ?? 1,
      limit: input.limit ?? DEFAULT_PAGE_SIZE,
      all: input.all ?? false,
      categories: input.category ?? [],
      priceMinPaise: input.priceMin,
      priceMaxPaise: input.priceMax,
      pricesWithGst: false,
      minDiscountPct: input.discount,
      inStockOnly: (input.availibility ?? input.availability) === true,
      location: input.location,
      codOnly: input.payment === "cod",
      colors: (input.color ?? []).flatMap((color) => color.code ?? []),
      colorNames: (input.color ?? []).flatMap((color) => color.name ?? []),
      sizes: input.size ?? [],
      search: input.search,
      sortBy: sort,
      sortOrder: input.sortOrder ?? (sort === "price" ? "asc" : "desc"),
    };
  });

/**
 * The words of a search as one cache key: lower case, one space between words. Full text, the
 * colour families, the typo lookup and the name bonus of relevance all ignore case and spacing,
 * so "Silk  Kurta" and "silk kurta" find the same products in the same order; Hindi words are read
 * as the catalogue's English (lib/catalog/words/hindi-words.ts), so "नीला कुर्ता" finds what "blue kurta" finds.
 */
export function searchKey(search: string): string {
  return inEnglishWords(search).toLowerCase().replace(/\s+/g, " ").trim();
}
