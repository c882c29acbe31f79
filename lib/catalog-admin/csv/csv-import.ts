import "server-only";
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { revalidateProducts } from "@/lib/cache/tags";
import { queueBackInStockNotices } from "@/lib/catalog/back-in-stock/queue";
import { refreshProductListing } from "@/lib/catalog/product/listing";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseSizeChart, sizesOutside } from "@/lib/catalog/fit/size-chart";
import type { SizeChart } from "@/lib/catalog/fit/size-chart-view";
import { rupeesToPaise } from "@/lib/pricing";
import { auditCatalog } from "../audit";
import { CSV_COLUMNS, DETAIL_SEPARATOR, IMAGE_SEPARATOR, type CsvRow } from "./csv-columns";
import { NO_SIZES_MESSAGE, sizesNotSoldMessage } from "../categories/size-charts";
import { slugFor } from "../slugs";
import { COLOR_CODE_MESSAGE, productInputSchema, REQUIRED, sizeRowSchema } from "../schemas";

// The catalogue imported from CSV (csv-columns.ts): every row is checked first (a dry run reports
// each row's errors by line number), then everything is applied in one transaction or nothing.

/** A cell the export escaped (escape_formulas): its ' comes off again on import. */
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

export type RowError = { line: number; message: string };
type PlannedSize = { size: string; pricePaise: number; cutPricePaise: number; stock: number };
type PlannedVariant = { colorName: string; colorCode: string; images: string[]; sizes: PlannedSize[]; line: number };
type PlannedProduct = {
  key: string;
  id: string | null;
  line: number;
  /** Its own size chart; null: none; undefined: the file has no sizeChart column (left as it is). */
  sizeChart: SizeChart | null | undefined;
  fields: {
    name: string;
    description: string;
    /** Absent when the file has no such column (left as they are). */
    nameHi?: string;
    descriptionHi?: string;
    details: string[];
    hsn: string;
    categoryId: string;
    cashOnDelivery: boolean;
  };
  variants: Map<string, PlannedVariant>;
};
export type ImportReport = { rows: number; products: number; created: number; updated: number; errors: RowError[]; applied: boolean };

async function readRows(file: Blob): Promise<{ line: number; row: Partial<CsvRow> }[]> {
  if (file.size > MAX_IMPORT_BYTES)
    throw new AppError("payload_too_large", `The CSV file must be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB`);
  const text = await file.text();
  const parser = Readable.from([text]).pipe(
    parse({
      columns: true,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      info: true,
      relax_column_count: true,
      max_record_size: 64 * 1024,
      cast: (value) => (ESCAPED_FORMULA.test(value) ? value.slice(1) : value),
    }),
  );
  const rows: { line: number; row: Partial<CsvRow> }[] = [];
  try {
    for await (const record of parser as AsyncIterable<{ record: Partial<CsvRow>; info: { lines: number } }>) {
      rows.push({ line: record.info.lines, row: record.record });
      if (rows.length > MAX_IMPORT_ROWS) throw new AppError("validation", `A CSV import holds at most ${MAX_IMPORT_ROWS} rows`);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("validation", `The CSV file could not be read: ${error instanceof Error ? error.message : "unknown error"}`);
  }
  const missing = CSV_COLUMNS.filter(
    (column) =>
      !["productId", "archived", "sizeChart", "nameHi", "descriptionHi"].includes(column) && rows.length > 0 && !(column in rows[0]!.row),
  );
  if (missing.length > 0) throw new AppError("validation", `The CSV file lacks the columns: ${missing.join(", ")}`);
  return rows;
}

/** Checks every row against the catalogue's rules and groups them into products and variants. */
async function plan(
  rows: { line: number; row: Partial<CsvRow> }[],
): Promise<{ products: Map<string, PlannedProduct>; errors: RowError[] }> {
  const db = getDb();
  const categories = new Map((await db.category.findMany({ select: { id: true, name: true } })).map((c) => [c.name.toLowerCase(), c.id]));
  const ids = [...new Set(rows.map(({ row }) => row.productId ?? "").filter(Boolean))];
  const existing = new Set((await db.product.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((p) => p.id));
  const knownImages = new Set(
    (
      await db.variantImage.findMany({
        where: { url: { in: [...new Set(rows.flatMap(({ row }) => (row.images ?? "").split(IMAGE_SEPARATOR).filter(Boolean)))] } },
        select: { url: true },
      })
    ).map((image) => image.url),
  );
  const errors: RowError[] = [];
  const products = new Map<string, PlannedProduct>();
  for (const { line, row } of rows) {
    const fail = (message: string) => errors.push({ line, message });
    const id = row.productId?.trim() ?? "";
    if (id && !existing.has(id)) {
      fail(`No product has the id ${id}: leave productId empty to create one`);
      continue;
    }
    const categoryId = categories.get((row.category ?? "").trim().toLowerCase());
    const parsed = productInputSchema.safeParse({
      name: row.name,
      description: row.description,
      nameHi: row.nameHi,
      descriptionHi: row.descriptionHi,
      details: (row.details ?? "").split(DETAIL_SEPARATOR.trim()).map((line) => line.trim()),
      hsn: row.hsn,
      category: categoryId ?? (row.category?.trim() ? "unknown" : ""),
      cashOnDelivery: row.cashOnDelivery,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fail(`${issue.path.join(".") || "row"}: ${issue.message}`);
      continue;
    }
    if (!categoryId) {
      fail(`category: no category is named "${row.category}"`);
      continue;
    }
    const key = id || `new:${parsed.data.name.toLowerCase()}`;
    // The product's cells are read from its first row, the size chart too (so a wrong one is reported once).
    const chart = products.has(key) || row.sizeChart === undefined ? { chart: undefined } : parseSizeChart(row.sizeChart);
    if ("error" in chart) fail(chart.error);
    const product = products.get(key) ?? {
      key,
      id: id || null,
      line,
      sizeChart: "error" in chart ? undefined : chart.chart,
      fields: {
        name: parsed.data.name,
        description: parsed.data.description,
        ...(parsed.data.nameHi === undefined ? {} : { nameHi: parsed.data.nameHi }),
        ...(parsed.data.descriptionHi === undefined ? {} : { descriptionHi: parsed.data.descriptionHi }),
        details: parsed.data.details,
        hsn: parsed.data.hsn,
        categoryId,
        cashOnDelivery: parsed.data.cashOnDelivery,
      },
      variants: new Map(),
    };
    products.set(key, product);
    const colorCode = (row.colorCode ?? "").trim();
    const variantColumns = [row.colorName, row.colorCode, row.images, row.size, row.price, row.cutPrice, row.stock];
    if (variantColumns.every((value) => !value?.trim())) continue;
    if (!/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(colorCode)) {
      fail(`colorCode: ${COLOR_CODE_MESSAGE}`);
      continue;
    }
    if (!row.colorName?.trim()) {
      fail(`colorName: ${REQUIRED}`);
      continue;
    }
    const images = (row.images ?? "").split(IMAGE_SEPARATOR).filter(Boolean);
    if (images.length === 0) fail("images: Atleast one image is required");
    const unknown = images.filter((url) => !knownImages.has(url));
    if (unknown.length > 0) fail(`images: not an image of this shop (upload new pictures in the variant form): ${unknown[0]}`);
    const size = sizeRowSchema.safeParse({ size: row.size, price: row.price, discount: row.cutPrice, stock: row.stock });
    if (!size.success) {
      fail(`size: ${size.error.issues[0]!.message}`);
      continue;
    }
    const variant = products.get(key)!.variants.get(colorCode.toLowerCase()) ?? {
      colorName: row.colorName.trim(),
      colorCode: colorCode.toLowerCase(),
      images,
      sizes: [],
      line,
    };
    if (variant.sizes.some((other) => other.size.toUpperCase() === size.data.size.toUpperCase())) {
      fail(`size: ${size.data.size} appears twice for ${variant.colorName}`);
      continue;
    }
    variant.sizes.push({
      size: size.data.size,
      pricePaise: rupeesToPaise(size.data.price),
      cutPricePaise: rupeesToPaise(size.data.discount),
      stock: size.data.stock,
    });
    product.variants.set(variant.colorCode, variant);
  }
  errors.push(...(await chartsOutsideSizes(products.values())));
  return { products, errors };
}

/** A product's own chart may list only the sizes it sells: those of the file's rows and those it already has. */
async function chartsOutsideSizes(products: Iterable<PlannedProduct>): Promise<RowError[]> {
  const charted = [...products].filter((product) => product.sizeChart);
  const ids = charted.flatMap((product) => (product.id ? [product.id] : []));
  const held = await getDb().sizeStock.findMany({
    where: { variant: { productId: { in: ids } } },
    select: { size: true, variant: { select: { productId: true } } },
  });
  const errors: RowError[] = [];
  for (const product of charted) {
    const sizes = [
      ...[...product.variants.values()].flatMap((variant) => variant.sizes.map((size) => size.size)),
      ...held.filter((row) => row.variant.productId === product.id).map((row) => row.size),
    ];
    const outside = sizesOutside(product.sizeChart!, sizes);
    if (outside.length > 0) {
      const message = sizes.length === 0 ? NO_SIZES_MESSAGE : sizesNotSoldMessage(outside, [...new Set(sizes)]);
      errors.push({ line: product.line, message: `sizeChart: ${message}` });
    }
  }
  return errors;
}

async function applyPlan(
  tx: Prisma.TransactionClient,
  actor: NonNullable<Ctx["caller"]>,
  products: Iterable<PlannedProduct>,
): Promise<string[]> {
  const touched: string[] = [];
  const dimensions = new Map<string, { width: number; height: number }>();
  for (const product of products) {
    let productId = product.id;
    const chartData = product.sizeChart === undefined ? {} : { sizeChart: product.sizeChart ?? Prisma.DbNull };
    const chartAudit = product.sizeChart === undefined ? {} : { sizeChart: product.sizeChart };
    if (productId) {
      const before = await tx.product.findUniqueOrThrow({
        where: { id: productId },
        select: {
          name: true,
          description: true,
          ...("nameHi" in product.fields ? { nameHi: true } : {}),
          ...("descriptionHi" in product.fields ? { descriptionHi: true } : {}),
          details: true,
          hsn: true,
          categoryId: true,
          cashOnDelivery: true,
          ...(product.sizeChart === undefined ? {} : { sizeChart: true }),
        },
      });
      await tx.product.update({ where: { id: productId }, data: { ...product.fields, ...chartData } });
      await auditCatalog(tx, actor, "product.imported", { type: "Product", id: productId }, before, { ...product.fields, ...chartAudit });
    } else {
      const data = { ...product.fields, ...chartData, slug: slugFor(product.fields.name) };
      productId = (await tx.product.create({ data, select: { id: true } })).id;
      await auditCatalog(tx, actor, "product.imported", { type: "Product", id: productId }, null, { ...product.fields, ...chartAudit });
    }
    touched.push(productId);
    let position = await tx.variant.count({ where: { productId } });
    for (const variant of product.variants.values()) {
      for (const url of variant.images) {
        if (!dimensions.has(url)) {
          const found = await tx.variantImage.findFirstOrThrow({ where: { url }, select: { width: true, height: true } });
          dimensions.set(url, found);
        }
      }
      const current = await tx.variant.findFirst({
        where: { productId, colorCode: { equals: variant.colorCode, mode: "insensitive" } },
        select: { id: true },
      });
      const variantId = current
        ? (await tx.variant.update({ where: { id: current.id }, data: { colorName: variant.colorName }, select: { id: true } })).id
        : (
            await tx.variant.create({
              data: { productId, colorName: variant.colorName, colorCode: variant.colorCode, position: position++ },
              select: { id: true },
            })
          ).id;
      await tx.variantImage.deleteMany({ where: { variantId } });
      await tx.variantImage.createMany({
        data: variant.images.map((url, index) => ({ variantId, url, alt: variant.colorName, position: index, ...dimensions.get(url)! })),
      });
      await tx.sizeStock.deleteMany({ where: { variantId, size: { notIn: variant.sizes.map((size) => size.size) } } });
      for (const [index, size] of variant.sizes.entries()) {
        await tx.sizeStock.upsert({
          where: { variantId_size: { variantId, size: size.size } },
          create: { ...size, variantId, position: index },
          update: { ...size, position: index },
        });
      }
    }
  }
  await refreshProductListing(touched, tx);
  await queueBackInStockNotices(tx, touched);
  return touched;
}

/**
 * Imports a catalogue CSV. `apply` false is the dry run: it reports each row's errors by line number
 * and changes nothing. `apply` true refuses a file with any error, else writes it all in one transaction.
 * Rows with a productId update that product; rows without one create a product (grouped by name).
 * A variant is matched by colour code; its sizes and images are replaced by the file's. Nothing is deleted.
 */
export async function importCatalogCsv(ctx: Ctx, input: { file: unknown; apply: boolean }): Promise<ImportReport> {
  const actor = requireAdmin(ctx.caller);
  if (!(input.file instanceof Blob) || input.file.size === 0)
    throw new AppError("validation", "Choose a CSV file to import", { file: "Choose a CSV file to import" });
  const rows = await readRows(input.file);
  if (rows.length === 0) throw new AppError("validation", "The CSV file holds no rows");
  const { products, errors } = await plan(rows);
  const counts = { rows: rows.length, products: products.size, created: [...products.values()].filter((p) => !p.id).length };
  const report = { ...counts, updated: counts.products - counts.created, errors };
  if (!input.apply || errors.length > 0) return { ...report, applied: false };
  const touched = await getDb().$transaction((tx) => applyPlan(tx, actor, products.values()), { timeout: 120_000, maxWait: 10_000 });
  revalidateProducts(touched);
  return { ...report, applied: true };
}
