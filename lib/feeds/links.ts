import { productPath } from "@/lib/paths";

// Absolute addresses for what leaves the shop (feeds, structured data): pictures and product pages.

/** An absolute URL on the shop (baseUrl is APP_URL); absolute URLs (a CDN's pictures) stay as they are. */
export function absolute(baseUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${baseUrl.replace(/\/+$/, "")}${pathOrUrl}`;
}

/** The product page opened on this colour and size (components/product/use-product-choice.ts reads them). */
export function sizeLink(baseUrl: string, slug: string, variantId: string, size: string): string {
  return `${absolute(baseUrl, productPath(slug))}?${new URLSearchParams({ color: variantId, size })}`;
}
