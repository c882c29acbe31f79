import { cashRoundOff } from "@/lib/pricing";

// What store credit pays of an amount due and what is left to pay, as the booking shows it before the
// server decides again (lib/orders/place/store-credit-tender.ts): cash is collected in whole rupees.

export type CreditSplit = { creditPaise: number; roundOffPaise: number; restPaise: number };

export function creditSplit(balancePaise: number, duePaise: number, cash: boolean): CreditSplit {
  const creditPaise = Math.min(Math.max(balancePaise, 0), duePaise);
  const rest = duePaise - creditPaise;
  const roundOffPaise = cash ? cashRoundOff(rest) : 0;
  return { creditPaise, roundOffPaise, restPaise: rest + roundOffPaise };
}

/**
 * Cash on delivery with credit: the credit pays part of the goods and fee (the quote's total less its own
 * round-off), the rest is rounded again; `totalPaise` is what the order then comes to.
 */
export function cashCreditSplit(
  balancePaise: number,
  quote: { totalPaise: number; roundOffPaise: number },
): CreditSplit & { totalPaise: number } {
  const split = creditSplit(balancePaise, quote.totalPaise - quote.roundOffPaise, true);
  return { ...split, totalPaise: split.creditPaise + split.restPaise };
}
