import "server-only";
import { resolveSitemap } from "next/dist/build/webpack/loaders/metadata/resolve-route-data";
import { absoluteUrl, PRODUCT_SITEMAP_PATH, productSitemapEntries, productSitemapIds } from "./sitemap-entries";

// The answers of a catalogue too large for /sitemap.xml (lib/seo/sitemap-entries.ts): the index of the
// product sitemaps at /product/sitemap.xml and each part at /product/sitemap/<id>.xml. A part is written
// by Next's own sitemap writer, the one behind /sitemap.xml. Both are 404 while /sitemap.xml carries every product.

/** What Next's metadata routes send with a sitemap. */
const SITEMAP_HEADERS = { "Content-Type": "application/xml", "Cache-Control": "public, max-age=0, must-revalidate" };

const notFound = () => new Response("Not Found", { status: 404 });

/** GET /product/sitemap.xml: a sitemap index of the product sitemaps. */
export async function productSitemapIndex(baseUrl: string): Promise<Response> {
  const ids = await productSitemapIds();
  if (ids.length === 0) return notFound();
  const parts = ids.map((id) => `<sitemap>\n<loc>${absoluteUrl(baseUrl, `${PRODUCT_SITEMAP_PATH}/${id}.xml`)}</loc>\n</sitemap>\n`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join("")}</sitemapindex>\n`;
  return new Response(xml, { headers: SITEMAP_HEADERS });
}

/** GET /product/sitemap/<part>, `part` being "<id>.xml": that product sitemap. */
export async function productSitemap(baseUrl: string, part: string): Promise<Response> {
  const match = /^(0|[1-9]\d{0,5})\.xml$/.exec(part);
  const id = match ? Number(match[1]) : -1;
  if (!(await productSitemapIds()).includes(id)) return notFound();
  return new Response(resolveSitemap(await productSitemapEntries(baseUrl, id)), { headers: SITEMAP_HEADERS });
}
