import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productJsonLd } from "@/components/product/structured-data";
import { getProductDetail } from "@/lib/catalog/product/detail";
import { feedText, type FeedName } from "@/lib/feeds/feed-stream";
import { leftOutProducts } from "@/lib/feeds/left-out";
import { feedsOverview } from "@/lib/feeds/overview";
import { recordFeedRead } from "@/lib/feeds/reads";
import { feedMaxAge, feedVersion } from "@/lib/feeds/serve";
import { priceWithGst } from "@/lib/pricing";
import { mainSitemapProducts } from "@/lib/seo/sitemap-entries";
import { loadSalePromotions, salesAt, type Sales } from "@/lib/promotions/sale-prices";
import { getDb } from "@/lib/db";
import { seedDemo } from "../../../prisma/seed";
import { db, makeProduct, makeUser, NOW } from "../catalog/support";

// The product feeds (issue 54) on the demo catalogue: each platform's required fields, parsed back from
// the XML and the CSV; the price of every size agreeing between the page, its JSON-LD and both feeds,
// sale prices included; and a sale changing the feed at the instant it starts.

// The demo catalogue's generator at a third of the catalogue tests' size: every category, colour and size kind.
const SEED_SIZE = 40;
beforeAll(() => seedDemo(getDb(), { size: SEED_SIZE, now: NOW }), 300_000);
afterAll(() => getDb().$disconnect());

const BASE = "https://shop.test";
const HOUR = 60 * 60 * 1000;
const NO_SALES = "";

async function fullText(feed: FeedName, sales: Sales): Promise<string> {
  let text = "";
  for await (const piece of feedText(feed, sales, BASE)) text += piece;
  return text;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);

type GoogleItem = Record<string, string[]>;

/** Google's feed parsed back: its items' g: fields (each name to its values), checked to be well-formed on the way. */
function parseGoogle(xml: string): GoogleItem[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">')).toBe(true);
  expect(xml.trimEnd().endsWith("</channel>\n</rss>")).toBe(true);
  // Every & starts an entity, and every element closes.
  expect(xml.match(/&(?!(amp|lt|gt|quot|apos);)/g)).toBeNull();
  const blocks = [...xml.matchAll(/<item>\n([\s\S]*?)\n<\/item>/g)].map((match) => match[1]!);
  expect(blocks.length).toBe(xml.split("<item>").length - 1);
  return blocks.map((block) => {
    const item: GoogleItem = {};
    const rest = block.replace(/<g:shipping>([\s\S]*?)<\/g:shipping>/, (_, inner: string) => {
      item.shipping = [inner];
      return "";
    });
    for (const line of rest.split("\n").filter(Boolean)) {
      const match = /^<g:([a-z_]+)>([^<]*)<\/g:\1>$/.exec(line);
      expect(match, line).not.toBeNull();
      (item[match![1]!] ??= []).push(unescape(match![2]!));
    }
    return item;
  });
}

const one = (item: GoogleItem, name: string) => {
  expect(item[name], `${name} of ${item.id?.[0]}`).toHaveLength(1);
  return item[name]![0]!;
};

type MetaRow = Record<string, string>;
const parseMeta = (csv: string): MetaRow[] => parse(csv, { columns: true, skip_empty_lines: true }) as MetaRow[];

const PRICE = /^\d+\.\d{2} INR$/;
const paiseOf = (price: string) => Math.round(Number(price.replace(" INR", "")) * 100);

/** The sizes the feeds should list, from the database: of products on sale in the shop, in stock somewhere, whose colour has a picture. */
async function listedSizeIds(): Promise<string[]> {
  const sizes = await db().sizeStock.findMany({
    where: { variant: { images: { some: {} }, product: { archivedAt: null, inStock: true } } },
    select: { id: true },
  });
  return sizes.map((size) => size.id).sort();
}

let sales: Sales;
let saleCategoryId: string;
let comingCategoryId: string;
let comingStart: Date;
let bare: { id: string };
let soldOut: { id: string };
let longName: { id: string };

beforeAll(async () => {
  const categories = await db().category.findMany({ orderBy: { slug: "asc" }, select: { id: true } });
  saleCategoryId = categories[0]!.id;
  comingCategoryId = categories[1]!.id;
  const now = Date.now();
  await db().promotion.createMany({
    data: [
      {
        title: "Festive sale",
        type: "PERCENT",
        percentBp: 2000,
        categoryIds: [saleCategoryId],
        startsAt: new Date(now - HOUR),
        endsAt: new Date(now + 5 * HOUR),
      },
      { title: "Weekend sale", type: "PERCENT", percentBp: 1500, categoryIds: [comingCategoryId], startsAt: new Date(now + 2 * HOUR) },
    ],
  });
  comingStart = new Date(now + 2 * HOUR);
  bare = await makeProduct({
    name: "Pictureless Kurta",
    variants: [
      { colorName: "Grey", colorCode: "#777777", images: [], sizes: [{ size: "M", pricePaise: 100_000, cutPricePaise: 0, stock: 3 }] },
    ],
  });
  soldOut = await makeProduct({
    name: "Sold Out Kurta",
    variants: [{ colorName: "Rust", colorCode: "#b7410e", sizes: [{ size: "L", pricePaise: 100_000, cutPricePaise: 0, stock: 0 }] }],
  });
  // The longest name and colour the back office takes: Google refuses a title past 150 characters.
  longName = await makeProduct({
    name: "Handwoven ".repeat(20).trim(),
    variants: [
      {
        colorName: "Deep Indigo ".repeat(5).trim(),
        colorCode: "#2e3a87",
        sizes: [{ size: "XXL", pricePaise: 100_000, cutPricePaise: 0, stock: 2 }],
      },
    ],
  });
  sales = salesAt(await loadSalePromotions(new Date(now)), new Date(now));
}, 60_000);

describe("GET /feeds/google.xml", () => {
  it("lists every size of every listable product once, with Google's required fields in their formats", async () => {
    const items = parseGoogle(await fullText("google", sales));
    const ids = items.map((item) => one(item, "id"));
    expect(ids.sort()).toEqual(await listedSizeIds());
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of items) {
      for (const name of ["title", "description", "brand", "color", "size", "item_group_id", "material"])
        expect(one(item, name)).not.toBe("");
      expect(one(item, "link")).toMatch(new RegExp(`^${BASE}/product/[^?]+\\?color=[^&]+&size=.+$`));
      expect(one(item, "image_link")).toMatch(/^https:\/\/shop\.test\/uploads\//);
      expect(one(item, "price")).toMatch(PRICE);
      expect(["in_stock", "out_of_stock"]).toContain(one(item, "availability"));
      expect(one(item, "condition")).toBe("new");
      expect(one(item, "size_system")).toBe("IN");
      expect(one(item, "gender")).toBe("unisex");
      expect(one(item, "age_group")).toBe("adult");
      expect(one(item, "identifier_exists")).toBe("no");
      expect(one(item, "google_product_category")).toBe("1604");
      expect(one(item, "return_policy_label")).toBe("3-day returns");
      expect(one(item, "shipping")).toBe(
        "<g:country>IN</g:country><g:price>0.00 INR</g:price><g:min_handling_time>1</g:min_handling_time><g:max_handling_time>2</g:max_handling_time><g:min_transit_time>2</g:min_transit_time><g:max_transit_time>8</g:max_transit_time>",
      );
    }
    for (const item of items) expect(one(item, "title").length).toBeLessThanOrEqual(150);
    const long = items.find((item) => one(item, "item_group_id") === longName.id)!;
    expect(one(long, "title")).toMatch(/^Handwoven .*…, Deep Indigo Deep Indigo Deep Indigo Deep Indigo Deep Indigo, XXL$/);
    // Out of stock sizes are listed as such; sold-out and pictureless products are not listed at all.
    expect(items.some((item) => one(item, "availability") === "out_of_stock")).toBe(true);
    const groups = new Set(items.map((item) => one(item, "item_group_id")));
    expect(groups.has(bare.id)).toBe(false);
    expect(groups.has(soldOut.id)).toBe(false);
  });

  it("gives a sale price with its effective dates while a sale runs, and none otherwise", async () => {
    const items = parseGoogle(await fullText("google", sales));
    const onSale = items.filter((item) => item.sale_price);
    expect(onSale.length).toBeGreaterThan(0);
    for (const item of onSale) {
      expect(one(item, "sale_price")).toMatch(PRICE);
      expect(paiseOf(one(item, "sale_price"))).toBeLessThan(paiseOf(one(item, "price")));
      expect(one(item, "sale_price_effective_date")).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z\/\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    }
    const none = parseGoogle(await fullText("google", salesAt([], sales.at)));
    expect(none.filter((item) => item.sale_price ?? item.sale_price_effective_date)).toEqual([]);
  });

  it("changes at the instant a sale starts: sale prices, version and how long it may be kept", async () => {
    const promotions = await loadSalePromotions(sales.at);
    const before = salesAt(promotions, new Date(comingStart.getTime() - 1));
    const atStart = salesAt(promotions, comingStart);
    const comingGroups = new Set(
      (await db().product.findMany({ where: { categoryId: comingCategoryId }, select: { id: true } })).map((product) => product.id),
    );
    const saleOf = (items: GoogleItem[]) =>
      items.filter((item) => comingGroups.has(one(item, "item_group_id"))).map((item) => item.sale_price?.[0] ?? NO_SALES);
    const beforeSales = saleOf(parseGoogle(await fullText("google", before)));
    const startSales = saleOf(parseGoogle(await fullText("google", atStart)));
    expect(beforeSales.length).toBeGreaterThan(0);
    expect(beforeSales.every((price) => price === NO_SALES)).toBe(true);
    expect(startSales.every((price) => PRICE.test(price))).toBe(true);
    // A reader holding the feed from before asks again by the start, and gets a new version then.
    expect(feedMaxAge(salesAt(promotions, new Date(comingStart.getTime() - 60_000)))).toBe(60);
    expect(feedVersion("google", "stamp", atStart)).not.toBe(feedVersion("google", "stamp", before));
    expect(feedVersion("google", "stamp", before)).toBe(
      feedVersion("google", "stamp", salesAt(promotions, new Date(comingStart.getTime() - 2))),
    );
  });
});

describe("GET /feeds/meta.csv", () => {
  it("has Meta's columns, and the same items and prices as Google's feed", async () => {
    const rows = parseMeta(await fullText("meta", sales));
    const google = new Map(parseGoogle(await fullText("google", sales)).map((item) => [one(item, "id"), item]));
    expect(rows.map((row) => row.id).sort()).toEqual([...google.keys()].sort());
    for (const row of rows) {
      for (const column of ["id", "title", "description", "condition", "link", "image_link", "brand", "item_group_id", "size", "color"]) {
        expect(row[column], column).not.toBe("");
      }
      expect(["in stock", "out of stock"]).toContain(row.availability);
      expect(row.price).toMatch(PRICE);
      const item = google.get(row.id!)!;
      expect(row.price).toBe(one(item, "price"));
      expect(row.sale_price).toBe(item.sale_price?.[0] ?? "");
      expect(row.title).toBe(one(item, "title"));
      expect(row.link).toBe(one(item, "link"));
      expect(row.shipping).toBe("IN::Standard:0.00 INR");
    }
  });
});

type JsonLdOffer = {
  price: string;
  priceCurrency: string;
  availability: string;
  url: string;
  shippingDetails: unknown;
  hasMerchantReturnPolicy: unknown;
};
type JsonLdVariant = { sku: string; name: string; image: string[]; color: string; size: string; offers: JsonLdOffer };

describe("one price: page, JSON-LD and both feeds", () => {
  it("agree to the paisa on every size of the demo catalogue, sale prices included", async () => {
    const google = new Map(parseGoogle(await fullText("google", sales)).map((item) => [one(item, "id"), item]));
    const meta = new Map(parseMeta(await fullText("meta", sales)).map((row) => [row.id!, row]));
    const products = await db().product.findMany({ where: { archivedAt: null, inStock: true }, select: { id: true } });
    let compared = 0;
    let onSale = 0;
    for (const { id } of products) {
      const detail = (await getProductDetail(id, sales.at, sales))!;
      const jsonLd = productJsonLd(detail, { average: 0, count: 0, distribution: { "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 } }, BASE);
      const offers = new Map((jsonLd.hasVariant as JsonLdVariant[]).map((variant) => [variant.sku, variant.offers]));
      for (const size of detail.variants.flatMap((variant) => variant.sizes)) {
        const item = google.get(size.id);
        if (!item) continue;
        const paid = size.priceWithGstPaise; // what the page shows and the cart charges
        expect(paiseOf(offers.get(size.id)!.price)).toBe(paid);
        expect(paiseOf(item.sale_price?.[0] ?? one(item, "price"))).toBe(paid);
        expect(paiseOf(meta.get(size.id)!.sale_price || meta.get(size.id)!.price!)).toBe(paid);
        if (size.salePricePaise !== null) {
          onSale += 1;
          expect(paiseOf(one(item, "price"))).toBe(priceWithGst(size, sales.at));
        } else expect(item.sale_price).toBeUndefined();
        compared += 1;
      }
    }
    expect(compared).toBe(google.size);
    expect(onSale).toBeGreaterThan(0);
  });
});

describe("the product page's JSON-LD", () => {
  it("is a ProductGroup with Google's required and recommended properties, one variant per size", async () => {
    const product = await db().product.findFirstOrThrow({ where: { categoryId: saleCategoryId, inStock: true }, select: { id: true } });
    const detail = (await getProductDetail(product.id, sales.at, sales))!;
    const summary = { average: 4.5, count: 2, distribution: { "5": 1, "4": 1, "3": 0, "2": 0, "1": 0 } };
    const jsonLd = JSON.parse(JSON.stringify(productJsonLd(detail, summary, BASE))) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProductGroup",
      name: detail.name,
      productGroupID: detail.id,
      brand: { "@type": "Brand", name: "Kurta Shop" },
      variesBy: ["https://schema.org/color", "https://schema.org/size"],
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(jsonLd.description).toBe(detail.description);
    const variants = jsonLd.hasVariant as JsonLdVariant[];
    expect(variants).toHaveLength(detail.variants.reduce((count, variant) => count + variant.sizes.length, 0));
    for (const variant of variants) {
      expect(variant.name).toMatch(new RegExp(`^${detail.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, .+, .+$`));
      expect(variant.image.length).toBeGreaterThan(0);
      expect(variant.offers).toMatchObject({
        "@type": "Offer",
        priceCurrency: "INR",
        itemCondition: "https://schema.org/NewCondition",
        shippingDetails: {
          "@type": "OfferShippingDetails",
          shippingRate: { value: "0.00", currency: "INR" },
          shippingDestination: { addressCountry: "IN" },
          deliveryTime: {
            handlingTime: { minValue: 1, maxValue: 2, unitCode: "DAY" },
            transitTime: { minValue: 2, maxValue: 8, unitCode: "DAY" },
          },
        },
        hasMerchantReturnPolicy: {
          "@type": "MerchantReturnPolicy",
          applicableCountry: "IN",
          returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
          merchantReturnDays: 3,
          returnMethod: "https://schema.org/ReturnByMail",
        },
      });
      expect(variant.offers.price).toMatch(/^\d+\.\d{2}$/);
      expect(["https://schema.org/InStock", "https://schema.org/OutOfStock"]).toContain(variant.offers.availability);
      expect(variant.offers.url).toContain(`?color=`);
    }
  });
});

describe("the back office's list of products left out", () => {
  it("names each product the feeds leave out, and why", async () => {
    const { products, count } = await leftOutProducts();
    expect(products.find((product) => product.id === bare.id)?.reasons).toEqual(["no image"]);
    expect(products.find((product) => product.id === soldOut.id)?.reasons).toEqual(["no stock anywhere"]);
    expect(count).toBe(products.length);
    const listed = new Set(parseGoogle(await fullText("google", sales)).map((item) => one(item, "item_group_id")));
    for (const product of products) expect(listed.has(product.id)).toBe(false);
  });
});

describe("the back office's feeds page", () => {
  it("shows each feed's last read to the admin alone", async () => {
    const admin = await makeUser("ADMIN");
    const shopper = await makeUser("CUSTOMER");
    await expect(feedsOverview(shopper.ctx)).rejects.toMatchObject({ status: 403 });
    const readAt = new Date("2026-12-06T03:00:00Z");
    await recordFeedRead("google", "Googlebot/2.1", readAt);
    const { feeds, leftOut } = await feedsOverview(admin.ctx);
    expect(feeds).toEqual([
      {
        name: "google",
        label: "Google Merchant Center",
        path: "/feeds/google.xml",
        contentType: expect.any(String),
        readAt,
        userAgent: "Googlebot/2.1",
      },
      {
        name: "meta",
        label: "Meta Commerce Manager",
        path: "/feeds/meta.csv",
        contentType: expect.any(String),
        readAt: null,
        userAgent: null,
      },
    ]);
    expect(leftOut.map((product) => product.id)).toEqual(expect.arrayContaining([bare.id, soldOut.id]));
  });
});

describe("the sitemap", () => {
  it("gives every product its pictures and when it last changed", async () => {
    const entries = await mainSitemapProducts(BASE);
    const product = await db().product.findUniqueOrThrow({ where: { id: soldOut.id }, select: { slug: true, updatedAt: true } });
    expect(entries.find((entry) => entry.url.endsWith(`/product/${product.slug}`))).toMatchObject({
      lastModified: product.updatedAt,
      images: [expect.stringMatching(/^https:\/\/shop\.test\/uploads\/test\/.+-0-front\.webp$/), expect.stringMatching(/-0-back\.webp$/)],
    });
    expect(entries.every((entry) => entry.lastModified instanceof Date)).toBe(true);
    expect(entries.filter((entry) => (entry.images ?? []).length === 0).length).toBe(1); // the pictureless kurta
  });
});
