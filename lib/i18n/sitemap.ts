import type { MetadataRoute } from "next";
import { languageAlternates, localePath } from "./locales";

type Entry = MetadataRoute.Sitemap[number];

/**
 * The sitemap in both languages: every entry with a Hindi page names both addresses (hreflang, English
 * as x-default), and the pages other than products get a Hindi entry of their own. Products keep one
 * entry each, whose alternates lead to the Hindi page, so the 50,000-URL limit of /sitemap.xml
 * (lib/seo/sitemap-entries.ts) holds as before.
 */
export function withLanguages(baseUrl: string, entries: MetadataRoute.Sitemap): MetadataRoute.Sitemap {
  const origin = baseUrl.replace(/\/+$/, "");
  return entries.flatMap((entry): Entry[] => {
    const path = entry.url.startsWith(origin) ? entry.url.slice(origin.length) || "/" : null;
    if (path === null || localePath("hi", path) === path) return [entry];
    const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([tag, href]) => [tag, `${origin}${href}`]));
    const paired = { ...entry, alternates: { languages } };
    return path.startsWith("/product/") ? [paired] : [paired, { ...paired, url: languages.hi! }];
  });
}
