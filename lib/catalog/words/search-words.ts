import { inEnglishWords } from "./hindi-words";
import { SIZE_ORDER, type SizeLabel } from "../sizes";

// What a shopper's words mean beyond full text. Sizes ("XL", "xxl", "size 40") and prices ("under 1000",
// "below ₹800", "1000-2000", "above 2k") become the search page's filters; the other words are searched
// as text. Prices are the ones shown, with GST (the storefront's price filter). Pure, so the middleware,
// the page and its links read a search alike.

export type SearchWords = {
  /** The words left for full text, as typed and in their order; "" when every word was understood. */
  text: string;
  sizes: SizeLabel[];
  /** Whole or decimal rupees, inclusive. */
  priceMin?: number;
  priceMax?: number;
};

/** The highest price bound, ₹10,00,000. */
export const MAX_PRICE_RUPEES = 1_000_000;

/** Indian kurta sizes by bust in inches, as shops print them beside the letters. */
const SIZE_BY_INCHES: Readonly<Record<string, SizeLabel>> = { "34": "XS", "36": "S", "38": "M", "40": "L", "42": "XL", "44": "XXL" };
const SIZE_WORDS: Readonly<Record<string, SizeLabel>> = {
  xs: "XS",
  s: "S",
  m: "M",
  l: "L",
  xl: "XL",
  xxl: "XXL",
  "2xl": "XXL",
};

const UPPER = new Set(["under", "below", "up", "upto", "within", "max", "<", "<=", "cheaper", "less"]);
const LOWER = new Set(["above", "over", "min", ">", ">=", "from", "more", "starting"]);
/** Words that may sit between a bound word and its amount ("less than", "up to", "more than", "under rs"). */
const FILLERS = new Set(["than", "to", "rs", "rs.", "inr", "₹", "of", "at"]);
const CURRENCY = /^(?:₹|rs\.?|inr)/i;

/** An amount in rupees: "1000", "₹1,000", "rs.999", "1.5k", "2k"; null for anything else or beyond the filter's bound. */
export function amountOf(token: string): number | null {
  const match = token.replace(CURRENCY, "").match(/^(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?)(k)?\/?-?$/i);
  if (!match) return null;
  const value = Number(match[1]!.replaceAll(",", "")) * (match[2] ? 1000 : 1);
  return Number.isFinite(value) && value <= MAX_PRICE_RUPEES ? value : null;
}

function sizeOf(token: string, afterSizeWord: boolean): SizeLabel | null {
  const lower = token.toLowerCase();
  if (afterSizeWord && SIZE_BY_INCHES[lower]) return SIZE_BY_INCHES[lower];
  return SIZE_WORDS[lower] ?? null;
}

/** "1000-2000", "₹1000–₹2000": both bounds in one token. */
function rangeOf(token: string): [number, number] | null {
  const parts = token.split(/[-–]/);
  if (parts.length !== 2) return null;
  const [low, high] = parts.map((part) => amountOf(part));
  return low != null && high != null ? [Math.min(low, high), Math.max(low, high)] : null;
}

/** Reads the sizes and prices out of a search's words; what is left is searched as text. */
export function readSearchWords(search: string): SearchWords {
  const tokens = inEnglishWords(search).split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  const sizes: SizeLabel[] = [];
  const found: { priceMin?: number; priceMax?: number } = {};
  const addSize = (size: SizeLabel) => sizes.includes(size) || sizes.push(size);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const lower = token.toLowerCase();
    // "size xl", "size 40", "xl size"
    if (lower === "size" || lower === "sizes") {
      const next = tokens[index + 1];
      const size = next === undefined ? null : sizeOf(next, true);
      if (size) {
        addSize(size);
        index++;
      }
      continue;
    }
    const size = sizeOf(token, false);
    if (size) {
      addSize(size);
      continue;
    }
    if (UPPER.has(lower) || LOWER.has(lower) || lower === "between") {
      let next = index + 1;
      while (next < tokens.length && FILLERS.has(tokens[next]!.toLowerCase())) next++;
      const amount = tokens[next] === undefined ? null : amountOf(tokens[next]!);
      if (amount !== null) {
        if (lower === "between") {
          // "between 1000 and 2000"
          const high = tokens[next + 1]?.toLowerCase() === "and" && tokens[next + 2] ? amountOf(tokens[next + 2]!) : null;
          if (high === null) {
            kept.push(token);
            continue;
          }
          found.priceMin = Math.min(amount, high);
          found.priceMax = Math.max(amount, high);
          index = next + 2;
          continue;
        }
        if (UPPER.has(lower)) found.priceMax = amount;
        else found.priceMin = amount;
        index = next;
        continue;
      }
    }
    const range = rangeOf(token.replace(CURRENCY, ""));
    if (range) {
      [found.priceMin, found.priceMax] = range;
      continue;
    }
    // "1000 - 2000", "1000 to 2000"
    const low = amountOf(token);
    const high = tokens[index + 2] === undefined ? null : amountOf(tokens[index + 2]!);
    if (low !== null && high !== null && ["-", "–", "to"].includes(tokens[index + 1]!.toLowerCase())) {
      found.priceMin = Math.min(low, high);
      found.priceMax = Math.max(low, high);
      index += 2;
      continue;
    }
    kept.push(token);
  }
  if (found.priceMin !== undefined && found.priceMax !== undefined && found.priceMin > found.priceMax) {
    [found.priceMin, found.priceMax] = [found.priceMax, found.priceMin];
  }
  sizes.sort((a, b) => SIZE_ORDER.indexOf(a) - SIZE_ORDER.indexOf(b));
  return { text: kept.join(" "), sizes, ...found };
}
