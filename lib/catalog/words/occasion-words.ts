import { splitFamilies } from "./word-families";

// Occasions and their Hinglish or near spellings in a search. Shoppers ask for "wedding" or "office"; the
// catalogue describes its kurtas by what they are (zari, brocade, festive evenings, office days). An
// occasion's word matches any of the words below, anywhere in a product's text.

const OCCASIONS: Readonly<Record<string, readonly string[]>> = {
  wedding: ["wedding", "shaadi", "bridal", "sangeet", "mehendi", "festive", "zari", "brocade"],
  festive: ["festive", "festival", "diwali", "eid", "puja", "celebrations", "zari"],
  party: ["party", "festive", "evenings", "celebrations"],
  office: ["office", "work", "workwear", "formal"],
  casual: ["casual", "daily", "everyday", "weekend", "college"],
};

/** Other spellings of the occasions' names. */
const SPELLINGS: Readonly<Record<string, string>> = {
  shaadi: "wedding",
  shadi: "wedding",
  marriage: "wedding",
  festival: "festive",
  diwali: "festive",
  work: "office",
  workwear: "office",
  daily: "casual",
  everyday: "casual",
};

/** The words an occasion stands for ("wedding" → wedding, bridal, zari…), else null. */
export function occasionFamily(word: string): readonly string[] | null {
  const lower = word.toLowerCase();
  return OCCASIONS[SPELLINGS[lower] ?? lower] ?? null;
}

/** A search split into its occasions and the rest of its text. */
export function splitOccasionWords(search: string): { text: string; occasions: (readonly string[])[] } {
  const { text, families } = splitFamilies(search, occasionFamily);
  return { text, occasions: families };
}
