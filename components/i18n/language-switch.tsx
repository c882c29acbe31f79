"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { LANGUAGE_NAME, LANGUAGE_TAG, localePath, splitLocale } from "@/lib/i18n/locales";
import { common } from "@/lib/i18n/messages/common";
import { translator } from "@/lib/i18n/translate";

const DISMISSED = "hindi-offer-dismissed";

/** Whether the browser lists Hindi among its languages and the shopper has not said no to the offer. */
function wantsHindi(): boolean {
  try {
    return navigator.languages.some((tag) => tag.toLowerCase().startsWith("hi")) && localStorage.getItem(DISMISSED) === null;
  } catch {
    return false;
  }
}

/** The page's language, and its address in each language (the same when it has no Hindi page). */
function usePair() {
  const { locale, path } = splitLocale(usePathname());
  const query = useSearchParams().toString();
  const english = query ? `${path}?${query}` : path;
  return { locale, english, hindi: localePath("hi", english) };
}

/**
 * A link to the same page in the other language, on pages that have both (in the header from 640 px,
 * in the footer always). Never a redirect: a crawler or a shopper who chose English stays on the page
 * she opened (docs/decisions/112-hindi-with-next-intl.md).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { locale, english, hindi } = usePair();
  if (hindi === english) return null;
  const other = locale === "hi" ? "en" : "hi";
  return (
    <Link
      href={other === "hi" ? hindi : english}
      hrefLang={LANGUAGE_TAG[other]}
      lang={LANGUAGE_TAG[other]}
      aria-label={translator(other, common)("switchTo", { language: LANGUAGE_NAME[other] })}
      className={className}
    >
      {LANGUAGE_NAME[other]}
    </Link>
  );
}

/** On an English page that has a Hindi one, a one-tap offer of Hindi when the browser asks for it, until she says no. */
export function HindiOffer() {
  const { locale, english, hindi } = usePair();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || locale !== "en" || hindi === english || dismissed || !wantsHindi()) return null;
  // The offer speaks Hindi whatever the page: it is for a shopper who reads it.
  const t = translator("hi", common);
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED, "1");
    } catch {}
  };
  return (
    <div
      role="region"
      aria-label={t("offer")}
      lang="hi"
      className="fixed inset-x-2 bottom-2 z-40 flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 bg-white p-3 text-sm text-ink shadow-lg sm:inset-x-auto sm:right-4"
    >
      <span>{t("offer")}</span>
      <Link href={hindi} hrefLang="hi" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-3 font-semibold text-white">
        {t("offerAction")}
      </Link>
      <button type="button" onClick={dismiss} className="min-h-11 rounded-lg px-3 text-ink-muted hover:text-ink">
        {t("dismiss")}
      </button>
    </div>
  );
}
