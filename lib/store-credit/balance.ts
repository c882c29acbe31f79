// A shopper's store-credit balance, derived from the ledger's lines (never stored). A credit with an
// expiry is a lot of its own: a spend uses first the lot that lapses first (undated lots last), and
// what is left of a lot at its expiry leaves the balance.

type LedgerLine = { amountPaise: number; createdAt: Date; expiresAt: Date | null };

type Lot = { left: number; expiresAt: Date | null };

const lapsesFirst = (a: Lot, b: Lot) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity);

function live(lots: Lot[], at: Date): Lot[] {
  return lots.filter((lot) => lot.left > 0 && (lot.expiresAt === null || lot.expiresAt > at));
}

/** The balance in paise at `now`, from the lines in any order; never below zero. */
export function creditBalance(lines: readonly LedgerLine[], now: Date): number {
  let lots: Lot[] = [];
  const inOrder = [...lines].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const line of inOrder) {
    if (line.amountPaise > 0) {
      lots.push({ left: line.amountPaise, expiresAt: line.expiresAt });
      continue;
    }
    lots = live(lots, line.createdAt).sort(lapsesFirst);
    let owed = -line.amountPaise;
    for (const lot of lots) {
      const taken = Math.min(lot.left, owed);
      lot.left -= taken;
      owed -= taken;
    }
  }
  return live(lots, now).reduce((sum, lot) => sum + lot.left, 0);
}
