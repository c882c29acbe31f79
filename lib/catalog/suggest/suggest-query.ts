import { colorFamily, COLOR_FAMILY_NAMES } from "../words/color-families";

// What the search box's suggestions are asked for: the typed text, normalised so that one prefix is
// one cache key ("Red  Ku" and "red ku" are the same question), and the full-text query it makes.

/** Characters of a prefix kept; the box's suggestions need no more. */
export const SUGGEST_MAX_CHARS = 40;
/** Below this, a prefix is too short to suggest anything useful. */
export const SUGGEST_MIN_CHARS = 2;

/** Lower case, letters and digits in words of single spaces, at most SUGGEST_MAX_CHARS; "" when nothing is left. */
export function normalPrefix(typed: string): string {
  return typed
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .slice(0, SUGGEST_MAX_CHARS)
    .trim();
}

/**
 * The to_tsquery text of a normal prefix: every finished word must match (a colour family's name as any
 * of its colours), and the last word as a prefix unless it is a colour family's whole name: "red ku" →
 * "(red:AC | maroon:AC | …) & ku:*", "blue" → "(blue:AC | navy:AC | …)".
 */
export function prefixTsquery(prefix: string): string {
  const words = prefix.split(" ").filter(Boolean);
  const last = words.pop();
  if (last === undefined) return "";
  return [...words.map(wordTsquery), colorFamily(last) ? wordTsquery(last) : `${last}:*`].join(" & ");
}

/** The to_tsquery text of finished words, each a colour family's name as any of its colours: "cotton red" → "cotton & (red | maroon | …)". */
export function wordsTsquery(text: string): string {
  return text.split(" ").filter(Boolean).map(wordTsquery).join(" & ");
}

/** A colour family's words are looked for in the names and the colours (weights A and C), not in the descriptions, which mention other colours. */
function wordTsquery(word: string): string {
  const family = colorFamily(word);
  return family ? `(${family.map((each) => `${each}:AC`).join(" | ")})` : word;
}

/** The colour families the prefix's last word begins ("re" → red), with the finished words before it: "cotton re" → ["cotton red"]. */
export function colourCompletions(prefix: string): string[] {
  const words = prefix.split(" ").filter(Boolean);
  const last = words.pop();
  if (last === undefined) return [];
  return COLOR_FAMILY_NAMES.filter((name) => name.startsWith(last)).map((name) => [...words, name].join(" "));
}
