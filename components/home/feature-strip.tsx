"use client";

import { MaskIcon } from "@/components/ui/icons";
import { useT } from "@/components/i18n/locale-context";
import { home } from "@/lib/i18n/messages/home";

// The shop's promises (spec): free shipping, cash on delivery, premium quality, stitching in Delhi
// and the 3-day replacement guarantee. Icons are decorative (the footer's, drawn by CSS); the words carry the meaning.
// A client component with no state: its drawing comes once, in a cached script, not again in the
// page's RSC payload (docs/decisions/059-image-addresses-and-cards.md).

const FEATURES = [
  { title: "freeShipping", text: "freeShippingText", icon: "icon-truck" },
  { title: "cod", text: "codText", icon: "icon-cash" },
  { title: "quality", text: "qualityText", icon: "icon-sparkle" },
  { title: "stitching", text: "stitchingText", icon: "icon-scissors" },
  { title: "replacement", text: "replacementText", icon: "icon-replace" },
] as const;

export function FeatureStrip() {
  const t = useT(home);
  return (
    <section aria-labelledby="features-title" className="border-y border-stone-200 bg-white">
      <h2 id="features-title" className="sr-only">
        {t("featuresTitle")}
      </h2>
      <ul className="mx-auto grid w-full max-w-7xl grid-cols-2 gap-x-4 gap-y-4 px-4 py-5 sm:gap-x-6 sm:py-6 md:grid-cols-3 lg:grid-cols-5">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="flex items-center gap-2.5 sm:items-start sm:gap-3">
            <span className="inline-flex size-10 shrink-0 sm:size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <MaskIcon className={`${feature.icon} size-6 sm:size-7`} />
            </span>
            <span>
              <span className="block text-sm font-semibold text-ink">{t(feature.title)}</span>
              <span className="hidden text-sm text-ink-muted sm:block">{t(feature.text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
