import type { Locale } from "./locales";

/**
 * A catalogue text in a language: the owner's Hindi on a Hindi page, the English where she left
 * the Hindi empty (decision 113: a missing translation falls back to English).
 */
export function catalogueText(locale: Locale, english: string, hindi: string | null | undefined): string {
  return locale === "hi" && hindi?.trim() ? hindi : english;
}
