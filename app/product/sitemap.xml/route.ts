import { connection } from "next/server";
import { getEnv } from "@/lib/env";
import { productSitemapIndex } from "@/lib/seo/product-sitemaps";

// The index of the product sitemaps, once the catalogue outgrows /sitemap.xml (lib/seo/product-sitemaps.ts).
export async function GET(): Promise<Response> {
  await connection();
  return productSitemapIndex(getEnv().APP_URL);
}
