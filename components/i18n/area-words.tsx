"use client";

import { createTranslator } from "next-intl";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useLocale } from "./locale-context";

// The words of a page's client components, one area (lib/i18n/messages/<area>) at a time. Each
// component's hook imports only that area's English catalogue (what English pages have always
// shown, with no provider); a Hindi page hands its areas' Hindi down from the server (PageWords),
// so no English page carries Hindi words and a Hindi page carries only its own areas'.
type Catalogue = Record<string, unknown>;

const AreaWords = createContext<Readonly<Record<string, Catalogue>>>({});

export function AreaWordsProvider({ words, children }: { words: Readonly<Record<string, Catalogue>>; children: ReactNode }) {
  const outer = useContext(AreaWords);
  const merged = useMemo(() => ({ ...outer, ...words }), [outer, words]);
  return <AreaWords.Provider value={merged}>{children}</AreaWords.Provider>;
}

/** The translator of one area in the page's language: the words a Hindi page handed down, else the English ones. */
export function useAreaT<Messages extends Catalogue>(area: string, english: Messages) {
  const locale = useLocale();
  const given = useContext(AreaWords)[area] as Messages | undefined;
  return useMemo(() => createTranslator({ locale, messages: given ?? english }), [locale, given, english]);
}
