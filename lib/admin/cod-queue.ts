import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";

// The owner's call list: cash-on-delivery orders the shopper has not confirmed yet, the soonest to be cancelled
// first, each with what to say on the call (the pieces, the cash to collect) and the number to ring.
const QUEUE = 100;

export async function loadCodQueue(ctx: Ctx) {
  requireAdmin(ctx.caller);
  const orders = await getDb().order.findMany({
    where: { paymentType: "COD", status: "PENDING", codConfirmedAt: null, codConfirmBy: { not: null } },
    select: {
      id: true,
      publicOrderId: true,
      totalPaise: true,
      shipName: true,
      shipCity: true,
      shipPinCode: true,
      shipPhoneNumber: true,
      codConfirmBy: true,
      lines: { select: { id: true, productName: true, colorName: true, size: true, quantity: true }, orderBy: { id: "asc" } },
    },
    orderBy: [{ codConfirmBy: "asc" }, { id: "asc" }],
    take: QUEUE,
  });
  return orders.map(({ codConfirmBy, ...order }) => ({ ...order, cancelsAt: codConfirmBy! }));
}
