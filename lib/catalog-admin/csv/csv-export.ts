import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { paiseToRupees } from "@/lib/pricing";
import { formatSizeChart, readSizeChart } from "@/lib/catalog/fit/size-chart";
import { productTextSelect } from "../products/view";
import { CSV_COLUMNS, DETAIL_SEPARATOR, IMAGE_SEPARATOR, type CsvRow } from "./csv-columns";

// The catalogue exported as CSV (csv-columns.ts), streamed: read from the database in batches as it is sent.
const EXPORT_BATCH = 200;

const exportSelect = {
  id: true,
  ...productTextSelect,
  archivedAt: true,
  sizeChart: true,
  category: { select: { name: true } },
  variants: {
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: {
      colorName: true,
      colorCode: true,
      images: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { url: true } },
      sizes: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { size: true, pricePaise: true, cutPricePaise: true, stock: true } },
    },
  },
} satisfies Prisma.ProductSelect;

async function* exportRows(): AsyncGenerator<CsvRow> {
  let after: string | undefined;
  for (;;) {
    // Keyset pages by id: memory stays flat however large the catalogue is.
    const batch = await getDb().product.findMany({
      where: after ? { id: { gt: after } } : {},
      orderBy: { id: "asc" },
      take: EXPORT_BATCH,
      select: exportSelect,
    });
    for (const product of batch) {
      const base = {
        productId: product.id,
        name: product.name,
        description: product.description,
        nameHi: product.nameHi,
        descriptionHi: product.descriptionHi,
        details: product.details.join(DETAIL_SEPARATOR),
        hsn: product.hsn,
        category: product.category.name,
        cashOnDelivery: product.cashOnDelivery ? "On" : "Off",
        archived: product.archivedAt ? "yes" : "no",
        sizeChart: formatSizeChart(readSizeChart(product.sizeChart)),
      };
      const none = { colorName: "", colorCode: "", images: "", size: "", price: "", cutPrice: "", stock: "" };
      if (product.variants.length === 0) yield { ...base, ...none };
      for (const variant of product.variants) {
        for (const size of variant.sizes) {
          yield {
            ...base,
            colorName: variant.colorName,
            colorCode: variant.colorCode,
            images: variant.images.map((image) => image.url).join(IMAGE_SEPARATOR),
            size: size.size,
            price: String(paiseToRupees(size.pricePaise)),
            cutPrice: String(paiseToRupees(size.cutPricePaise)),
            stock: String(size.stock),
          };
        }
      }
    }
    if (batch.length < EXPORT_BATCH) return;
    after = batch.at(-1)!.id;
  }
}

/** Every product, variant and size as a CSV byte stream (read from the database in batches as it is sent). */
export function exportCatalogCsv(ctx: Ctx): ReadableStream<Uint8Array> {
  requireAdmin(ctx.caller);
  // escape_formulas: a cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage
  // return first) is written with a ' before it (OWASP's CSV injection rule); import takes it off.
  const csv = Readable.from(exportRows()).pipe(stringify({ header: true, columns: [...CSV_COLUMNS], escape_formulas: true }));
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
