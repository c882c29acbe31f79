import { randomInt } from "node:crypto";

// Crockford's base32 alphabet: no I, L, O or U, so an id read out on the phone is not misheard.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A readable public order id such as "KS-261122-7QX4M2": the shop, the day (IST) and six random
 * characters (about a billion per day). The column is unique; a clash fails the insert.
 */
export function newPublicOrderId(on: Date = new Date()): string {
  const ist = new Date(on.getTime() + 330 * 60_000).toISOString();
  const day = `${ist.slice(2, 4)}${ist.slice(5, 7)}${ist.slice(8, 10)}`;
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `KS-${day}-${suffix}`;
}
