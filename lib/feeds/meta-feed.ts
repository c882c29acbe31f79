import { stringify } from "csv-stringify/sync";
import { SHOP } from "@/lib/shop";
import { DELIVERY_TERMS } from "./delivery-terms";
import type { FeedItem } from "./feed-items";
import { AUDIENCE, feedPrice, GOOGLE_PRODUCT_CATEGORY } from "./google-feed";

// Meta's catalogue (Commerce Manager's data feed): a CSV with its column names, one row per size,
// the same items as Google's feed, written row by row so the route can stream it.

const META_COLUMNS = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "link",
  "image_link",
  "brand",
  "item_group_id",
  "size",
  "color",
  "sale_price",
  "sale_price_effective_date",
  "additional_image_link",
  "gender",
  "age_group",
  "material",
  "google_product_category",
  "product_type",
  "shipping",
] as const;

export const metaFeedHead = (): string => stringify([META_COLUMNS]);

/** One size as a CSV row; `window` is saleWindow's answer for the feed's sales. */
export function metaFeedRow(item: FeedItem, window: string | null): string {
  const onSale = item.salePricePaise !== null;
  const row: Record<(typeof META_COLUMNS)[number], string> = {
    id: item.id,
    title: item.title,
    description: item.description,
    availability: item.inStock ? "in stock" : "out of stock",
    condition: "new",
    price: feedPrice(item.pricePaise),
    link: item.link,
    image_link: item.imageLink,
    brand: SHOP.name,
    item_group_id: item.groupId,
    size: item.size,
    color: item.color,
    sale_price: onSale ? feedPrice(item.salePricePaise!) : "",
    sale_price_effective_date: onSale && window ? window : "",
    additional_image_link: item.additionalImageLinks.join(","),
    gender: AUDIENCE.gender,
    age_group: AUDIENCE.ageGroup,
    material: item.material ?? "",
    google_product_category: GOOGLE_PRODUCT_CATEGORY,
    product_type: item.productType,
    shipping: `${DELIVERY_TERMS.country}::Standard:${feedPrice(DELIVERY_TERMS.ratePaise)}`,
  };
  return stringify([META_COLUMNS.map((column) => row[column])]);
}
