"use client";

import { useAreaT } from "@/components/i18n/page-words-context";
import en from "@/lib/i18n/messages/en/listing.json";

/** The listing area's words (lib/i18n/messages/listing.ts) in the page's language. */
export const useListingT = () => useAreaT("listing", en);
