import { searchHref, type SearchChanges } from "../../lib/catalog/search/search-url";
import { SIZE_ORDER } from "../../lib/catalog/sizes";
import { createRandom } from "../../prisma/seed/random";

// `npm run bench:web`'s text search: a realistic mix of search URLs rather than one query repeated.
// The catalogue's own words (of category and product names, colour names) and a fixed vocabulary,
// the pairs of words product names use, their common misspellings (a letter dropped, two swapped),
// some narrowed by a facet or sorted. Ranked most asked first and weighted by Zipf's law (the
// query of rank r asked in proportion to 1/r); a seeded generator draws them, so runs compare.

/** What the running shop says it sells: /api/v1/products/category, getAllProduct and getColors. */
export type CatalogueWords = {
  categories: readonly { name: string; slug: string }[];
  products: readonly { name: string }[];
  colors: readonly { colorName: string; colorCode: string }[];
};

export type WeightedQuery = { path: string; weight: number };

/** Fabrics, crafts, colours and kinds of kurta people search for, should the catalogue name few of them. */
const VOCABULARY = {
  attributes: [
    "cotton",
    "silk",
    "linen",
    "chanderi",
    "georgette",
    "rayon",
    "khadi",
    "muslin",
    "banarasi",
    "chikankari",
    "bandhani",
    "kalamkari",
    "leheriya",
    "zari",
    "block print",
    "paisley",
    "indigo",
    "maroon",
    "mustard",
    "ivory",
    "pink",
    "navy",
    "white",
    "black",
    "red",
    "green",
  ],
  kinds: ["kurta", "kurti", "anarkali", "kurta set", "straight kurta", "a-line kurta", "palazzo set"],
};

/** Words no one searches for: not on their own, nor in a pair ("kurtas" is searched for as "kurta"). */
const FILLERS = new Set(["and", "the", "with", "for", "of", "in"]);
const STOP_WORDS = new Set([...FILLERS, "kurtas"]);

const PRICE_RANGES = [
  [500, 1000],
  [1000, 2000],
  [2000, 5000],
] as const;

const SORTS = [
  { sortBy: "price", sortOrder: "asc" },
  { sortBy: "rating", sortOrder: "desc" },
  { sortBy: "purchased", sortOrder: "desc" },
  { sortBy: "createdAt", sortOrder: "desc" },
  { sortBy: "price", sortOrder: "desc" },
] as const;

/** The order in which the kinds of query take the ranks: plain words lead, typos and sorts are rarer. */
const RANK_CYCLE = ["word", "pair", "word", "facet", "pair", "sorted", "typo"] as const;

/** The words of a name, hyphenated ones whole ("a-line", "block-print"). */
const words = (text: string) => text.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? [];

/** Items by how often they occur, most first (ties in order of first appearance). */
function byFrequency(items: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
}

/** A common misspelling: an inner vowel dropped ('chikankari' → 'chikankri'), else two inner letters swapped. */
export function misspell(word: string, pick: (count: number) => number): string | undefined {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return undefined;
  const vowels = [...word.slice(1, -1)].flatMap((letter, i) => ("aeiou".includes(letter) ? [i + 1] : []));
  if (vowels.length > 0 && pick(3) > 0) {
    const at = vowels[pick(vowels.length)] as number;
    return word.slice(0, at) + word.slice(at + 1);
  }
  for (let tries = 0; tries < 4; tries++) {
    const at = 1 + pick(word.length - 3);
    const swapped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    if (swapped !== word) return swapped;
  }
  return undefined;
}

/**
 * `size` distinct search paths (at least 100 with the fixed vocabulary alone), most asked first,
 * with Zipf weights that add up to 1.
 */
export function searchMix(catalogue: CatalogueWords, { size = 150, seed = "bench-web" } = {}): WeightedQuery[] {
  const random = createRandom(seed);
  const pick = (count: number) => Math.floor(random.next() * count);
  const names = [...catalogue.categories.map((category) => category.name), ...catalogue.products.map((product) => product.name)];

  const catalogueWords = names.flatMap(words).filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
  const colourWords = catalogue.colors.flatMap((color) => words(color.colorName));
  const single = byFrequency([...catalogueWords, ...colourWords, ...VOCABULARY.attributes.flatMap(words), ...VOCABULARY.kinds]);
  const bigrams = names.flatMap((name) => {
    const parts = words(name);
    return parts.slice(1).flatMap((word, i) => (FILLERS.has(word) || FILLERS.has(parts[i] ?? "and") ? [] : [`${parts[i]} ${word}`]));
  });
  const combinations = VOCABULARY.attributes.flatMap((attribute) => VOCABULARY.kinds.map((kind) => `${attribute} ${kind}`));
  const pairs = [...byFrequency(bigrams), ...random.shuffle(combinations)];
  const known = new Set(single);
  const typos = single.flatMap((word) => misspell(word, pick) ?? []).filter((typo) => !known.has(typo));
  const anyText = () => (random.chance(0.6) ? random.pick(single.slice(0, 30)) : random.pick(pairs.slice(0, 40)));

  const facets: (() => SearchChanges)[] = [
    () => (catalogue.categories.length > 0 ? { category: random.pick(catalogue.categories).slug } : {}),
    () => (catalogue.colors.length > 0 ? { color: random.pick(catalogue.colors).colorCode } : {}),
    () => ({ size: random.pick(SIZE_ORDER) }),
    () => {
      const [priceMin, priceMax] = random.pick(PRICE_RANGES);
      return { priceMin: String(priceMin), priceMax: String(priceMax) };
    },
    () => ({ availability: "true" }),
  ];
  const queue = { word: [...single], pair: [...pairs], typo: typos };
  const next = (kind: (typeof RANK_CYCLE)[number]): SearchChanges | undefined => {
    if (kind === "facet") return { search: anyText(), ...random.pick(facets)() };
    if (kind === "sorted") return { search: anyText(), ...random.pick(SORTS) };
    const search = queue[kind].shift();
    return search === undefined ? undefined : { search };
  };

  const paths = new Set<string>();
  for (let turn = 0; paths.size < size && turn < size * 20; turn++) {
    const params = next(RANK_CYCLE[turn % RANK_CYCLE.length] ?? "word");
    if (params) paths.add(searchHref({}, params));
  }
  const harmonic = [...paths].reduce((sum, _path, i) => sum + 1 / (i + 1), 0);
  return [...paths].map((path, i) => ({ path, weight: 1 / (i + 1) / harmonic }));
}

/** A function that draws the next path of the mix by its weights, the same sequence for the same seed. */
export function drawFrom(mix: readonly WeightedQuery[], seed = "bench-web-draws"): () => string {
  const random = createRandom(seed);
  const weighted = mix.map((query) => [query.path, query.weight] as const);
  return () => random.weighted(weighted);
}
