import { paiseToRupees } from "@/lib/pricing/money";
import { toggledValue, type SearchChanges } from "./search-url";

// The choices the search page's filters offer. The API takes any value in range; these are the steps shown.

/** The spec's price ranges (₹0–500 … ₹7,000–10,000; inclusive, compared on the storefront with the cards' starting price with GST). */
export const PRICE_RANGES = [
  { minPaise: 0, maxPaise: 50_000 },
  { minPaise: 50_000, maxPaise: 100_000 },
  { minPaise: 100_000, maxPaise: 200_000 },
  { minPaise: 200_000, maxPaise: 400_000 },
  { minPaise: 400_000, maxPaise: 700_000 },
  { minPaise: 700_000, maxPaise: 1_000_000 },
] as const;

/** A price range as the URL's (and the API's) priceMin and priceMax: the spec's rupees. */
export function priceParams(minPaise: number, maxPaise: number) {
  return { priceMin: paiseToRupees(minPaise), priceMax: paiseToRupees(maxPaise) };
}

/** "N% or more" steps of the discount filter (a product's best discount is at least N). */
export const DISCOUNT_STEPS = [10, 20, 30, 40, 50] as const;

/** A choice's value for the price filter, as the form submits it without JavaScript: "500-1000", in rupees. */
export function priceValue(minPaise: number, maxPaise: number): string {
  return Object.values(priceParams(minPaise, maxPaise)).join("-");
}

/** The multi-valued filters in force (colours as "rrggbb", as their inputs carry them). */
export type ChosenLists = { categoryIds: readonly string[]; sizes: readonly string[]; colorCodes: readonly string[] };

/**
 * What choosing a filter input changes in the URL, from the input's name and value: a list (category,
 * size, colour) gains or loses the value; another filter takes it, or is cleared by an empty value.
 * Null for an input that is no filter.
 */
export function choiceChanges(name: string, value: string, chosen: ChosenLists): SearchChanges | null {
  const toggled = (values: readonly string[]) => toggledValue(values.join(",") || undefined, value);
  switch (name) {
    case "category":
      return { category: toggled(chosen.categoryIds) };
    case "size":
      return { size: toggled(chosen.sizes) };
    case "color":
      return { color: toggled(chosen.colorCodes) };
    case "price": {
      const [priceMin = null, priceMax = null] = value ? value.split("-") : [];
      return { priceMin, priceMax };
    }
    case "availibility":
      return { availibility: value || null, availability: null };
    case "discount":
    case "payment":
    case "location":
      return { [name]: value || null };
    default:
      return null;
  }
}
