import "server-only";
import type { MetadataRoute } from "next";
import { categoryPath, productPath } from "@/lib/paths";
import { listCategories } from "@/lib/catalog/facets";
import { getDb } from "@/lib/db";
import { absolute } from "@/lib/feeds/links";

// What search engines may list: the pages, one entry per category and every product (with its
// pictures, and when it last changed).
//
// A sitemap file holds at most 50,000 URLs. /sitemap.xml (app/sitemap.ts) carries the pages, the
// categories and, while they fit, every product. A larger catalogue moves its products into
// product sitemaps of PRODUCTS_PER_SITEMAP each (productSitemapIds below), and robots.txt lists
// them next to /sitemap.xml.

type Entry = MetadataRoute.Sitemap[number];

export const PRODUCTS_PER_SITEMAP = 10_000;
/** Products that /sitemap.xml still carries itself, leaving room for the pages and categories. */
export const PRODUCTS_IN_MAIN_SITEMAP = 45_000;
/** Where the product sitemaps are served (generateSitemaps in app/product/sitemap.ts). */
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

type ProductRow = { slug: string; updatedAt: Date; variants: { images: { url: string }[] }[] };

function productEntry(baseUrl: string, product: ProductRow): Entry {
  return {
    url: absoluteUrl(baseUrl, productPath(product.slug)),
    lastModified: product.updatedAt,
    changeFrequency: "weekly",
    priority: 0.6,
    images: product.variants.flatMap((variant) => variant.images.map((image) => absolute(baseUrl, image.url))),
  };
}

/** One lean read: slug, updatedAt and the first pictures of each colour, in a stable order. */
async function productRows(skip: number, take: number): Promise<ProductRow[]> {
  return getDb().product.findMany({
    where: { archivedAt: null },
    select: {
      slug: true,
      updatedAt: true,
      variants: {
        orderBy: [{ position: "asc" }, { id: "asc" }],
        select: { images: { orderBy: [{ position: "asc" }, { id: "asc" }], take: IMAGES_PER_COLOUR, select: { url: true } } },
      },
    },
    orderBy: { id: "asc" },
    skip,
    take,
  });
}

/**
 * The products of /sitemap.xml: all of them while there are at most PRODUCTS_IN_MAIN_SITEMAP,
 * else none (the product sitemaps carry them). One query either way.
 */
export async function mainSitemapProducts(baseUrl: string): Promise<MetadataRoute.Sitemap> {
  const rows = await productRows(0, PRODUCTS_IN_MAIN_SITEMAP + 1);
  if (rows.length > PRODUCTS_IN_MAIN_SITEMAP) return [];
  return rows.map((row) => productEntry(baseUrl, row));
}

/** The ids of the product sitemaps: none while /sitemap.xml carries every product. */
export async function productSitemapIds(): Promise<{ id: number }[]> {
  const count = await getDb().product.count({ where: { archivedAt: null } });
  if (count <= PRODUCTS_IN_MAIN_SITEMAP) return [];
  return Array.from({ length: Math.ceil(count / PRODUCTS_PER_SITEMAP) }, (_, id) => ({ id }));
}

/** The absolute URLs of the product sitemaps, for robots.txt. */
export async function productSitemapUrls(baseUrl: string): Promise<string[]> {
  return (await productSitemapIds()).map(({ id }) => absoluteUrl(baseUrl, `${PRODUCT_SITEMAP_PATH}/${id}.xml`));
}
