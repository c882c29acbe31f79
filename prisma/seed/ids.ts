import { randomBytes } from "node:crypto";

/**
 * cuid-shaped ids made in memory, so rows can point at each other before they are written
 * and whole tables go in with bulk inserts (no query per row to learn the generated ids).
 * 'c' + 8 timestamp + 6 counter + 10 random base36 characters: unique within a run by the counter,
 * across runs by the time and the randomness.
 */
let counter = 0;
let pool = Buffer.alloc(0);
let offset = 0;

function randomBase36(length: number): string {
  if (offset + length > pool.length) {
    pool = randomBytes(64 * 1024);
    offset = 0;
  }
  let out = "";
  for (let i = 0; i < length; i++) out += ((pool[offset + i] ?? 0) % 36).toString(36);
  offset += length;
  return out;
}

export function newId(): string {
  counter = (counter + 1) % 2176782336; // 36^6
  return "c" + Date.now().toString(36).padStart(8, "0").slice(-8) + counter.toString(36).padStart(6, "0") + randomBase36(10);
}
