// The choices the search page's filters offer. The API takes any value in range; these are the steps shown.

/** The spec's price ranges, in rupees (inclusive, compared with a product's starting price). */
export const PRICE_RANGES = [
  { min: 0, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2000 },
  { min: 2000, max: 4000 },
  { min: 4000, max: 7000 },
  { min: 7000, max: 10000 },
] as const;

/** "N% or more" steps of the discount filter (a product's best discount is at least N). */
export const DISCOUNT_STEPS = [10, 20, 30, 40, 50] as const;
