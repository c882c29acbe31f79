"use client";

import { createTranslator } from "next-intl";
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { localMessage } from "@/lib/i18n/local-message";
import type { errors } from "@/lib/i18n/messages/errors";
import { useLocale } from "./locale-context";

// The words a Hindi page hands its client components from the server (PageWords, page-words.tsx):
// some areas' catalogues (lib/i18n/messages/<area>) in the page's language, and the server's known
// English messages with their Hindi. Each component's hook imports only its area's English (what
// English pages have always shown, with no provider), so no English page carries Hindi words and a
// Hindi page carries only what it handed down.
type Catalogue = Record<string, unknown>;

export type HandedWords = {
  /** Areas' catalogues in the page's language, by area name. */
  areas: Readonly<Record<string, Catalogue>>;
  /** The server's messages in both languages (an English message is matched to find its Hindi), or none. */
  messages: typeof errors | null;
};

const PageWordsContext = createContext<HandedWords>({ areas: {}, messages: null });

/** Adds a page's words to those of the layouts around it. */
export function PageWordsProvider({ areas, messages, children }: Partial<HandedWords> & { children: ReactNode }) {
  const outer = useContext(PageWordsContext);
  const value = useMemo(() => ({ areas: { ...outer.areas, ...areas }, messages: messages ?? outer.messages }), [outer, areas, messages]);
  return <PageWordsContext.Provider value={value}>{children}</PageWordsContext.Provider>;
}

/** The translator of one area in the page's language: the words the page handed down, else the English ones. */
export function useAreaT<Messages extends Catalogue>(area: string, english: Messages) {
  const locale = useLocale();
  const given = useContext(PageWordsContext).areas[area] as Messages | undefined;
  return useMemo(() => createTranslator({ locale, messages: given ?? english }), [locale, given, english]);
}

/** A server's message (a toast's, a field's) in the page's language where the handed-down messages know it. */
export function useLocalMessage(): (message: string) => string {
  const { messages } = useContext(PageWordsContext);
  const locale = useLocale();
  return useCallback((message: string) => (messages ? localMessage(messages, locale, message) : message), [messages, locale]);
}

/** A refusal's message and its fields' messages in the page's language. */
export function localFailure(result: { message: string; fields?: Record<string, string> }, local: (message: string) => string) {
  const fields = result.fields && Object.fromEntries(Object.entries(result.fields).map(([name, message]) => [name, local(message)]));
  return { message: local(result.message), fields };
}
