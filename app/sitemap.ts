import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { getEnv } from "@/lib/env";
import { withLanguages } from "@/lib/i18n/sitemap";
import { mainSitemapProducts, pageEntries } from "@/lib/seo/sitemap-entries";

// /sitemap.xml: home, search, the static pages, every category and (up to 45,000 of them) every
// product. Rendered per request (connection()), so `next build` needs no database for it.

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const baseUrl = getEnv().APP_URL;
  const [pages, products] = await Promise.all([pageEntries(baseUrl), mainSitemapProducts(baseUrl)]);
  return withLanguages(baseUrl, [...pages, ...products]);
}
