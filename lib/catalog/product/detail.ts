import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { priceWithGst } from "@/lib/pricing";
import { loadSales, salePricePaise, type Sales } from "@/lib/promotions/sale-prices";
import { isStorableText } from "@/lib/storable-text";
import { cappedText } from "@/lib/text-fields";
import { parseInput } from "@/lib/validation";
import { cardOnSale } from "../cards/card-on-sale";
import { offerOf, shopperSize, sizePricesSelect, type Offer } from "../cards/offer";
import { productCardSelect, toProductCard, type ProductCard, type ProductImage } from "../cards/product-card";
import { productSizeChart } from "../fit/size-chart";
import type { ProductSizeChart } from "../fit/size-chart-view";
import { sortBySize } from "../sizes";

// One product with every colour, picture and size, and the products the shop suggests with it.
const detailSelect = {
  ...productCardSelect,
  sizeChart: true,
  descriptionHi: true,
  category: { select: { name: true, nameHi: true, slug: true, sizeChart: true } },
  variants: {
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: {
      id: true,
      colorName: true,
      colorCode: true,
      images: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { url: true, alt: true, width: true, height: true } },
      sizes: {
        orderBy: [{ position: "asc" }, { id: "asc" }],
        select: {
          id: true,
          size: true,
          ...sizePricesSelect,
          stock: true,
        },
      },
    },
  },
  suggestions: { where: { archivedAt: null }, orderBy: [{ purchased: "desc" }, { id: "asc" }], take: 12, select: productCardSelect },
} satisfies Prisma.ProductSelect;

export type ProductSize = {
  id: string;
  size: string;
  pricePaise: number;
  cutPricePaise: number;
  stock: number;
  /** Its price under the sales in force, before GST, when one lowers it (decision 086); else null. */
  salePricePaise: number | null;
  /**
   * One piece as the shopper pays for it (the sale price when there is one), and its struck price on the same basis
   * (priceWithGst): the cut price, or on sale the higher of the cut price and the price.
   */
  priceWithGstPaise: number;
  cutPriceWithGstPaise: number;
  /** How much less than the struck price the shopper pays, in whole percent of the prices before GST (percentOff). */
  percentOff: number;
};
export type ProductVariant = {
  id: string;
  colorName: string;
  colorCode: string;
  images: ProductImage[];
  sizes: ProductSize[];
  /** The colour's price range (with GST) and stock, for the page's price block. */
  offer: Offer;
};
/**
 * `offer`: the price range with GST and the stock over every size (the card's when there are none), for the page and its
 * structured data.
 */
export type ProductDetail = ProductCard & {
  /** The description and the category's name in Hindi, "" when not translated (catalogueText falls back to English). */
  descriptionHi: string;
  categoryNameHi: string;
  variants: ProductVariant[];
  offer: Offer;
  suggestions: ProductCard[];
  /** Its own size chart or its category's, of the sizes it sells (lib/catalog/fit/size-chart.ts); null: none. */
  sizeChart: ProductSizeChart | null;
};

/**
 * The product with this id or slug, or null; prices with GST at the rates in force `on`, under `sales` when given
 * (the shop's pages and the spec's getProduct).
 */
export async function getProductDetail(idOrSlug: string, on: Date = new Date(), sales?: Sales): Promise<ProductDetail | null> {
  const key = idOrSlug.trim();
  if (!key || key.length > 200 || !isStorableText(key)) return null;
  const row = await getDb().product.findFirst({ where: { OR: [{ id: key }, { slug: key }], archivedAt: null }, select: detailSelect });
  if (!row) return null;
  const onSale = (product: ProductCard) => (sales ? cardOnSale(product, sales) : product);
  const card = onSale(toProductCard(row, on));
  const variants = row.variants.map((variant) => {
    const sizes = sortBySize(variant.sizes).map((size) => {
      const sale = sales
        ? salePricePaise({ sizeId: size.id, productId: row.id, categoryId: row.categoryId, pricePaise: size.pricePaise }, sales)
        : size.pricePaise;
      return shopperSize(size, sale, on);
    });
    return { ...variant, sizes, offer: offerOf(shopperPrices(sizes)) };
  });
  const none = {
    lowPaise: card.minPriceWithGstPaise,
    highPaise: priceWithGst(card.maxPricePaise, on),
    inStock: card.inStock,
    wasPaise: null,
    percentOff: 0,
  };
  return {
    ...card,
    descriptionHi: row.descriptionHi,
    categoryNameHi: row.category.nameHi,
    variants,
    offer: offerOf(shopperPrices(variants.flatMap((variant) => variant.sizes)), none),
    suggestions: row.suggestions.map((suggestion) => onSale(toProductCard(suggestion, on))),
    sizeChart: productSizeChart(
      row.sizeChart,
      row.category.sizeChart,
      variants.flatMap((variant) => variant.sizes.map((size) => size.size)),
    ),
  };
}

/**
 * The sizes' prices as the page shows them, for their offer: with its struck price (the MRP, or on sale the price
 * before it) whenever it is above, so the page shows MRP and "% off" before a size is chosen.
 */
function shopperPrices(
  sizes: readonly ProductSize[],
): { pricePaise: number; stock: number; wasPaise: number | null; percentOff: number }[] {
  return sizes.map((size) => ({
    pricePaise: size.priceWithGstPaise,
    stock: size.stock,
    wasPaise: size.cutPriceWithGstPaise > size.priceWithGstPaise ? size.cutPriceWithGstPaise : null,
    percentOff: size.percentOff,
  }));
}

const key = cappedText(200, "The product id is too long", "The product id must be text").trim().optional();

/** The API's ways to name a product: id, productId, _id or slug (the first one given). */
const KEYS = ["id", "productId", "_id", "slug"] as const;
export const productKeySchema = z
  .object({ id: key, productId: key, _id: key, slug: key })
  // The refine below, for the API document: one of them, not blank.
  .meta({ anyOf: KEYS.map((name) => ({ required: [name], properties: { [name]: { pattern: "\\S" } } })) })
  .transform((input) => input.id || input.productId || input._id || input.slug || "")
  .refine((idOrSlug) => idOrSlug !== "", "Product id is required");

/** POST /products/getProduct: the product named by the input at the prices under the sales in force, or a 404. */
export async function requireProductDetail(input: unknown): Promise<ProductDetail> {
  const key = parseInput(productKeySchema, input);
  const sales = await loadSales();
  const product = await getProductDetail(key, sales.at, sales);
  if (!product) throw new AppError("not_found", "Product not found");
  return product;
}
