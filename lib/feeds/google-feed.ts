import { SHOP } from "@/lib/shop";
import type { Sales } from "@/lib/promotions/sale-prices";
import { DELIVERY_TERMS } from "./delivery-terms";
import type { FeedItem } from "./feed-items";

// Google Merchant Center's product feed: RSS 2.0 with the g: namespace, one <item> per size, written
// piece by piece (head, items, tail) so the route can stream it.

/** Google's category for every kurta (Apparel & Accessories > Clothing). */
export const GOOGLE_PRODUCT_CATEGORY = "1604";
/** The shop records neither; kurtas in every size from XS to XXL are sold to adults of either gender. */
export const AUDIENCE = { gender: "unisex", ageGroup: "adult" } as const;

/** "1049.00 INR": paise as Google and Meta write a price. */
export function feedPrice(paise: number): string {
  return `${(paise / 100).toFixed(2)} ${DELIVERY_TERMS.currency}`;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an XML element; characters XML 1.0 forbids are dropped. */
function xmlText(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** When the sale prices of `sales` hold: from the latest start among the sales in force to the next change; null without an end. */
export function saleWindow(sales: Sales): string | null {
  if (sales.rules.length === 0 || sales.nextChange === null) return null;
  const start = Math.max(...sales.rules.map((rule) => (rule.startsAt ?? sales.at).getTime()));
  return `${new Date(start).toISOString()}/${sales.nextChange.toISOString()}`;
}

export function googleFeedHead(baseUrl: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n` +
    `<title>${xmlText(SHOP.name)}</title>\n<link>${xmlText(baseUrl)}</link>\n<description>${xmlText(SHOP.description)}</description>\n`
  );
}

export const GOOGLE_FEED_TAIL = "</channel>\n</rss>\n";

const field = (name: string, value: string) => `<g:${name}>${xmlText(value)}</g:${name}>`;

/** One size as an <item>; `window` is saleWindow's answer for the feed's sales. */
export function googleFeedItem(item: FeedItem, window: string | null): string {
  const { country, ratePaise, handlingDays, transitDays, returnDays } = DELIVERY_TERMS;
  const parts = [
    field("id", item.id),
    field("item_group_id", item.groupId),
    field("title", item.title),
    field("description", item.description),
    field("link", item.link),
    field("image_link", item.imageLink),
    ...item.additionalImageLinks.map((url) => field("additional_image_link", url)),
    field("price", feedPrice(item.pricePaise)),
    ...(item.salePricePaise === null
      ? []
      : [field("sale_price", feedPrice(item.salePricePaise)), ...(window ? [field("sale_price_effective_date", window)] : [])]),
    field("availability", item.inStock ? "in_stock" : "out_of_stock"),
    field("brand", SHOP.name),
    field("condition", "new"),
    field("color", item.color),
    field("size", item.size),
    field("size_system", "IN"),
    field("gender", AUDIENCE.gender),
    field("age_group", AUDIENCE.ageGroup),
    ...(item.material ? [field("material", item.material)] : []),
    field("google_product_category", GOOGLE_PRODUCT_CATEGORY),
    field("product_type", item.productType),
    field("identifier_exists", "no"),
    `<g:shipping>${field("country", country)}${field("price", feedPrice(ratePaise))}${field("min_handling_time", String(handlingDays.min))}${field("max_handling_time", String(handlingDays.max))}${field("min_transit_time", String(transitDays.min))}${field("max_transit_time", String(transitDays.max))}</g:shipping>`,
    field("return_policy_label", `${returnDays}-day returns`),
  ];
  return `<item>\n${parts.join("\n")}\n</item>\n`;
}
