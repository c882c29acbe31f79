"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useLayoutT, usePathLocale } from "@/components/i18n/layout-words";
import { localePath } from "@/lib/i18n/locales";
import { SHOP } from "@/lib/shop";
import { LogoFull, LogoMark } from "./logo";

/** The header's first stop for the keyboard, in the page's language. */
export function SkipLink() {
  const t = useLayoutT();
  return (
    <a
      href="#main"
      className="sr-only rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
    >
      {t("skipToContent")}
    </a>
  );
}

/** The header's logo, leading home in the page's language. */
export function HomeLink() {
  const t = useLayoutT();
  const locale = usePathLocale();
  return (
    <IntentLink
      href={localePath(locale, "/")}
      aria-label={t("home", { shop: SHOP.name })}
      className="flex min-h-11 shrink-0 items-center rounded-lg px-1"
    >
      <span data-logo="long" className="max-[600px]:group-has-[[data-search-open]]:hidden">
        <LogoFull />
      </span>
      <span data-logo="short" className="hidden max-[600px]:group-has-[[data-search-open]]:inline">
        <LogoMark className="size-9" />
      </span>
    </IntentLink>
  );
}
