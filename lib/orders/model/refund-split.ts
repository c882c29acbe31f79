// How a return's refund is paid back (decision 105): what the order's store credit paid goes back to
// credit first; the rest goes by the method paid, or to store credit too when the shopper chose it,
// with the owner's bonus on that part (what would otherwise have left the shop as money).

export type RefundSplit = {
  /** The part of the order's credit given back. */
  creditBackPaise: number;
  /** The owner's bonus on a refund taken as credit. */
  creditBonusPaise: number;
  /** Everything credited at pickup: the credit given back, the rest when chosen, and the bonus. */
  creditPaise: number;
  /** What goes back by the method paid (the provider for a prepaid order, a payout for cash). */
  moneyPaise: number;
  /** What comes back in all, credit (its bonus included) and money: the figure the return screen shows. */
  backPaise: number;
};

function split(creditBackPaise: number, creditBonusPaise: number, rest: number, toCredit: boolean): RefundSplit {
  const creditPaise = creditBackPaise + (toCredit ? rest + creditBonusPaise : 0);
  const moneyPaise = toCredit ? 0 : rest;
  return { creditBackPaise, creditBonusPaise, creditPaise, moneyPaise, backPaise: creditPaise + moneyPaise };
}

export function refundSplit(input: { refundPaise: number; creditLeftPaise: number; toCredit: boolean; bonusPercent: number }): RefundSplit {
  const creditBackPaise = Math.min(input.refundPaise, Math.max(input.creditLeftPaise, 0));
  const rest = input.refundPaise - creditBackPaise;
  const creditBonusPaise = input.toCredit ? Math.floor((rest * input.bonusPercent) / 100) : 0;
  return split(creditBackPaise, creditBonusPaise, rest, input.toCredit);
}

/** A stored return's split, from its columns. */
export function splitOf(order: {
  totalPaise: number;
  refundToCredit: boolean;
  creditBackPaise: number;
  creditBonusPaise: number;
}): RefundSplit {
  return split(order.creditBackPaise, order.creditBonusPaise, order.totalPaise - order.creditBackPaise, order.refundToCredit);
}
