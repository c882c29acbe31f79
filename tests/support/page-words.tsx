import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LocaleProvider } from "@/components/i18n/locale-context";
import { PageWords } from "@/components/i18n/page-words";
import type { Locale } from "@/lib/i18n/locales";

// Render tests of a page's words in each language: components rendered as a page of that language
// hands them their words, and what a shopper reads of them.

/** The components' HTML as a page in `locale` renders them, handing down `areas` (and the server's messages). */
export function renderInLanguage(
  locale: Locale,
  children: ReactNode,
  words: Omit<Parameters<typeof PageWords>[0], "locale" | "children"> = {},
): string {
  return renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <PageWords locale={locale} {...words}>
        {children}
      </PageWords>
    </LocaleProvider>,
  );
}

/** The words a shopper reads or hears: the text between tags and the accessible names and placeholders, spaces collapsed. */
export function readWords(html: string): string {
  const names = [...html.matchAll(/(?:aria-label|placeholder|title)="([^"]*)"/g)].map((match) => match[1]);
  return [html.replace(/<[^>]+>/g, " "), ...names]
    .join(" ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

/** The Latin-script words of a text other than the `allowed` ones (names, brands, the shop's terms). */
export const englishWordsIn = (text: string, allowed: ReadonlySet<string>) =>
  [...text.matchAll(/[A-Za-z]{2,}/g)].map((match) => match[0]).filter((word) => !allowed.has(word));
