"use client";

import { Image } from "@/components/ui/image";
import { IntentLink } from "@/components/ui/intent-link";
import { buttonClasses } from "@/components/ui/button";
import { ArrowRightIcon } from "@/components/ui/icons";
import type { ProductImage } from "@/lib/catalog/cards/product-card";
import { home } from "@/lib/i18n/messages/home";
import { useLocalePath, useT } from "@/components/i18n/locale-context";

/**
 * The home page's opening: headline, a line of copy, the way to the collection and a best seller's picture.
 * A client component fed the picture, so its srcset is not repeated in the RSC payload (decision 059).
 */
export function Hero({ image }: { image: ProductImage | null }) {
  const t = useT(home);
  const href = useLocalePath();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-brand-100 via-brand-50 to-white">
      <div className="mx-auto grid w-full max-w-7xl items-center gap-8 px-4 py-10 sm:py-14 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-16 lg:py-16">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t("heroKicker")}</p>
          <h1 id="hero-title" className="mt-3 max-w-2xl text-4xl font-bold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            {t("heroTitle")}
          </h1>
          <p className="mt-5 max-w-xl text-base text-ink-muted sm:text-lg">{t("heroText")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <IntentLink href={href("/search")} className={buttonClasses("primary", "px-6 text-base")}>
              {t("heroCta")}
              <ArrowRightIcon className="size-5" />
            </IntentLink>
          </div>
        </div>
        {image ? (
          <div className="mx-auto w-full max-w-[14rem] sm:max-w-[18rem] md:max-w-none">
            <Image
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              preload
              fetchPriority="high"
              sizes="(min-width: 1024px) 416px, (min-width: 768px) 352px, (min-width: 640px) 288px, 224px"
              className="aspect-[4/5] h-auto w-full rounded-2xl object-cover shadow-xl ring-1 ring-black/5"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
