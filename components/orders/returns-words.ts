"use client";

import { useAreaT } from "@/components/i18n/page-words-context";
import en from "@/lib/i18n/messages/en/returns.json";

/** The returns area's words (lib/i18n/messages/returns.ts) in the page's language. */
export const useReturnsT = () => useAreaT("returns", en);
