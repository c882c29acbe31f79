import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { productSitemap, productSitemapIndex } from "@/lib/seo/product-sitemaps";
import { mainSitemapProducts, productSitemapUrls } from "@/lib/seo/sitemap-entries";
import { makeCategory } from "../../support/factories";

// A catalogue too large for one sitemap file (50,000 URLs): past 45,000 products /sitemap.xml keeps the pages
// and categories, and its products move to parts of 10,000 under a sitemap index, as Next's generateSitemaps
// names them. The products are written by one INSERT … SELECT, without variants, so the file takes seconds.

const BASE = "https://shop.test";
const LIVE = 45_001;
const ARCHIVED = 3;

afterAll(() => getDb().$disconnect());

beforeAll(async () => {
  const category = await makeCategory("Sitemap Kurtas");
  await getDb().$executeRaw`
    INSERT INTO "Product" (id, slug, name, description, hsn, "categoryId", "updatedAt", "archivedAt")
    SELECT 'p' || lpad(n::text, 6, '0'), 'kurta-' || n, 'Kurta ' || n, 'A kurta.', '6211', ${category.id},
           TIMESTAMP '2026-12-01 00:00:00' + n * INTERVAL '1 second', CASE WHEN n > ${LIVE} THEN now() END
    FROM generate_series(1, ${LIVE + ARCHIVED}) AS n`;
}, 120_000);

/** The <loc>s of a sitemap or sitemap index, checked to be its only kind of entry. */
function locs(xml: string, entry: "url" | "sitemap"): string[] {
  const entries = [...xml.matchAll(new RegExp(`<${entry}>\\n([\\s\\S]*?)</${entry}>`, "g"))].map((match) => match[1]!);
  expect(entries.length).toBe(xml.split(`<${entry}>`).length - 1);
  return entries.map((inner) => /^<loc>([^<]+)<\/loc>\n/.exec(inner)![1]!);
}

describe("the sitemap of a catalogue past 45,000 products", () => {
  it("lists the pages alone in /sitemap.xml, and every product once in parts of 10,000 under an index", async () => {
    expect(await mainSitemapProducts(BASE)).toEqual([]);
    expect(await productSitemapUrls(BASE)).toEqual([`${BASE}/product/sitemap.xml`]);

    const index = await productSitemapIndex(BASE);
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toBe("application/xml");
    const indexXml = await index.text();
    expect(indexXml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    const parts = locs(indexXml, "sitemap");
    expect(parts).toEqual([0, 1, 2, 3, 4].map((id) => `${BASE}/product/sitemap/${id}.xml`));

    const listed: string[] = [];
    for (const part of parts) {
      const response = await productSitemap(BASE, part.slice(part.lastIndexOf("/") + 1));
      expect(response.status, part).toBe(200);
      const xml = await response.text();
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
        true,
      );
      const urls = locs(xml, "url");
      expect(urls.length).toBeLessThanOrEqual(10_000);
      expect(xml.split("<lastmod>").length - 1).toBe(urls.length);
      listed.push(...urls);
    }
    expect(listed.length).toBe(LIVE);
    const expected = Array.from({ length: LIVE }, (_, n) => `${BASE}/product/kurta-${n + 1}`);
    expect(new Set(listed)).toEqual(new Set(expected));
  }, 120_000);

  it("answers 404 for a part past the last one, or an address that is not a part", async () => {
    for (const part of ["5.xml", "05.xml", "-1.xml", "0", "0.xml.gz", "1e3.xml"]) {
      expect((await productSitemap(BASE, part)).status, part).toBe(404);
    }
  });

  it("has no index and no parts once the catalogue fits /sitemap.xml again", async () => {
    await getDb().product.update({ where: { id: "p000001" }, data: { archivedAt: new Date() } });
    expect(await productSitemapUrls(BASE)).toEqual([]);
    expect((await productSitemapIndex(BASE)).status).toBe(404);
    expect((await productSitemap(BASE, "0.xml")).status).toBe(404);
    expect(await mainSitemapProducts(BASE)).toHaveLength(LIVE - 1);
  }, 120_000);
});
