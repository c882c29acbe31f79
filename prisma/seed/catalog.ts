/**
 * Categories, products, variants, images and sizes. Products are generated and written in chunks
 * (one bulk insert per table and chunk, ids made in memory), with the listing fields computed on the way, so memory stays
 * bounded at any size. A sample of the products ("pool") is kept for carts, orders and reviews.
 */
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";
import { CATEGORIES, COLOURS, TECHNIQUES, originRegionOf, type CategoryDef } from "./catalog-data";
import { SIZE_ORDER, type SizeLabel } from "../../lib/catalog/sizes";
import { gstScheduleFor, percentOff, priceBeforeGst, priceWithGst } from "../../lib/pricing";
import { CATEGORY_HI } from "./hindi";
import { newId } from "./ids";
import { categorySizeChart } from "./size-charts";
import type { ImageStore } from "./image-store";
import { KURTA_HEIGHT, KURTA_WIDTH, type KurtaView } from "./images";
import { insertRows } from "./insert";
import { kebab, productText, slugSuffix } from "./product-text";
import type { Random } from "./random";

const DAY = 24 * 60 * 60 * 1000;
const CHUNK = 1000;
/** At most this many products are kept in memory for carts, orders and reviews. */
const POOL_MAX = 4000;

export type PoolSize = {
  id: string;
  size: SizeLabel;
  pricePaise: number;
  cutPricePaise: number;
  priceWithGstPaise: number;
  cutPriceWithGstPaise: number;
  stock: number;
};
export type PoolVariant = { colorName: string; colorCode: string; imageUrl: string; sizes: PoolSize[] };
export type PoolProduct = {
  id: string;
  name: string;
  description: string;
  categoryIndex: number;
  createdAt: Date;
  viewed: number;
  hsn: string;
  cashOnDelivery: boolean;
  variants: PoolVariant[];
};

export type CatalogResult = {
  categories: number;
  products: number;
  /** Sampled products, oldest first. */
  pool: PoolProduct[];
};

/** Rupees rounded to a shop price ending in 9 (…49 or …99), kept within ₹399–₹7,999: a price with GST, as the owner types it. */
export function shopPrice(rupees: number): number {
  const rounded = Math.round(rupees / 50) * 50 - 1;
  return Math.min(7999, Math.max(399, rounded));
}

/**
 * A price typed with GST in whole rupees (decision 083) and the price before GST it stands for at `on`: the pages
 * show the whole rupees. A price no taxable value reaches (between two slabs) is raised to the next whole rupee that one does.
 */
function typedPrice(rupees: number, on: Date): { pricePaise: number; priceWithGstPaise: number } {
  const split = priceBeforeGst(rupees * 100, on);
  if ("pricePaise" in split) return { pricePaise: split.pricePaise, priceWithGstPaise: rupees * 100 };
  return typedPrice(Math.ceil(split.abovePaise / 100), on);
}

/**
 * Prices with GST (rupees) on both sides of each GST slab boundary before GST: ₹999 / ₹1,000 (the 5% → 12% step of
 * the original schedule) and the steps of the schedule in force at `now` (from lib/pricing), e.g. ₹2,500 / ₹2,501: the
 * highest whole rupees whose price before GST is below the step, the lowest at or above it, and the next prices ending
 * in 49 and 99.
 */
function gstBoundaryPrices(now: Date): { below: number[]; above: number[] }[] {
  const steps = new Set<number>([100_000]);
  for (const slab of gstScheduleFor(now).slabs) if (slab.minPricePaise > 0) steps.add(slab.minPricePaise);
  return [...steps]
    .sort((a, b) => a - b)
    .map((step) => {
      const below = Math.floor(priceWithGst(step - 1, now) / 100);
      const above = Math.ceil(priceWithGst(step, now) / 100);
      // The first rupee price in the higher slab, then the next prices ending in 49 and 99.
      const next49 = Math.ceil((above - 49) / 50) * 50 + 49;
      const next99 = next49 % 100 === 49 ? next49 + 50 : next49 + 100;
      return { below: [below], above: [...new Set([above, next49, next99])] };
    })
    .filter(({ below }) => (below[0] ?? 0) >= 399 && (below[0] ?? 0) < 7999);
}

/** The special price of products that exercise a GST boundary, if any (about one product in ten). */
function boundaryPrice(index: number, rng: Random, boundaries: readonly { below: number[]; above: number[] }[]): number | null {
  const slot = index < 400 ? index % 40 : index % 400;
  if (boundaries.length === 0 || (slot !== 7 && slot !== 15 && slot !== 23 && slot !== 31)) return null;
  const boundary = boundaries[Math.floor(index / 40) % boundaries.length];
  if (!boundary) return null;
  if (slot === 7 || slot === 15) return rng.pick(boundary.below);
  // Slot 23 takes the first price of the higher slab exactly (₹1,000, ₹2,501), slot 31 one a little above.
  return slot === 23 ? (boundary.above[0] ?? null) : rng.pick(boundary.above);
}

/** A few whole products sold out in every size. */
const isSoldOut = (index: number) => index % 50 === 17;

function stockFor(rng: Random): number {
  const r = rng.next();
  if (r < 0.1) return 0;
  if (r < 0.25) return rng.int(1, 10);
  return rng.int(11, 60);
}

export async function seedCategories(prisma: PrismaClient, store: ImageStore, now: Date): Promise<{ id: string; def: CategoryDef }[]> {
  const created = new Date(now.getTime() - 3 * 365 * DAY - 30 * DAY);
  const rows = await Promise.all(
    CATEGORIES.map(async (def) => ({
      id: newId(),
      name: def.name,
      nameHi: CATEGORY_HI[def.slug] ?? "",
      slug: def.slug,
      image: await store.category(def),
      sizeChart: categorySizeChart(def),
      createdAt: created,
      updatedAt: created,
    })),
  );
  await prisma.category.createMany({ data: rows });
  return rows.map((row, i) => ({ id: row.id, def: CATEGORIES[i] as CategoryDef }));
}

type Chunk = {
  products: Prisma.ProductCreateManyInput[];
  variants: Prisma.VariantCreateManyInput[];
  images: Prisma.VariantImageCreateManyInput[];
  sizes: Prisma.SizeStockCreateManyInput[];
  pending: Promise<unknown>[];
};

function generateProduct(
  index: number,
  rng: Random,
  categories: readonly { id: string; def: CategoryDef }[],
  store: ImageStore,
  now: Date,
  chunk: Chunk,
  pool: PoolProduct[] | null,
  boundaries: readonly { below: number[]; above: number[] }[],
): { id: string; categoryIndex: number } {
  const categoryIndex = index < categories.length ? index : rng.int(0, categories.length - 1);
  const category = categories[categoryIndex];
  if (!category) throw new Error("no categories");
  const def = category.def;
  const technique = TECHNIQUES[rng.pick(def.techniques)];
  if (!technique) throw new Error(`unknown technique in ${def.name}`);
  const fabric = rng.pick(def.fabrics);
  const colourCount = rng.weighted([
    [2, 4],
    [3, 4],
    [4, 2],
  ] as const);
  const palette = COLOURS.filter((c) => def.colours.includes(c.slug));
  const colours = rng.sample(palette.length >= 4 ? palette : COLOURS, colourCount);
  const firstColour = colours[0];
  if (!firstColour) throw new Error("no colours");
  const text = productText(rng, def, technique, fabric, firstColour);

  const id = newId();
  const createdAt = new Date(now.getTime() - 2 * DAY - Math.floor(rng.next() * (3 * 365 - 2) * DAY));
  const cashOnDelivery = rng.chance(0.7);
  const viewed = Math.floor(5000 * rng.next() ** 3);
  const purchased = Math.min(800, Math.floor(viewed * rng.next() * 0.2));

  // Prices: one base price per product, a small surcharge on XL/XXL for some, one markup for the cut price.
  const special = boundaryPrice(index, rng, boundaries);
  const [lo, hi] = def.priceRange;
  const base = special ?? shopPrice(lo + (hi - lo) * rng.next() ** 1.7);
  const surcharge = special === null && rng.chance(0.3) ? rng.pick([50, 100]) : 0;
  const markup = 1.1 + rng.next() * 0.5;
  const soldOut = isSoldOut(index);

  let minPrice = Number.MAX_SAFE_INTEGER;
  let minCutPrice = 0;
  let minPriceWithGst = 0;
  let minCutPriceWithGst = 0;
  let maxPrice = 0;
  let minStock = Number.MAX_SAFE_INTEGER;
  let maxStock = 0;
  let maxDiscountPct = 0;
  const inStockSizes = new Set<SizeLabel>();
  const poolVariants: PoolVariant[] = [];

  colours.forEach((colour, position) => {
    const variantId = newId();
    chunk.variants.push({
      id: variantId,
      productId: id,
      colorName: colour.name,
      colorCode: colour.hex,
      position,
      createdAt,
      updatedAt: createdAt,
    });
    const views: KurtaView[] = rng.chance(0.6) ? ["front", "back", "detail"] : ["front", "back"];
    const poolVariant: PoolVariant | null = pool ? { colorName: colour.name, colorCode: colour.hex, imageUrl: "", sizes: [] } : null;
    views.forEach((view, imagePosition) => {
      const image: Prisma.VariantImageCreateManyInput = {
        id: newId(),
        variantId,
        url: "",
        alt: `${text.name} in ${colour.name}, ${view === "detail" ? "close-up of the neckline" : `${view} view`}`,
        width: KURTA_WIDTH,
        height: KURTA_HEIGHT,
        position: imagePosition,
      };
      chunk.images.push(image);
      chunk.pending.push(
        store.kurta(def.silhouette, technique.pattern, colour, view).then((url) => {
          image.url = url;
          if (poolVariant && imagePosition === 0) poolVariant.imageUrl = url;
        }),
      );
    });
    SIZE_ORDER.forEach((size, sizePosition) => {
      const rupees = Math.min(7999, base + (size === "XL" || size === "XXL" ? surcharge : 0));
      let cutRupees = shopPrice(rupees * markup);
      if (cutRupees < rupees * 1.1) cutRupees += 50;
      if (cutRupees > rupees * 1.6) cutRupees -= 50;
      const { pricePaise, priceWithGstPaise } = typedPrice(rupees, now);
      const { pricePaise: cutPricePaise, priceWithGstPaise: cutPriceWithGstPaise } = typedPrice(cutRupees, now);
      const stock = soldOut ? 0 : stockFor(rng);
      const sizeId = newId();
      chunk.sizes.push({
        id: sizeId,
        variantId,
        size,
        position: sizePosition,
        pricePaise,
        cutPricePaise,
        priceWithGstPaise,
        cutPriceWithGstPaise,
        stock,
        createdAt,
        updatedAt: createdAt,
      });
      poolVariant?.sizes.push({ id: sizeId, size, pricePaise, cutPricePaise, priceWithGstPaise, cutPriceWithGstPaise, stock });
      // The cheapest size's prices, its cut price the highest of them on a tie (refreshProductListing's rule).
      if (pricePaise < minPrice || (pricePaise === minPrice && cutPricePaise > minCutPrice)) {
        minCutPrice = cutPricePaise;
        minCutPriceWithGst = cutPriceWithGstPaise;
      }
      if (pricePaise < minPrice) minPriceWithGst = priceWithGstPaise;
      minPrice = Math.min(minPrice, pricePaise);
      maxPrice = Math.max(maxPrice, pricePaise);
      minStock = Math.min(minStock, stock);
      maxStock = Math.max(maxStock, stock);
      maxDiscountPct = Math.max(maxDiscountPct, percentOff(pricePaise, cutPricePaise));
      if (stock > 0) inStockSizes.add(size);
    });
    if (poolVariant) poolVariants.push(poolVariant);
  });

  chunk.products.push({
    id,
    slug: `${kebab(text.name)}-${slugSuffix(index)}`,
    name: text.name,
    description: text.description,
    nameHi: text.nameHi,
    descriptionHi: text.descriptionHi,
    details: text.details,
    hsn: def.hsn,
    categoryId: category.id,
    cashOnDelivery,
    originRegion: originRegionOf(technique, fabric),
    viewed,
    purchased,
    minPricePaise: minPrice,
    minPriceWithGstPaise: minPriceWithGst,
    minCutPricePaise: minCutPrice,
    minCutPriceWithGstPaise: minCutPriceWithGst,
    maxPricePaise: maxPrice,
    minStock,
    maxStock,
    totalVariants: colours.length,
    inStock: inStockSizes.size > 0,
    maxDiscountPct,
    availableSizes: SIZE_ORDER.filter((s) => inStockSizes.has(s)),
    colorCodes: colours.map((c) => c.hex),
    colorNames: colours.map((c) => c.name).join(" "),
    createdAt,
    updatedAt: createdAt,
  });
  pool?.push({
    id,
    name: text.name,
    description: text.description,
    hsn: def.hsn,
    categoryIndex,
    createdAt,
    viewed,
    cashOnDelivery,
    variants: poolVariants,
  });
  return { id, categoryIndex };
}

export async function seedProducts(
  prisma: PrismaClient,
  options: {
    size: number;
    now: Date;
    rng: Random;
    store: ImageStore;
    categories: readonly { id: string; def: CategoryDef }[];
    log: (msg: string) => void;
  },
): Promise<CatalogResult> {
  const { size, now, rng, store, categories, log } = options;
  const pool: PoolProduct[] = [];
  const poolStride = Math.max(1, Math.ceil(size / POOL_MAX));
  // Suggestions only among the first products of a big catalogue, to stay fast.
  const suggestionLimit = size > 5000 ? 2000 : size;
  const byCategory: string[][] = categories.map(() => []);
  const boundaries = gstBoundaryPrices(now);
  const started = Date.now();

  // Generate chunk k+1 while chunk k is being written.
  let writing: Promise<void> = Promise.resolve();
  for (let from = 0; from < size; from += CHUNK) {
    const chunk: Chunk = { products: [], variants: [], images: [], sizes: [], pending: [] };
    for (let i = from; i < Math.min(size, from + CHUNK); i++) {
      const { id, categoryIndex } = generateProduct(i, rng, categories, store, now, chunk, i % poolStride === 0 ? pool : null, boundaries);
      if (i < suggestionLimit) byCategory[categoryIndex]?.push(id);
    }
    await Promise.all(chunk.pending);
    await writing;
    const done = Math.min(size, from + CHUNK);
    writing = (async () => {
      await insertRows(prisma, "Product", chunk.products);
      await insertRows(prisma, "Variant", chunk.variants);
      await insertRows(prisma, "VariantImage", chunk.images);
      await insertRows(prisma, "SizeStock", chunk.sizes);
      if (size > CHUNK && (done % 10_000 === 0 || done === size)) {
        log(`products ${done}/${size} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
    })();
  }
  await writing;

  // "You may also like": 2–4 other products of the same category for about a third of them.
  const suggestionRows: { A: string; B: string }[] = [];
  for (const ids of byCategory) {
    if (ids.length < 3) continue;
    for (const productId of ids) {
      if (!rng.chance(1 / 3)) continue;
      const others = rng
        .sample(ids, 5)
        .filter((other) => other !== productId)
        .slice(0, rng.int(2, 4));
      // In the implicit table "A" is the suggested product and "B" the product showing it.
      for (const other of others) suggestionRows.push({ A: other, B: productId });
    }
  }
  for (let i = 0; i < suggestionRows.length; i += 5000) {
    const part = suggestionRows.slice(i, i + 5000);
    await prisma.$executeRaw`
      INSERT INTO "_ProductSuggestions" ("A", "B")
      SELECT * FROM unnest(${part.map((r) => r.A)}::text[], ${part.map((r) => r.B)}::text[])
      ON CONFLICT DO NOTHING`;
  }
  log(`suggestions: ${suggestionRows.length} links`);

  pool.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { categories: categories.length, products: size, pool };
}
