// Razorpay Checkout's display preferences (its `config.display` option): UPI first, as Indian shoppers
// mostly pay, then Razorpay's own blocks. Razorpay Checkout takes it as it is; the twin's test-payment
// window reads it through methodOrder, which refuses what Checkout would (a sequence naming no block,
// an unknown method), so a broken preference fails in demo mode and in its test, not first in production.

export type CheckoutDisplay = {
  blocks: Record<string, { name: string; instruments: { method: string }[] }>;
  sequence: string[];
  preferences: { show_default_blocks: boolean };
};

export const CHECKOUT_DISPLAY: CheckoutDisplay = {
  blocks: { upi: { name: "Pay by UPI", instruments: [{ method: "upi" }] } },
  sequence: ["block.upi"],
  preferences: { show_default_blocks: true },
};

/** Checkout's methods, in the order it lists them when no preference is given. */
const DEFAULT_METHODS = ["card", "netbanking", "wallet", "upi", "emi", "paylater"] as const;
const METHOD_NAMES: Record<(typeof DEFAULT_METHODS)[number], string> = {
  card: "Card",
  netbanking: "Netbanking",
  wallet: "Wallet",
  upi: "UPI",
  emi: "EMI",
  paylater: "Pay later",
};
const isMethod = (method: string): method is (typeof DEFAULT_METHODS)[number] => method in METHOD_NAMES;

/** The ways to pay as Checkout shows them under `display`: its sequence's blocks, then the default ones left. */
export function methodOrder(display: CheckoutDisplay): string[] {
  const first = display.sequence.flatMap((entry) => {
    const block = display.blocks[entry.replace(/^block\./, "")];
    if (!entry.startsWith("block.") || !block) throw new Error(`Checkout's display sequence names no block: ${entry}`);
    return block.instruments.map(({ method }) => {
      if (!isMethod(method)) throw new Error(`Checkout has no payment method ${method}`);
      return method;
    });
  });
  const rest = display.preferences.show_default_blocks ? DEFAULT_METHODS.filter((method) => !first.includes(method)) : [];
  return [...new Set([...first, ...rest])].map((method) => METHOD_NAMES[method]);
}
