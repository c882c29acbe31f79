"use client";

import { useAreaT } from "@/components/i18n/page-words-context";
import en from "@/lib/i18n/messages/en/cart.json";

/** The cart area's words (lib/i18n/messages/cart.ts) in the page's language. */
export const useCartT = () => useAreaT("cart", en);
