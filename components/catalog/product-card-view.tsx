"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { Image } from "@/components/ui/image";
import { Price } from "@/components/ui/price";
import { CardWishlistHeart } from "./card-wishlist-heart";
import { QuickViewButton } from "./quick-view";
import { useLocale, useT } from "@/components/i18n/locale-context";
import { catalogueText } from "@/lib/i18n/catalogue-text";
import { common } from "@/lib/i18n/messages/common";

/** What a card shows, and no more: these props are the card's whole share of the page's RSC payload. */
export type CardData = {
  id: string;
  /** The product's page, on the colour the card shows. */
  href: string;
  name: string;
  /** Its name in Hindi, when the owner gave one. */
  nameHi?: string;
  /** The lowest price with its GST (on sale, the cheapest piece's sale price). */
  pricePaise: number;
  /** On sale: the cheapest piece's struck price with GST (its MRP, or its price before the sale when higher); else null. */
  wasPaise: number | null;
  /** The best discount of any size, in whole percent; on sale, the cheapest piece's off its struck price. */
  discountPct: number;
  inStock: boolean;
  image: { url: string; alt: string } | null;
};

/**
 * The image's `sizes` by where the card sits: the listing's grid (two columns on phones up to four
 * of 240 px), the home page's carousels and category tiles (a quarter to half of the screen), the
 * product page's rows.
 */
export const CARD_SIZES = {
  grid: "(min-width: 1280px) 240px, (min-width: 1024px) 28vw, (min-width: 768px) 34vw, (min-width: 640px) 33vw, 50vw",
  shelf: "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw",
  // row: 160 px wide on phones, 192 px from 640 px, a fifth of at most 1280 px from 1024 px.
  row: "(min-width: 1024px) 240px, (min-width: 640px) 192px, 160px",
} as const;

export type CardLayout = keyof typeof CARD_SIZES;

/**
 * A product in a listing: the first picture (4:5), the name, "Starting from" the lowest price with GST, the best
 * discount, and a "Quick view" button. The whole card opens the product page; the button sits above that link.
 * A client component fed its few fields (components/catalog/product-card.tsx), not a server component: a server
 * component's elements travel twice, as markup and again in the RSC payload (docs/decisions/059-image-addresses-and-cards.md).
 */
export function ProductCardView({ card, layout, priority }: { card: CardData; layout: CardLayout; priority?: boolean }) {
  const t = useT(common);
  const name = catalogueText(useLocale(), card.name, card.nameHi);
  return (
    <article className="product-card group">
      <div className="product-card-media">
        {card.image ? (
          <Image
            src={card.image.url}
            alt={card.image.alt || name}
            fill
            sizes={CARD_SIZES[layout]}
            className="zoom-on-hover"
            {...(priority ? { loading: "eager", fetchPriority: "high" } : {})}
          />
        ) : null}
        {!card.inStock ? (
          <span className="absolute left-2 top-2 rounded bg-ink/85 px-2 py-0.5 text-xs font-medium text-white">{t("outOfStock")}</span>
        ) : null}
        <CardWishlistHeart productId={card.id} productName={name} />
      </div>
      <div className="product-card-body">
        <h3 className="product-card-title">
          <IntentLink href={card.href} className="product-card-link">
            {name}
          </IntentLink>
        </h3>
        <div className="mt-auto">
          <p className="text-sm text-ink-muted">
            {t("startingFrom")} <Price paise={card.pricePaise} className="font-semibold text-ink" />
            {card.wasPaise !== null ? (
              <>
                {" "}
                <s>
                  <span className="sr-only">{t("was")} </span>
                  <Price paise={card.wasPaise} />
                </s>
              </>
            ) : null}
          </p>
          <p className="product-card-offer">
            {card.discountPct > 0 ? (
              <span className="font-semibold text-green-800">
                {card.wasPaise !== null ? t("saleOff", { pct: card.discountPct }) : t("upToOff", { pct: card.discountPct })}
              </span>
            ) : null}
            <span className="text-ink-muted">{t("inclGst")}</span>
          </p>
        </div>
        <QuickViewButton productId={card.id} productName={name} />
      </div>
    </article>
  );
}
