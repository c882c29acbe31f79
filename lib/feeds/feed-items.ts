import "server-only";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { shopperSize, sizePricesSelect } from "@/lib/catalog/cards/offer";
import { priceWithGst } from "@/lib/pricing";
import { salePricePaise, type Sales } from "@/lib/promotions/sale-prices";
import { feedMaterial, feedTitle } from "./field-limits";
import { absolute, sizeLink } from "./links";

// The sizes the product feeds list, one item each, read in batches by id so that a catalogue of
// 50,000 sizes never sits in memory. Prices come from the page's own function (shopperSize over
// salePricePaise, lib/catalog/product/detail.ts), so feed, structured data and page agree to the paisa.

/** Sizes read per query. */
const FEED_BATCH = 500;
/** Google reads at most 10 additional pictures. */
const MAX_ADDITIONAL_IMAGES = 10;

const feedSizeSelect = {
  id: true,
  size: true,
  stock: true,
  ...sizePricesSelect,
  variant: {
    select: {
      id: true,
      colorName: true,
      images: { orderBy: [{ position: "asc" }, { id: "asc" }], take: MAX_ADDITIONAL_IMAGES + 1, select: { url: true } },
      product: {
        select: {
          id: true,
          slug: true,
          name: true,
          description: true,
          details: true,
          categoryId: true,
          category: { select: { name: true } },
        },
      },
    },
  },
} satisfies Prisma.SizeStockSelect;

/**
 * The sizes a feed lists: of products on sale in the shop (not archived) with a piece in stock somewhere, whose
 * colour has a picture. What this leaves out, and why, is lib/feeds/left-out.ts.
 */
const listedSizeWhere = {
  variant: { images: { some: {} }, product: { archivedAt: null, inStock: true } },
} satisfies Prisma.SizeStockWhereInput;

export type FeedItem = {
  /** The size's id: stable for as long as the size exists. */
  id: string;
  /** The product's id. */
  groupId: string;
  title: string;
  description: string;
  /** The product page opened on this colour and size. */
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  /** One piece with GST at its own price, and under the sales in force (null when no sale lowers it). */
  pricePaise: number;
  salePricePaise: number | null;
  inStock: boolean;
  color: string;
  size: string;
  /** The fabric named in the product's details ("Fabric: 100% Cotton"), or null. */
  material: string | null;
  productType: string;
};

type FeedSizeRow = Prisma.SizeStockGetPayload<{ select: typeof feedSizeSelect }>;

/** "Fabric: 100% Cotton" → "100% Cotton"; null when the details do not name one. */
function materialOf(details: readonly string[]): string | null {
  const line = details.find((detail) => /^fabric\s*:/i.test(detail));
  const fabric = line?.slice(line.indexOf(":") + 1).trim();
  return fabric ? feedMaterial(fabric) : null;
}

/** One size as a feed item, under `sales` at `sales.at`. */
function toFeedItem(row: FeedSizeRow, sales: Sales, baseUrl: string): FeedItem {
  const { variant } = row;
  const { product } = variant;
  const sale = salePricePaise({ sizeId: row.id, productId: product.id, categoryId: product.categoryId, pricePaise: row.pricePaise }, sales);
  const shown = shopperSize(row, sale, sales.at);
  const [image, ...more] = variant.images.map((picture) => absolute(baseUrl, picture.url));
  return {
    id: row.id,
    groupId: product.id,
    title: feedTitle(product.name, variant.colorName, row.size),
    description: product.description,
    link: sizeLink(baseUrl, product.slug, variant.id, row.size),
    imageLink: image ?? "",
    additionalImageLinks: more,
    pricePaise: priceWithGst(row, sales.at),
    salePricePaise: shown.salePricePaise === null ? null : shown.priceWithGstPaise,
    inStock: row.stock > 0,
    color: variant.colorName,
    size: row.size,
    material: materialOf(product.details),
    productType: product.category.name,
  };
}

/**
 * Every listed size as a feed item (the first `limit`: the benchmark's 50,000), in batches of FEED_BATCH by id (a
 * keyset cursor: each query starts after the last id).
 */
export async function* feedItems(sales: Sales, baseUrl: string, limit = Number.POSITIVE_INFINITY): AsyncGenerator<FeedItem> {
  let after: string | null = null;
  for (let left = limit; left > 0;) {
    const take = Math.min(FEED_BATCH, left);
    const rows: FeedSizeRow[] = await getDb().sizeStock.findMany({
      where: after === null ? listedSizeWhere : { ...listedSizeWhere, id: { gt: after } },
      orderBy: { id: "asc" },
      take,
      select: feedSizeSelect,
    });
    for (const row of rows) yield toFeedItem(row, sales, baseUrl);
    if (rows.length < take) return;
    left -= rows.length;
    after = rows[rows.length - 1]!.id;
  }
}
