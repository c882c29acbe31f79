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

/**
 * The header's link to the same page in the other language (on pages that have both), and on an
 * English page a one-tap offer of Hindi when the browser asks for it. Never a redirect: a crawler
 * or a shopper who chose English stays on the page she opened (docs/decisions/112-hindi-with-next-intl.md).
 */
export function LanguageSwitch() {
  const { locale, path } = splitLocale(usePathname());
  const query = useSearchParams().toString();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const english = query ? `${path}?${query}` : path;
  const hindi = localePath("hi", english);
  if (hindi === english) return null;
  const other = locale === "hi" ? "en" : "hi";
  // The offer speaks Hindi whatever the page: it is for a shopper who reads it.
  const t = translator("hi", common);
  const offer = hydrated && locale === "en" && !dismissed && wantsHindi();
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED, "1");
    } catch {}
  };
  return (
    <>
      <Link
        href={other === "hi" ? hindi : english}
        hrefLang={LANGUAGE_TAG[other]}
        lang={LANGUAGE_TAG[other]}
        aria-label={translator(other, common)("switchTo", { language: LANGUAGE_NAME[other] })}
        className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {LANGUAGE_NAME[other]}
      </Link>
      {offer ? (
        <div
          role="region"
          aria-label={t("offer")}
          lang="hi"
          className="fixed inset-x-2 bottom-2 z-40 flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 bg-white p-3 text-sm shadow-lg sm:inset-x-auto sm:right-4"
        >
          <span>{t("offer")}</span>
          <Link href={hindi} hrefLang="hi" className="rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white">
            {t("offerAction")}
          </Link>
          <button type="button" onClick={dismiss} className="rounded-lg px-3 py-2 text-ink-muted hover:text-ink">
            {t("dismiss")}
          </button>
        </div>
      ) : null}
    </>
  );
}
