"use client";

import { useAreaT } from "@/components/i18n/page-words-context";
import en from "@/lib/i18n/messages/en/form.json";

/** The form area's words (lib/i18n/messages/form.ts) in the page's language: every Hindi page hands them (app/hi/layout.tsx). */
export const useFormT = () => useAreaT("form", en);
