// "Most buyers take one size up (or down)" from the shop's own evidence, only when it is clear (decision 089).
// Each buyer of a product counts once, by their strongest signal: an exchange to a larger or smaller size, else a return
// for "Too small" or "Too large", else their review's fit (runs small, true to size, runs large). The advice is given
// when at least FIT_RULE.minBuyers buyers gave a signal and a one-sided exact binomial (sign) test rejects, at level
// FIT_RULE.alpha, that at most half of them needed the other size.

export type FitSignal = "up" | "down" | "fits";
export type FitCounts = Record<FitSignal, number>;
export type FitAdvice = "up" | "down" | null;

export const FIT_RULE = { minBuyers: 10, alpha: 0.05 } as const;

/** P(X ≥ k) for X ~ Binomial(n, 1/2), exactly (n is a product's buyers: small enough for a sum of terms). */
export function halfBinomialTail(k: number, n: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  let term = Math.pow(0.5, n); // P(X = 0)
  let below = 0;
  for (let i = 0; i < k; i++) {
    below += term;
    term = (term * (n - i)) / (i + 1);
  }
  return Math.max(0, 1 - below);
}

/** The advice the counts support, or null: too few buyers, or no clear majority for one size up or down. */
export function fitAdvice(counts: FitCounts): FitAdvice {
  const n = counts.up + counts.down + counts.fits;
  if (n < FIT_RULE.minBuyers) return null;
  if (halfBinomialTail(counts.up, n) <= FIT_RULE.alpha) return "up";
  if (halfBinomialTail(counts.down, n) <= FIT_RULE.alpha) return "down";
  return null;
}

/** How strong a signal's source is: a buyer's strongest one counts. */
export const SIGNAL_STRENGTH = { exchange: 3, returnReason: 2, review: 1 } as const;
