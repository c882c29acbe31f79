import { formatINR, rupeesToPaise } from "@/lib/pricing";

/** A cart or wishlist amount (rupees, the views' unit) as "₹1,499". */
export function rupees(amount: number): string {
  return formatINR(rupeesToPaise(amount));
}
