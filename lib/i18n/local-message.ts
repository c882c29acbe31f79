import type { Locale } from "./locales";
import { translator, type Bilingual } from "./translate";

type Words = Bilingual<Record<string, string>>;

/**
 * A message as written ("Only {count} left"), or as the build compiles the catalogues (next.config.ts),
 * whatever the JSON's type says: its text and each value's name in a list (["Only ", ["count"], " left"]).
 */
type Message = string | readonly (string | readonly unknown[])[];

/** A compiled message written out again; a part other than a plain value (a plural) matches nothing. */
const written = (message: Message): string =>
  typeof message === "string"
    ? message
    : message.map((part) => (typeof part === "string" ? part : part.length === 1 ? `{${String(part[0])}}` : "\u0000")).join("");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each English message as a pattern whose {placeholders} catch what the server wrote there. */
function patterns(english: Record<string, string>) {
  return Object.entries(english as Record<string, Message>).map(([key, message]) => {
    const text = written(message);
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
