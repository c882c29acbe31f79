// The shop's languages and their addresses: English at the root (the spec's pages, its API and
// what search engines already know), Hindi under /hi (docs/decisions/112-hindi-with-next-intl.md).

export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The value of <html lang> / hreflang for each language. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en-IN", hi: "hi" };
/** Open Graph's locale of each language. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_IN", hi: "hi_IN" };
/** Each language's name, written in that language (the switch shows the other one). */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

const HINDI_PREFIX = "/hi";

/**
 * The shopper's paths that have a Hindi page so far. A link to any other path stays English on a
 * Hindi page rather than leading to a 404.
 */
const HINDI_PAGES = [
  "/",
  "/product",
  "/category",
  "/search",
  "/cart",
  "/login",
  "/signup",
  "/booking",
  "/orders",
  "/return",
  "/cod",
  "/delivery",
  "/myaccount",
  "/reviews",
];

const hasHindiPage = (path: string) =>
  HINDI_PAGES.some((page) => (page === "/" ? path === "/" : path.startsWith(page) && /^([/?#]|$)/.test(path.slice(page.length))));

/** The address of an English path (with its query) in a language; unchanged where that language has no such page. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/") || !hasHindiPage(path)) return path;
  return path === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${path}`;
}

/** The language of a page's path, and the English path it translates. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === HINDI_PREFIX) return { locale: "hi", path: "/" };
  if (pathname.startsWith(`${HINDI_PREFIX}/`)) return { locale: "hi", path: pathname.slice(HINDI_PREFIX.length) };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** Both languages' addresses of a page, for hreflang: each page names the other, and English is x-default. */
export function languageAlternates(path: string): Record<string, string> {
  return {
    [LANGUAGE_TAG.en]: path,
    [LANGUAGE_TAG.hi]: localePath("hi", path),
    "x-default": path,
  };
}
