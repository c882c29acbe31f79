"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import { localMessage } from "@/lib/i18n/local-message";
import type { errors } from "@/lib/i18n/messages/errors";
import { useLocale } from "./locale-context";

// The server's English messages in the page's language. A Hindi page passes the errors catalogue from
// the server, so no English page's script carries its Hindi; without it messages show as they came.
const ErrorWordsContext = createContext<typeof errors | null>(null);

export function ErrorWords({ words, children }: { words: typeof errors; children: ReactNode }) {
  return <ErrorWordsContext.Provider value={words}>{children}</ErrorWordsContext.Provider>;
}

/** A server's message (a toast's, a field's) in the page's language where the catalogue knows it. */
export function useLocalMessage(): (message: string) => string {
  const words = useContext(ErrorWordsContext);
  const locale = useLocale();
  return useCallback((message: string) => (words ? localMessage(words, locale, message) : message), [words, locale]);
}

/** A refusal's message and its fields' messages in the page's language. */
export function localFailure(result: { message: string; fields?: Record<string, string> }, local: (message: string) => string) {
  const fields = result.fields && Object.fromEntries(Object.entries(result.fields).map(([name, message]) => [name, local(message)]));
  return { message: local(result.message), fields };
}
