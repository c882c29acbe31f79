import { connection } from "next/server";
import { getEnv } from "@/lib/env";
import { productSitemap } from "@/lib/seo/product-sitemaps";

// One product sitemap, /product/sitemap/<id>.xml (lib/seo/product-sitemaps.ts).
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }): Promise<Response> {
  await connection();
  return productSitemap(getEnv().APP_URL, (await params).part);
}
