import "server-only";
import { waitingCodPage } from "./cod/confirmation";
import { openFailedDeliveryPage } from "./shipments/failed-deliveries";

/** What the order's own page asks its shopper to do next, if anything (the caller owns the order). */
export async function shopperNextStep(order: { id: string; status: string }): Promise<{ href: string; label: string } | null> {
  const answer = await openFailedDeliveryPage(order);
  if (answer) return { href: answer, label: "Choose a new delivery day" };
  const cod = await waitingCodPage(order.id);
  return cod ? { href: cod, label: "Confirm cash on delivery" } : null;
}
