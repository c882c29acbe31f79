import { formatINR } from "@/lib/pricing";

// Who may pay cash on delivery: every product of the order must allow it, and the order's
// total must stay within the shop's limit (COD_MAX_ORDER_RUPEES). The booking page shows the
// same answer before the shopper tries, and the server decides again when the order is placed.
export type CodLine = { productName: string; cashOnDelivery: boolean };

/** Null when the order may be paid cash on delivery, else the reason, naming the items. */
export function codRefusal(lines: readonly CodLine[], totalPaise: number, maxPaise: number): string | null {
  const online = [...new Set(lines.filter((line) => !line.cashOnDelivery).map((line) => line.productName))];
  if (online.length > 0) {
    return `Cash on delivery is not available for ${online.join(", ")}. Please pay online with Pay Now.`;
  }
  if (maxPaise <= 0) return "Cash on delivery is not available at the moment. Please pay online with Pay Now.";
  if (totalPaise > maxPaise) {
    return `Cash on delivery is available for orders up to ${formatINR(maxPaise)}. Please pay online with Pay Now.`;
  }
  return null;
}
