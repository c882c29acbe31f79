import { formatINR, rupeesToPaise } from "@/lib/pricing";

/** An order amount (rupees: the order view is the API's shape) as "₹1,499". */
export function rupees(amount: number): string {
  return formatINR(rupeesToPaise(amount));
}
