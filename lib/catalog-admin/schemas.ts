import { z } from "zod";
import { cappedText, requiredText } from "@/lib/text-fields";
import { accepting, anyCase } from "@/lib/validation";

// The back office's catalogue forms, shared by the admin pages and /api/v1 (the spec's fields and messages).

export const REQUIRED = "This field is required";
export const HSN_MESSAGE = "HSN code must be 4, 6 or 8 digits";
export const REGION_MESSAGE = "The craft region is at most 60 characters";
export const HINDI_NAME_MESSAGE = "The name in Hindi is at most 200 characters";
export const HINDI_DESCRIPTION_MESSAGE = "The description in Hindi is at most 5000 characters";
export const HINDI_CATEGORY_MESSAGE = "The name in Hindi is at most 60 characters";
export const COLOR_CODE_MESSAGE = "This field is required and must be a valid hex color code";
export const NO_IMAGE_MESSAGE = "Atleast one image is required";
export const NO_SIZE_MESSAGE = "Atleast one size is required";
export const SIZE_NUMBERS_MESSAGE = "Size, Price, and Stock must be valid numbers";
export const CUT_PRICE_MESSAGE = "The cut price must be at least the selling price";
export const CATEGORY_IMAGE_MESSAGE = "Image is required";

export const MAX_DETAILS = 30;
export const MAX_SIZES = 20;
export const MAX_IMAGES = 8;

const tooLong = (max: number) => `At most ${max} characters`;
const required = (max: number) => requiredText(REQUIRED, max, tooLong(max));
const id = z.preprocess((value) => (value === undefined || value === null ? "" : value), required(64));

/** A list sent as a JSON array, as the JSON text of one (multipart), or as repeated form fields. */
function listOf<T extends z.ZodType>(item: T, max: number, fallback: "empty" | "required", label: string) {
  const documented = z.union([
    z.array(item).max(max),
    z
      .string()
      .describe(
        "The JSON text of the list (one item alone is taken as a list of one); in a form also repeated fields, name[] or name[0], name[1]…",
      ),
  ]);
  const list = z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return fallback === "empty" ? [] : undefined;
      if (Array.isArray(value) && value.length === 1 && typeof value[0] === "string" && value[0].trim().startsWith("[")) value = value[0];
      if (typeof value !== "string") return value;
      if (!value.trim().startsWith("[")) return [value];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z.array(item, { error: `${label} must be a list` }).max(max, `At most ${max} ${label.toLowerCase()}`),
  );
  return accepting(list, documented);
}

/** On/Off (the spec), or a boolean; a new product defaults to Off. */
const onOffDocumented = z.union([z.boolean(), anyCase(["on", "off", "true", "false"], "On or Off (any case)")]);
const onOff = accepting(
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return false;
      if (typeof value === "boolean") return value;
      const text = String(value).trim().toLowerCase();
      if (text === "on" || text === "true") return true;
      if (text === "off" || text === "false") return false;
      return value;
    },
    z.boolean({ error: "Cash on Delivery must be On or Off" }),
  ),
  onOffDocumented,
);

export const productInputSchema = z.object({
  name: z.preprocess((v) => v ?? "", required(200)),
  description: z.preprocess((v) => v ?? "", required(5000)),
  // An empty detail line is ignored.
  details: listOf(cappedText(300, "A detail line is at most 300 characters").trim(), MAX_DETAILS, "empty", "Details").transform((lines) =>
    lines.filter((line) => line !== ""),
  ),
  hsn: z.preprocess((v) => v ?? "", required(20).pipe(z.string().regex(/^(\d{4}|\d{6}|\d{8})$/, HSN_MESSAGE))),
  category: id,
  cashOnDelivery: onOff,
  /**
   * Our addition: the craft region shoppers filter by ("Lucknow"); "" clears it. Left out (as a client of
   * the spec sends it), a new product has none and an edited one keeps its own.
   */
  originRegion: z.preprocess((v) => (v === null ? "" : v), cappedText(60, REGION_MESSAGE).trim()).optional(),
  /** Our addition: the name and description on the Hindi pages; "" clears them (English is shown), left out they are kept. */
  nameHi: z.preprocess((v) => (v === null ? "" : v), cappedText(200, HINDI_NAME_MESSAGE).trim()).optional(),
  descriptionHi: z.preprocess((v) => (v === null ? "" : v), cappedText(5000, HINDI_DESCRIPTION_MESSAGE).trim()).optional(),
});
export type ProductInput = z.output<typeof productInputSchema>;

export const productUpdateSchema = productInputSchema.extend({ id });
export const productIdSchema = z.object({ id });

const sizeNumber = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.number({ error: SIZE_NUMBERS_MESSAGE }).finite(SIZE_NUMBERS_MESSAGE).nonnegative(SIZE_NUMBERS_MESSAGE),
);

const sizeLabel = z.preprocess((v) => (typeof v === "number" ? String(v) : (v ?? "")), requiredText(SIZE_NUMBERS_MESSAGE, 20, tooLong(20)));
const stockNumber = sizeNumber.pipe(z.number().int("Stock must be a whole number").max(1_000_000, "Stock is at most 1,000,000"));
const withinLimit = (...prices: (number | undefined)[]) => prices.every((price) => price === undefined || price <= 10_000_000);

/** A size row as the spec sends it: size, price (selling), discount (the cut price), stock; rupees. */
export const sizeRowSchema = z
  .object({ size: sizeLabel, price: sizeNumber, discount: sizeNumber, stock: stockNumber })
  .refine((row) => withinLimit(row.price, row.discount), SIZE_NUMBERS_MESSAGE)
  .refine((row) => row.discount >= row.price, CUT_PRICE_MESSAGE);

/**
 * A variant's size row: the spec's, or with the prices the shopper pays typed with GST (decision 083),
 * `priceWithGst` in place of `price` and `cutPriceWithGst` in place of `discount` (rupees); the prices before
 * GST are then derived from them (lib/catalog-admin/products/typed-prices.ts).
 */
const variantSizeRowSchema = z
  .object({
    size: sizeLabel,
    price: sizeNumber.optional(),
    discount: sizeNumber.optional(),
    priceWithGst: sizeNumber.optional(),
    cutPriceWithGst: sizeNumber.optional(),
    stock: stockNumber,
  })
  .refine(
    (row) => (row.priceWithGst ?? row.price) !== undefined && (row.cutPriceWithGst ?? row.discount) !== undefined,
    SIZE_NUMBERS_MESSAGE,
  )
  .refine((row) => withinLimit(row.price, row.discount, row.priceWithGst, row.cutPriceWithGst), SIZE_NUMBERS_MESSAGE);
export type VariantSizeRow = z.output<typeof variantSizeRowSchema>;

/** An image of a variant: a new file, or the URL of one the variant already has (kept, in this place). */
const imageEntry = z.union([z.instanceof(Blob), cappedText(2048, "An image URL is too long").min(1)]);

export const variantInputSchema = z.object({
  productId: id,
  colorCode: z.preprocess(
    (v) => v ?? "",
    cappedText(7, COLOR_CODE_MESSAGE)
      .trim()
      .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, COLOR_CODE_MESSAGE),
  ),
  colorName: z.preprocess((v) => v ?? "", required(60)),
  images: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(imageEntry).min(1, NO_IMAGE_MESSAGE).max(MAX_IMAGES, `At most ${MAX_IMAGES} images`),
  ),
  sizes: listOf(variantSizeRowSchema, MAX_SIZES, "empty", "Sizes")
    .refine((rows) => rows.length > 0, NO_SIZE_MESSAGE)
    .refine(
      (rows) => new Set(rows.map((row) => row.size.toUpperCase())).size === rows.length,
      "Each size may appear only once in a variant",
    ),
});
export type VariantInput = z.output<typeof variantInputSchema>;

export const variantUpdateSchema = variantInputSchema.extend({ variantId: id });
export const variantDeleteSchema = z.object({ productId: id, variantId: id });

const categoryImage = z.instanceof(Blob, { error: CATEGORY_IMAGE_MESSAGE });
const noEmpty = (value: unknown) => (value === "" || value === null ? undefined : value);
/** A new category: its name and picture, both required. */
export const categoryInputSchema = z.object({
  name: z.preprocess((v) => v ?? "", required(60)),
  /** Our addition: its name on the Hindi pages; "" clears it (English is shown), left out it is kept. */
  nameHi: z.preprocess((v) => (v === null ? "" : v), cappedText(60, HINDI_CATEGORY_MESSAGE).trim()).optional(),
  image: z.preprocess(noEmpty, categoryImage),
});
/** A change of a category: a new picture is optional. */
export const categoryUpdateSchema = categoryInputSchema.extend({ id, image: z.preprocess(noEmpty, categoryImage.optional()) });
export const categoryIdSchema = z.object({ id });

/** Manage Category's bulk switch: cash on delivery on or off for every product of a category. */
export const categoryCodSchema = z.object({ id, cashOnDelivery: z.boolean({ error: "Choose on or off" }) });
