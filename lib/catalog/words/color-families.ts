import { splitFamilies } from "./word-families";

// Colour words in a search. A shopper types the common name ("red kurta"); the catalogue names its
// colours as dyers do (Maroon, Wine, Rust). A family name in a search matches any colour of the family:
// the words below are looked up in the variants' colour names, which the search index holds (the
// Product.colorNames column, weight C of searchVector). A colour word that is not a family name
// ("maroon") is an ordinary search word and matches itself.

/** Each family: its name and the colour words it takes in (the name itself included). A word may sit in two families. */
const FAMILIES: Readonly<Record<string, readonly string[]>> = {
  red: ["red", "maroon", "wine", "rust", "crimson", "scarlet", "burgundy", "cherry", "brick", "ruby"],
  pink: ["pink", "rani", "magenta", "fuchsia", "rose", "blush", "peach", "coral", "onion"],
  orange: ["orange", "rust", "peach", "coral", "saffron", "tangerine", "apricot"],
  yellow: ["yellow", "mustard", "lemon", "haldi", "gold", "golden", "ochre"],
  green: ["green", "olive", "mint", "emerald", "sage", "pista", "parrot", "mehendi", "teal", "jade"],
  blue: ["blue", "navy", "indigo", "teal", "sky", "turquoise", "cobalt", "aqua", "denim", "azure"],
  purple: ["purple", "lavender", "violet", "lilac", "mauve", "plum", "aubergine", "wine"],
  white: ["white", "ivory", "cream", "pearl", "chalk"],
  brown: ["brown", "beige", "tan", "khaki", "coffee", "chocolate", "camel", "rust", "fawn", "sand"],
  black: ["black", "charcoal", "jet", "onyx"],
  grey: ["grey", "gray", "silver", "charcoal", "ash", "slate"],
};

/** Spellings of a family name. */
const ALIASES: Readonly<Record<string, string>> = { gray: "grey" };

/** The family names, for suggestions. */
export const COLOR_FAMILY_NAMES = Object.keys(FAMILIES);

/** The colour words a search word stands for when it names a family ("red" → red, maroon, wine…), else null. */
export function colorFamily(word: string): readonly string[] | null {
  const lower = word.toLowerCase();
  return FAMILIES[ALIASES[lower] ?? lower] ?? null;
}

/** A search split into its colour families and the rest of its text (websearch syntax, as typed). */
export type ColorSearch = { text: string; colors: (readonly string[])[] };

/**
 * Takes the family names out of a search: "red cotton kurta" → text "cotton kurta", colors [[red, maroon, …]].
 * Only plain words count: a word in "quotes", an exclusion (-red) or an `or` beside it stays in the text as typed.
 */
export function splitColorWords(search: string): ColorSearch {
  const { text, families } = splitFamilies(search, colorFamily);
  return { text, colors: families };
}
