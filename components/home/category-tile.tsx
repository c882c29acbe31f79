"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { CARD_SIZES } from "@/components/catalog/product-card-view";
import { Image } from "@/components/ui/image";
import { useT } from "@/components/i18n/locale-context";
import { common } from "@/lib/i18n/messages/common";

/** A category as a picture tile opening its page; a client component fed its fields, as cards are (decision 059). */
export function CategoryTile({
  href,
  name,
  image,
  productCount,
}: {
  href: string;
  name: string;
  image: string | null;
  productCount: number;
}) {
  const t = useT(common);
  return (
    <IntentLink href={href} className="category-tile group">
      <span className="relative block aspect-square bg-stone-100">
        {image ? <Image src={image} alt="" fill sizes={CARD_SIZES.shelf} className="zoom-on-hover" /> : null}
      </span>
      <span className="flex items-center justify-between gap-2 px-3 py-3">
        <span className="text-sm font-semibold text-ink sm:text-base">{name}</span>
        <span className="text-xs text-ink-muted">
          {productCount}
          <span className="sr-only"> {t("products")}</span>
        </span>
      </span>
    </IntentLink>
  );
}
