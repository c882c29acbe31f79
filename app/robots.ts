import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { getEnv } from "@/lib/env";
import { absoluteUrl, productSitemapUrls } from "@/lib/seo/sitemap-entries";

// /robots.txt: crawl the shop, not the shopper's own pages, the back office, the API or the tools.
// Rendered per request (connection()), so `next build` needs no database for it.

const DISALLOWED = [
  "/cart",
  "/wishlist",
  "/booking",
  "/orders",
  "/return",
  "/myaccount",
  "/admin",
  "/api",
  "/login",
  "/signup",
  "/reset-password",
  "/verify",
  "/dev",
];

export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const baseUrl = getEnv().APP_URL;
  // A very large catalogue adds product sitemaps. If the database cannot be asked, the main
  // sitemap still goes out: a failing robots.txt would make crawlers stop altogether.
  const productSitemaps = await productSitemapUrls(baseUrl).catch(() => []);
  return {
    rules: { userAgent: "*", allow: "/", disallow: DISALLOWED },
    sitemap: [absoluteUrl(baseUrl, "/sitemap.xml"), ...productSitemaps],
  };
}
