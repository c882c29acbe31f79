import { assertPaise } from "./validate";

/**
 * `totalPaise` in whole paise, in proportion to `weights` (each ≥ 0): each share rounded down, the paise left one at a
 * time to the largest remainders, then the earlier. The shares add up to the total; all weights 0 give all 0.
 * The cart's offers with GST: the GST is on what all of them leave, so each offer's part of it is its share.
 */
export function sharesOf(totalPaise: number, weights: readonly number[]): number[] {
  assertPaise(totalPaise, "totalPaise");
  weights.forEach((weight) => assertPaise(weight, "weight"));
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (BigInt(totalPaise) * BigInt(weight)) / BigInt(sum));
  const remainders = weights.map((weight) => (BigInt(totalPaise) * BigInt(weight)) % BigInt(sum));
  const shares = exact.map(Number);
  let left = totalPaise - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((_, i) => i)
    .sort((a, b) => (remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b));
  for (const i of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
