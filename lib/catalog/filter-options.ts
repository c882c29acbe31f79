import { paiseToRupees } from "@/lib/pricing/money";

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
