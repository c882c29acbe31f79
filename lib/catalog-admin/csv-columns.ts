// The catalogue's CSV: one row per size (a product without variants has one row with the variant
// columns empty), the same columns for export and import.

export const CSV_COLUMNS = [
  "productId",
  "name",
  "description",
  "details",
  "hsn",
  "category",
  "cashOnDelivery",
  "archived",
  "colorName",
  "colorCode",
  "images",
  "size",
  "price",
  "cutPrice",
  "stock",
] as const;
export type CsvRow = Record<(typeof CSV_COLUMNS)[number], string>;

/** Detail lines and image URLs are joined in one cell each. */
export const DETAIL_SEPARATOR = " | ";
export const IMAGE_SEPARATOR = " ";
