type SecondLineParts = { addressLine2: string | null; locality: string | null; landmark: string | null };

/** An address's second line as orders, labels and summaries show it: its own second line, then its locality and landmark. */
export function secondLine({ addressLine2, locality, landmark }: SecondLineParts): string {
  return [addressLine2, locality, landmark].filter(Boolean).join(", ");
}
