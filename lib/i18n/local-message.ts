import type { Locale } from "./locales";
import { translator, type Bilingual } from "./translate";

type Words = Bilingual<Record<string, string>>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each English message as a pattern whose {placeholders} catch what the server wrote there. */
function patterns(english: Record<string, string>) {
  return Object.entries(english).map(([key, text]) => {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const source = text
      .split(/\{\w+\}/)
      .map(escape)
      .join("(.+?)");
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });
}

/**
 * A message the server wrote in English (an AppError's, a zod field's), in the page's language when
 * `words` knows it, with the values the server put in it; any other message as it came.
 */
export function localMessage(words: Words, locale: Locale, message: string): string {
  if (locale === "en") return message;
  for (const { key, names, pattern } of patterns(words.en)) {
    const match = pattern.exec(message);
    if (match) return translator(locale, words)(key, Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])));
  }
  return message;
}
