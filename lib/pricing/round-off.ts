import { formatINR } from "./money";
import { assertPaise } from "./validate";

/**
 * Cash on delivery collects whole rupees, as Indian invoices round: the total to the nearest rupee,
 * halves up, and the difference shown as a "Round off" line (not taxable). 52395 → +5 (₹524),
 * 104930 → −30 (₹1,049), 52350 → +50 (₹524).
 */
export function cashRoundOff(totalPaise: number): number {
  assertPaise(totalPaise, "totalPaise");
  return Math.floor((totalPaise + 50) / 100) * 100 - totalPaise;
}

/**
 * What a return gives back of its order's round-off: all of it when it refunds the order's last
 * pieces (so a fully returned order nets to zero), none when it takes fewer or replaces any piece
 * (an exchange keeps the sale, and the rupees paid for it).
 */
export function roundOffReturned(roundOffPaise: number, the: { lastPieces: boolean; replacing: boolean }): number {
  return the.lastPieces && !the.replacing ? roundOffPaise : 0;
}

/** "+₹0.05", "-₹0.30": a round-off with its sign. */
export function formatRoundOff(paise: number): string {
  return paise > 0 ? `+${formatINR(paise)}` : formatINR(paise);
}
