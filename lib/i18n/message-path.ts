import type { Locale } from "./locales";

/**
 * The page a message in `locale` links to: under /hi for a shopper who chose Hindi (decision 122),
 * whether or not the storefront's links lead there yet, so her emails and texts open in her language.
 */
export const pathIn = (locale: Locale, path: string): string =>
  locale === "en" || !path.startsWith("/") ? path : path === "/" ? "/hi" : `/hi${path}`;
