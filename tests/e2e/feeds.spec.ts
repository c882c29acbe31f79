import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { formatINR } from "../../lib/pricing/money";
import { expect, ownProduct, test, type OwnProduct } from "./fixtures";
import { ADMIN, bearer, logInAs, noSeriousViolations, shot } from "./support";

// The product feeds (issue 54) as Merchant Center and Commerce Manager fetch them: Google's XML read by
// the browser's XML parser, Meta's CSV by a CSV parser, each item checked for the fields the platform
// requires in the formats it takes; an item's link opening the page on its size at the feed's price;
// a sale on the journey's own product entering both feeds at its start, with its dates, under a new
// version (a reader holding the old one gets the new feed, not 304); and the owner's page of feeds.

const GOOGLEBOT = "Googlebot/2.1 (+http://www.google.com/bot.html)";
const META_BOT = "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)";
const G = "http://base.google.com/ns/1.0";
const PRICE = /^\d+\.\d{2} INR$/;
/** ISO 8601 instants, start/end: Google's and Meta's sale_price_effective_date. */
const WINDOW = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z\/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const PERCENT = 10;

type Fields = Record<string, string[]>;

/** Google's feed as an XML parser reads it: the parser's error (empty when well-formed), the RSS version, each item's g: fields. */
async function readGoogleFeed(page: Page, xml: string): Promise<{ error: string; version: string | null; items: Fields[] }> {
  return page.evaluate(
    ([text, namespace]) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const items = [...doc.querySelectorAll("rss > channel > item")].map((item) => {
        const fields: Record<string, string[]> = {};
        for (const field of item.children) {
          if (field.namespaceURI !== namespace) continue;
          // g:shipping holds sub-fields: country=IN;price=0.00 INR;…
          const value =
            field.children.length > 0
              ? [...field.children].map((part) => `${part.localName}=${part.textContent}`).join(";")
              : field.textContent;
          (fields[field.localName] ??= []).push(value ?? "");
        }
        return fields;
      });
      return { error: doc.querySelector("parsererror")?.textContent ?? "", version: doc.documentElement.getAttribute("version"), items };
    },
    [xml, G] as const,
  );
}

/** An item's one value of `name` ("" when it has none or several: the checks below name that). */
const one = (item: Fields, name: string): string => (item[name]?.length === 1 ? item[name][0]! : "");

const paiseOf = (price: string) => Math.round(Number(price.replace(" INR", "")) * 100);

/**
 * What Merchant Center would refuse in the items, one line each: a field apparel sold in India requires
 * missing, repeated or out of its format or length. Checked in plain code and asserted once: an expect
 * per field of every item cost Playwright minutes.
 */
function googleProblems(items: Fields[], origin: string): string[] {
  const problems: string[] = items.length === 0 ? ["no items"] : [];
  const rules: [string, (value: string) => boolean][] = [
    ["id", (value) => value.length > 0 && value.length <= 50],
    ["item_group_id", (value) => value.length > 0],
    ["title", (value) => value.length > 0 && value.length <= 150],
    ["description", (value) => value.length > 0 && value.length <= 5000],
    ["link", (value) => value.startsWith(`${origin}/product/`)],
    ["image_link", (value) => value.startsWith(`${origin}/`)],
    ["price", (value) => PRICE.test(value)],
    ["availability", (value) => ["in_stock", "out_of_stock"].includes(value)],
    ["brand", (value) => value.length > 0],
    ["condition", (value) => value === "new"],
    ["identifier_exists", (value) => value === "no"],
    ["color", (value) => value.length > 0 && value.length <= 100],
    ["size", (value) => value.length > 0 && value.length <= 100],
    ["size_system", (value) => value === "IN"],
    ["gender", (value) => ["male", "female", "unisex"].includes(value)],
    ["age_group", (value) => ["newborn", "infant", "toddler", "kids", "adult"].includes(value)],
    ["shipping", (value) => /^country=IN;price=\d+\.\d{2} INR;/.test(value)],
  ];
  for (const item of items) {
    const id = item.id?.[0];
    for (const [name, valid] of rules)
      if (item[name]?.length !== 1 || !valid(one(item, name))) problems.push(`${id} ${name}: ${item[name]}`);
    if ((item.additional_image_link ?? []).length > 10) problems.push(`${id}: more than 10 additional_image_link`);
    if (item.sale_price && !(PRICE.test(one(item, "sale_price")) && paiseOf(one(item, "sale_price")) < paiseOf(one(item, "price"))))
      problems.push(`${id} sale_price: ${item.sale_price}`);
    if (item.sale_price_effective_date && !WINDOW.test(one(item, "sale_price_effective_date")))
      problems.push(`${id} sale_price_effective_date: ${item.sale_price_effective_date}`);
  }
  if (new Set(items.map((item) => item.id?.[0])).size !== items.length) problems.push("an id listed twice");
  return problems;
}

type MetaRow = Record<string, string>;

/** What Commerce Manager would refuse in the rows: a required column empty or out of its format. */
function metaProblems(rows: MetaRow[], origin: string): string[] {
  const problems: string[] = rows.length === 0 ? ["no rows"] : [];
  const rules: [string, (value: string) => boolean][] = [
    ["id", (value) => value.length > 0],
    ["title", (value) => value.length > 0 && value.length <= 200],
    ["description", (value) => value.length > 0],
    ["availability", (value) => ["in stock", "out of stock"].includes(value)],
    ["condition", (value) => value === "new"],
    ["price", (value) => PRICE.test(value)],
    ["link", (value) => value.startsWith(`${origin}/product/`)],
    ["image_link", (value) => value.startsWith(`${origin}/`)],
    ["brand", (value) => value.length > 0],
    ["item_group_id", (value) => value.length > 0],
    ["size", (value) => value.length > 0],
    ["color", (value) => value.length > 0],
    ["sale_price", (value) => value === "" || PRICE.test(value)],
  ];
  for (const row of rows) for (const [name, valid] of rules) if (!valid(row[name] ?? "")) problems.push(`${row.id} ${name}: ${row[name]}`);
  return problems;
}

/** The journey's product costs ₹1,299 before GST (tests/e2e/fixtures.ts): feeds carry what a shopper pays, with 5% GST. */
const SHOPPER_PRICE = "1363.95 INR";

/** GET a feed as its platform's crawler, optionally with the version it holds. */
function fetchFeed(request: APIRequestContext, path: string, agent: string, etag?: string): Promise<APIResponse> {
  return request.get(path, { headers: { "user-agent": agent, ...(etag ? { "if-none-match": etag } : {}) } });
}

function maxAge(response: APIResponse): number {
  return Number(/max-age=(\d+)/.exec(response.headers()["cache-control"] ?? "")![1]);
}

/** The page's schema.org block of that @type. */
async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const block = blocks.find((candidate) => candidate["@type"] === type);
  expect(block, type).toBeDefined();
  return block!;
}

/** The feed items of the journey's own product (one colour, one size). */
const ownItem = (items: Fields[], product: OwnProduct) => items.filter((item) => one(item, "item_group_id") === product.id);

test("Google's and Meta's feeds as their crawlers read them: required fields, the page's price, a sale from its start with its dates", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const base = test.info().project.use.baseURL!;
  const product = await ownProduct(request);
  const admin = await bearer(request, ADMIN);
  const sale = await request.post("/api/v1/promotions", {
    headers: admin,
    // A day ahead until the owner sets its start below.
    data: {
      title: "Feeds journey sale",
      type: "PERCENT",
      value: PERCENT,
      targets: { productIds: [product.id] },
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(sale.status(), await sale.text()).toBe(200);
  const saleId = ((await sale.json()) as { promotion: { id: string } }).promotion.id;
  try {
    // The owner sets the sale of the journey's own product to start `lead` ahead (a whole second) for an hour,
    // and both feeds are read before it starts; on a machine too slow for that, the start moves later.
    let startsAt = new Date();
    let endsAt = new Date();
    let before: { google: APIResponse; again: APIResponse; meta: APIResponse; readAt: number };
    for (let lead = 20_000; ; lead *= 2) {
      startsAt = new Date(Math.ceil((Date.now() + lead) / 1000) * 1000);
      endsAt = new Date(startsAt.getTime() + 3_600_000);
      const moved = await request.patch(`/api/v1/promotions/${saleId}`, {
        headers: admin,
        data: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      const google = await fetchFeed(request, "/feeds/google.xml", GOOGLEBOT);
      await google.body();
      const readAt = Date.now();
      const again = await fetchFeed(request, "/feeds/google.xml", GOOGLEBOT, google.headers().etag);
      const meta = await fetchFeed(request, "/feeds/meta.csv", META_BOT);
      await meta.body();
      before = { google, again, meta, readAt };
      if (Date.now() < startsAt.getTime()) break;
      if (lead >= 160_000) throw new Error(`the feeds were never read within ${lead / 1000} s of a save`);
    }

    // Before the sale: Merchant Center's fetch.
    expect(before.google.status()).toBe(200);
    expect(before.google.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const etag = before.google.headers().etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // No reader keeps it past the sale's start.
    expect(maxAge(before.google)).toBeGreaterThan(0);
    expect(maxAge(before.google)).toBeLessThanOrEqual(Math.ceil((startsAt.getTime() - before.readAt) / 1000) + 1);
    const google = await readGoogleFeed(page, await before.google.text());
    expect(google.error).toBe("");
    expect(google.version).toBe("2.0");
    expect(googleProblems(google.items, base)).toEqual([]);
    const [item] = ownItem(google.items, product);
    expect(item, "the journey's product in Google's feed").toBeDefined();
    expect(one(item!, "id")).toBe(product.sizeId);
    expect(one(item!, "title")).toBe(`${product.name}, ${product.colorName}, ${product.size}`);
    expect(one(item!, "price")).toBe(SHOPPER_PRICE);
    expect(one(item!, "availability")).toBe("in_stock");
    expect(item!.sale_price).toBeUndefined();
    // The same version again: nothing to send.
    expect(before.again.status()).toBe(304);

    // Commerce Manager's fetch: the same items at the same prices.
    expect(before.meta.status()).toBe(200);
    expect(before.meta.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const rows = parse(await before.meta.text(), { columns: true, skip_empty_lines: true }) as MetaRow[];
    expect(metaProblems(rows, base)).toEqual([]);
    expect(rows.map((row) => row.id).sort()).toEqual(google.items.map((entry) => one(entry, "id")).sort());
    const ownRow = rows.find((row) => row.id === product.sizeId)!;
    expect([ownRow.price, ownRow.availability, ownRow.sale_price]).toEqual([SHOPPER_PRICE, "in stock", ""]);

    // Its picture is served, and its link opens the page on its colour and size.
    const picture = await request.get(one(item!, "image_link"));
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toMatch(/^image\//);
    await page.goto(one(item!, "link"));
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { checked: true })).toHaveAccessibleName(product.size);

    // The sale starts, with no save: a reader holding the old version gets the new feed, with the sale price and its dates.
    await page.waitForTimeout(Math.max(0, startsAt.getTime() - Date.now()) + 1_000);
    const after = await fetchFeed(request, "/feeds/google.xml", GOOGLEBOT, etag);
    expect(after.status()).toBe(200);
    expect(after.headers().etag).not.toBe(etag);
    const googleAfter = await readGoogleFeed(page, await after.text());
    expect(googleAfter.error).toBe("");
    expect(googleProblems(googleAfter.items, base)).toEqual([]);
    const [onSale] = ownItem(googleAfter.items, product);
    expect(one(onSale!, "price")).toBe(SHOPPER_PRICE);
    const salePrice = one(onSale!, "sale_price");
    // 10% off the price before GST, GST on what is left: about 10% off the price with it.
    expect(paiseOf(salePrice)).toBeGreaterThanOrEqual(Math.floor(136_395 * 0.89));
    expect(paiseOf(salePrice)).toBeLessThanOrEqual(Math.ceil(136_395 * 0.91));
    const [from, to] = one(onSale!, "sale_price_effective_date").split("/");
    expect(new Date(from!).getTime()).toBe(startsAt.getTime());
    expect(new Date(to!).getTime()).toBeLessThanOrEqual(endsAt.getTime());
    expect((await fetchFeed(request, "/feeds/google.xml", GOOGLEBOT, after.headers().etag)).status()).toBe(304);

    const metaAfter = parse(await (await fetchFeed(request, "/feeds/meta.csv", META_BOT)).text(), { columns: true }) as MetaRow[];
    expect(metaProblems(metaAfter, base)).toEqual([]);
    const ownRowAfter = metaAfter.find((row) => row.id === product.sizeId)!;
    expect([ownRowAfter.price, ownRowAfter.sale_price]).toEqual([SHOPPER_PRICE, salePrice]);
    expect(ownRowAfter.sale_price_effective_date).toBe(one(onSale!, "sale_price_effective_date"));

    // The page the link opens charges the feed's sale price (the cached page expires at the start by itself), and
    // its structured data offers that size at it.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("price-with-gst")).toHaveText(formatINR(paiseOf(salePrice)), { timeout: 1_000 });
    }).toPass();
    const offers = (await jsonLd(page, "ProductGroup")).hasVariant as { sku: string; offers: { price: string } }[];
    expect(offers.find((variant) => variant.sku === product.sizeId)?.offers.price).toBe(salePrice.replace(" INR", ""));

    // The home page describes the shop's delivery and returns as the feeds do.
    await page.goto("/");
    expect(await jsonLd(page, "OnlineStore")).toMatchObject({
      hasMerchantReturnPolicy: { applicableCountry: "IN", merchantReturnDays: 3 },
      hasShippingService: { shippingConditions: { shippingRate: { value: "0.00", currency: "INR" } } },
    });
  } finally {
    // The sale ends for the journeys after this one, archived like any other.
    const archived = await request.delete(`/api/v1/promotions/${saleId}`, { headers: admin });
    expect(archived.status(), await archived.text()).toBe(200);
  }
});

test("the owner's Product feeds page: each feed's address and last reader, and the products left out and why, at 360 and 1280 px", async ({
  page,
  request,
}) => {
  const soldOut = await ownProduct(request, { stock: 0 });
  for (const [path, agent] of [
    ["/feeds/google.xml", GOOGLEBOT],
    ["/feeds/meta.csv", META_BOT],
  ] as const) {
    expect((await fetchFeed(request, path, agent)).status()).toBe(200);
  }
  const base = test.info().project.use.baseURL!;
  await logInAs(page, ADMIN);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Product feeds" }).first().click();
  await expect(page).toHaveURL(/\/admin\/feeds$/);
  await expect(page.getByRole("heading", { level: 1, name: "Product feeds" })).toBeVisible();
  const feeds = page.getByTestId("feeds");
  await expect(feeds.getByRole("listitem").filter({ hasText: "Google Merchant Center" })).toContainText(`${base}/feeds/google.xml`);
  await expect(feeds.getByRole("listitem").filter({ hasText: "Google Merchant Center" })).toContainText(`by ${GOOGLEBOT}`);
  await expect(feeds.getByRole("listitem").filter({ hasText: "Meta Commerce Manager" })).toContainText(`${base}/feeds/meta.csv`);
  await expect(feeds.getByRole("listitem").filter({ hasText: "Meta Commerce Manager" })).toContainText(`by ${META_BOT}`);
  const leftOut = page.getByTestId("feed-left-out").getByRole("listitem").filter({ hasText: soldOut.name });
  await expect(leftOut).toHaveText(`${soldOut.name}: no stock anywhere`);
  await expect(leftOut.getByRole("link", { name: soldOut.name })).toHaveAttribute("href", `/admin/product/${soldOut.id}`);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await noSeriousViolations(page);
    await shot(page, `admin-feeds-${width}`, { fullPage: true });
  }
});
