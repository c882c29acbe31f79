import "server-only";
import type { MetadataRoute } from "next";
import { categoryPath, productPath } from "@/lib/paths";
import { listCategories } from "@/lib/catalog/facets/facets";
import { getDb } from "@/lib/db";
import { absolute } from "@/lib/feeds/links";

// What search engines may list: the pages, one entry per category and every product (with its
// pictures, and when it last changed).
//
// A sitemap file holds at most 50,000 URLs. /sitemap.xml (app/sitemap.ts) carries the pages, the
// categories and, while they fit, every product. A larger catalogue moves its products into
// product sitemaps of PRODUCTS_PER_SITEMAP each (/product/sitemap/<id>.xml, as Next's
// generateSitemaps names them), listed by a sitemap index (/product/sitemap.xml, lib/seo/product-sitemaps.ts)
// that robots.txt names next to /sitemap.xml.

type Entry = MetadataRoute.Sitemap[number];

export const PRODUCTS_PER_SITEMAP = 10_000;
/** Products that /sitemap.xml still carries itself, leaving room for the pages and categories. */
export const PRODUCTS_IN_MAIN_SITEMAP = 45_000;
/** Where the product sitemaps are served: the index at PRODUCT_SITEMAP_PATH.xml, the parts under it. */
export const PRODUCT_SITEMAP_PATH = "/product/sitemap";

export const STATIC_PAGES: readonly { path: string; changeFrequency: Entry["changeFrequency"]; priority: number }[] = [
  { path: "/", changeFrequency: "daily", priority: 1 },
  { path: "/search", changeFrequency: "daily", priority: 0.8 },
  { path: "/aboutUs", changeFrequency: "yearly", priority: 0.4 },
  { path: "/contactUs", changeFrequency: "yearly", priority: 0.4 },
  { path: "/refund", changeFrequency: "yearly", priority: 0.3 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3 },
];

/** An absolute URL on the shop (APP_URL without a trailing slash, then the path). */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${path}`;
}

/** The pages and the categories. */
export async function pageEntries(baseUrl: string): Promise<MetadataRoute.Sitemap> {
  const categories = await listCategories();
  return [
    ...STATIC_PAGES.map(({ path, changeFrequency, priority }) => ({ url: absoluteUrl(baseUrl, path), changeFrequency, priority })),
    ...categories.map((category) => ({
      url: absoluteUrl(baseUrl, categoryPath(category.slug)),
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
  ];
}

/** Pictures listed per product (Google reads up to 1,000; a few per colour say enough). */
const IMAGES_PER_COLOUR = 3;

type ProductRow = { id: string; slug: string; updatedAt: Date; variants: { images: { url: string }[] }[] };

function productEntry(baseUrl: string, product: ProductRow): Entry {
  return {
    url: absoluteUrl(baseUrl, productPath(product.slug)),
    lastModified: product.updatedAt,
    changeFrequency: "weekly",
    priority: 0.6,
    images: product.variants.flatMap((variant) => variant.images.map((image) => absolute(baseUrl, image.url))),
  };
}

/**
 * Products read per query. Prisma reads the colours and pictures of a query's products with their ids as
 * parameters, and PostgreSQL takes at most 32,767 of them in one statement.
 */
const PRODUCTS_PER_QUERY = 1_000;

/** slug, updatedAt and the first pictures of each colour of `take` products from the `skip`th, by id, PRODUCTS_PER_QUERY at a time. */
async function productRows(skip: number, take: number): Promise<ProductRow[]> {
  const rows: ProductRow[] = [];
  let after: string | null = null;
  while (rows.length < take) {
    const wanted = Math.min(PRODUCTS_PER_QUERY, take - rows.length);
    const batch: ProductRow[] = await getDb().product.findMany({
      where: after === null ? { archivedAt: null } : { archivedAt: null, id: { gt: after } },
      select: {
        id: true,
        slug: true,
        updatedAt: true,
        variants: {
          orderBy: [{ position: "asc" }, { id: "asc" }],
          select: { images: { orderBy: [{ position: "asc" }, { id: "asc" }], take: IMAGES_PER_COLOUR, select: { url: true } } },
        },
      },
      orderBy: { id: "asc" },
      skip: after === null ? skip : 0,
      take: wanted,
    });
    rows.push(...batch);
    if (batch.length < wanted) break;
    after = batch[batch.length - 1]!.id;
  }
  return rows;
}

const liveProducts = () => getDb().product.count({ where: { archivedAt: null } });

/** The products of /sitemap.xml: all of them while there are at most PRODUCTS_IN_MAIN_SITEMAP, else none (the product sitemaps carry them). */
export async function mainSitemapProducts(baseUrl: string): Promise<MetadataRoute.Sitemap> {
  if ((await liveProducts()) > PRODUCTS_IN_MAIN_SITEMAP) return [];
  return (await productRows(0, PRODUCTS_IN_MAIN_SITEMAP)).map((row) => productEntry(baseUrl, row));
}

/** The ids of the product sitemaps: none while /sitemap.xml carries every product. */
export async function productSitemapIds(): Promise<number[]> {
  const count = await liveProducts();
  if (count <= PRODUCTS_IN_MAIN_SITEMAP) return [];
  return Array.from({ length: Math.ceil(count / PRODUCTS_PER_SITEMAP) }, (_, id) => id);
}

/** The products of product sitemap `id` (one of productSitemapIds). */
export async function productSitemapEntries(baseUrl: string, id: number): Promise<MetadataRoute.Sitemap> {
  const rows = await productRows(id * PRODUCTS_PER_SITEMAP, PRODUCTS_PER_SITEMAP);
  return rows.map((row) => productEntry(baseUrl, row));
}

/** For robots.txt: the product sitemaps' index, when there are product sitemaps. */
export async function productSitemapUrls(baseUrl: string): Promise<string[]> {
  return (await productSitemapIds()).length > 0 ? [absoluteUrl(baseUrl, `${PRODUCT_SITEMAP_PATH}.xml`)] : [];
}
