"use client";

import { useAreaT } from "@/components/i18n/page-words-context";
import en from "@/lib/i18n/messages/en/buy.json";

/** The buy area's words (lib/i18n/messages/buy.ts) in the page's language. */
export const useBuyT = () => useAreaT("buy", en);
