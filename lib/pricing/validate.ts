/**
 * Input validation and overflow-checked integer arithmetic for money in paise.
 *
 * All money in this module is an integer number of paise held in a JS number.
 * Numbers are exact only up to Number.MAX_SAFE_INTEGER (2^53 - 1), so every
 * input and every intermediate result is checked to stay a safe integer;
 * anything else throws a RangeError instead of silently losing precision.
 */

function describe(value: unknown): string {
  return typeof value === "number" ? String(value) : `${typeof value} ${String(value)}`;
}

/** Throws RangeError unless `value` is a non-negative safe integer (paise). */
export function assertPaise(value: number, name = "amount"): void {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(
      `${name} must be a non-negative whole number of paise no larger than ${Number.MAX_SAFE_INTEGER}, got ${describe(value)}`,
    );
  }
}

/** Throws RangeError unless `value` is a positive safe integer. */
export function assertQuantity(value: number, name = "quantity"): void {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive whole number no larger than ${Number.MAX_SAFE_INTEGER}, got ${describe(value)}`);
  }
}

function assertSafeResult(result: number, what: string): number {
  if (!Number.isSafeInteger(result)) {
    throw new RangeError(`${what} exceeds Number.MAX_SAFE_INTEGER (${Number.MAX_SAFE_INTEGER}) paise`);
  }
  return result;
}

/**
 * a + b for non-negative safe integers, throwing if the true sum is not a safe
 * integer. (If the exact sum is <= MAX_SAFE_INTEGER the float sum is exact; if
 * it is larger, the rounded float is >= 2^53 and fails the check.)
 */
export function checkedAdd(a: number, b: number, what = "sum"): number {
  return assertSafeResult(a + b, what);
}

/** a × b for non-negative safe integers, with the same guarantee as checkedAdd. */
export function checkedMul(a: number, b: number, what = "product"): number {
  return assertSafeResult(a * b, what);
}
