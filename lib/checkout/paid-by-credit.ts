import "server-only";
import { getDb } from "@/lib/db";
import { afterOrderCommitted, ORDER_TX_OPTIONS, placeOrderIn, type Buyer } from "@/lib/orders/place/place-order";
import type { OrderRequest } from "@/lib/orders/model/schemas";
import { toOrderView, type OrderView } from "@/lib/orders/model/view";

/**
 * An order store credit pays in full: placed as prepaid with no provider payment, its credit spent in
 * the same transaction (refused, 409, when the balance no longer covers it).
 */
export async function placePaidByCredit(buyer: Buyer, draft: OrderRequest): Promise<OrderView> {
  const placed = await getDb().$transaction(
    (tx) => placeOrderIn(tx, buyer, draft, { type: "PREPAID", providerOrderId: null, providerPaymentId: null, paidPaise: 0 }),
    ORDER_TX_OPTIONS,
  );
  await afterOrderCommitted(placed);
  return toOrderView(placed.order);
}
