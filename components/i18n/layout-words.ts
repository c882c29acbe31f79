"use client";

import { usePathname } from "next/navigation";
import { useMemo } from "react";
import { splitLocale, type Locale } from "@/lib/i18n/locales";
import { layout } from "@/lib/i18n/messages/layout";
import { translator } from "@/lib/i18n/translate";

// The header, side menu and footer sit in the root layout, outside the Hindi layout's provider, so
// their language is read from the page's address.

/** The language of the page being shown, from its address. */
export function usePathLocale(): Locale {
  return splitLocale(usePathname()).locale;
}

/** The layout's words (lib/i18n/messages/layout.ts) in the page's language. */
export function useLayoutT() {
  const locale = usePathLocale();
  return useMemo(() => translator(locale, layout), [locale]);
}

/** A shopper's own page, as the layout's words name it ("links.cart", "short.cart"). */
export type OwnPageKey = keyof (typeof layout)["en"]["links"];
