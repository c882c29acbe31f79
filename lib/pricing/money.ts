/**
 * Conversions between rupees (only at the edges: UI, payment gateway) and
 * integer paise (everywhere else). 1 rupee = 100 paise.
 */

const INR_WHOLE = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * Rupees → paise, rounded half-up to the nearest paisa.
 *
 * Rounding works on the number's shortest decimal form (String(rupees)), not
 * on its binary value, so 19.99 → 1999 and 1.005 → 101 (as typed), avoiding
 * artefacts such as 1.005 * 100 === 100.49999999999999.
 *
 * @throws RangeError for NaN, ±Infinity, negative values, or a result above
 *         Number.MAX_SAFE_INTEGER paise.
 */
export function rupeesToPaise(rupees: number): number {
  if (typeof rupees !== "number" || !Number.isFinite(rupees) || rupees < 0) {
    throw new RangeError(`rupees must be a finite, non-negative number, got ${String(rupees)}`);
  }
  // Shift the decimal point two places on the decimal string, then round.
  // Number('<mantissa>e<exp+2>') is the correctly rounded value of that exact
  // decimal; a trailing .5 is exactly representable, so Math.round (half-up
  // for non-negative numbers) rounds it up as intended.
  const [mantissa, exponent = "0"] = String(rupees).split("e");
  const paise = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`rupees ${String(rupees)} is too large to represent exactly in paise`);
  }
  return paise;
}

/** Paise → rupees (for display or gateway edges only). Accepts negative amounts. */
export function paiseToRupees(paise: number): number {
  if (typeof paise !== "number" || !Number.isSafeInteger(paise)) {
    throw new RangeError(`paise must be a safe integer, got ${String(paise)}`);
  }
  return paise / 100;
}

/**
 * Formats paise as Indian rupees with Indian digit grouping:
 *   149900 → "₹1,499"       (whole rupees: no decimals)
 *   149950 → "₹1,499.50"    (otherwise: exactly two decimals)
 *   123456789 → "₹12,34,567.89"
 *   -4000 → "-₹40"
 * The rupee part is formatted from a BigInt and the paise appended from
 * integer maths, so the output is exact for every safe integer (no float
 * division).
 */
export function formatINR(paise: number): string {
  if (typeof paise !== "number" || !Number.isSafeInteger(paise)) {
    throw new RangeError(`paise must be a safe integer, got ${String(paise)}`);
  }
  const abs = Math.abs(paise);
  const fraction = abs % 100;
  const rupees = (abs - fraction) / 100; // exact: abs - fraction is a multiple of 100
  const sign = paise < 0 ? "-" : "";
  const whole = INR_WHOLE.format(BigInt(rupees));
  return fraction === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(fraction).padStart(2, "0")}`;
}
