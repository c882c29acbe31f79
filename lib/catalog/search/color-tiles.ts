import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { priceWithGst } from "@/lib/pricing";
import { imagesJsonSql } from "../cards/cards";
import { colorCodeForms } from "../words/color-code";
import { splitColorWords } from "../words/color-families";
import type { ProductCard, ProductImage } from "../cards/product-card";
import type { ProductSearchQuery } from "./search-schema";

// A search or filter by colour ("blue kurta", the Colour filter) shows each product in the colour asked
// for: its first colour that matches (by code, or by a colour word of a family named in the search)
// gives the card its pictures, its lowest price and the colour the card opens the product on.

/** The colour codes and colour words a query asks for; null when it asks for none. */
function colorsAsked(query: ProductSearchQuery): { codes: string[]; words: string[] } | null {
  const codes = query.colors.flatMap(colorCodeForms);
  const words = query.search === undefined ? [] : splitColorWords(query.search).colors.flat();
  return codes.length > 0 || words.length > 0 ? { codes, words: [...new Set(words)] } : null;
}

/** The cards in the colour the query asks for (unchanged when it asks for none, or a product has no such colour). */
export async function inColorsAsked(cards: ProductCard[], query: ProductSearchQuery, on: Date = new Date()): Promise<ProductCard[]> {
  const asked = colorsAsked(query);
  if (asked === null || cards.length === 0) return cards;
  const wordQuery = asked.words.length > 0 ? asked.words.join(" | ") : null;
  // Each product's first colour that matches, with its pictures and its cheapest size (none: the card stays).
  const variants = await getDb().$queryRaw<ColorTile[]>`
    SELECT DISTINCT ON (v."productId") v.id, v."productId", ${imagesJsonSql(Prisma.sql`v.id`)} AS images,
      s."pricePaise", s."cutPricePaise", s."priceWithGstPaise", s."cutPriceWithGstPaise"
    FROM "Variant" v
    JOIN LATERAL (SELECT "pricePaise", "cutPricePaise", "priceWithGstPaise", "cutPriceWithGstPaise" FROM "SizeStock"
      WHERE "variantId" = v.id ORDER BY "pricePaise", "cutPricePaise" DESC, id LIMIT 1) s ON true
    WHERE v."productId" = ANY (${cards.map((card) => card.id)}::text[])
      AND (lower(v."colorCode") = ANY (${asked.codes}::text[])
        OR (${wordQuery}::text IS NOT NULL AND to_tsvector('english', v."colorName") @@ to_tsquery('english', coalesce(${wordQuery}::text, ''))))
    ORDER BY v."productId", v.position, v.id`;
  const byProduct = new Map(variants.map((variant) => [variant.productId, variant]));
  return cards.map((card) => {
    const variant = byProduct.get(card.id);
    if (!variant) return card;
    const images = variant.images.length > 0 ? variant.images : card.images;
    return {
      ...card,
      colorId: variant.id,
      images,
      image: images[0] ?? null,
      minPricePaise: variant.pricePaise,
      minPriceWithGstPaise: priceWithGst(variant, on),
      cheapest: {
        pricePaise: variant.pricePaise,
        cutPricePaise: variant.cutPricePaise,
        priceWithGstPaise: variant.priceWithGstPaise,
        cutPriceWithGstPaise: variant.cutPriceWithGstPaise,
      },
    };
  });
}

type ColorTile = { id: string; productId: string; images: ProductImage[] } & ProductCard["cheapest"];
