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
