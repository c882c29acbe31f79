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
  // The product's own size chart in its compact form (lib/catalog/fit/size-chart.ts), repeated on each of its rows;
  // empty: none (the category's is shown). Optional on import: a file without the column leaves charts as they are.
  "sizeChart",
  // The name and description on the Hindi pages; empty: not translated (English is shown). Last, so older files
  // keep their columns' places; optional on import: a file without them leaves the translations as they are.
  "nameHi",
  "descriptionHi",
] as const;
export type CsvRow = Record<(typeof CSV_COLUMNS)[number], string>;

/** Detail lines and image URLs are joined in one cell each. */
export const DETAIL_SEPARATOR = " | ";
export const IMAGE_SEPARATOR = " ";
