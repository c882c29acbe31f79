import type { ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { errors } from "@/lib/i18n/messages/errors";
import type { Bilingual } from "@/lib/i18n/translate";
import { PageWordsProvider } from "./page-words-context";

/**
 * A server component's way to give its client components their words in the page's language: the
 * named areas' catalogues of that language only, and with `serverMessages` the server's known English
 * messages with their translation (lib/i18n/messages/errors). Nothing on English pages, whose
 * components carry their English and show the server's messages as they come. The area names are the
 * ones the components' hooks ask for (page-words-context.tsx).
 */
export function PageWords({
  locale,
  areas = {},
  serverMessages = false,
  children,
}: {
  locale: Locale;
  areas?: Readonly<Record<string, Bilingual<Record<string, unknown>>>>;
  serverMessages?: boolean;
  children: ReactNode;
}) {
  if (locale === DEFAULT_LOCALE) return children;
  const words = Object.fromEntries(Object.entries(areas).map(([name, area]) => [name, area[locale]]));
  return (
    <PageWordsProvider areas={words} messages={serverMessages ? errors : null}>
      {children}
    </PageWordsProvider>
  );
}
