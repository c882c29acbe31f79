import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { move, SHIPPING_PROVIDER } from "../moves/apply-move";
import { shippingProvider } from "@/lib/shipping/provider";

// The scheduled tracking update: asks the provider about every parcel still on its way (a shipped
// order or replacement, a return not yet picked up) and makes the move its courier reported. With the twin the
// timeline only moves with the shop's own moves, so this finds nothing new there.
const DELIVERED = /^delivered$/i;
const RETURN_PICKED_UP = /picked[ -]?up/i;
const BATCH = 200;

/** The courier delivered a parcel, or picked up a return: the shipping provider makes the move. */
async function recordCourierMove(orderId: string, to: "DELIVERED" | "RETURN_PICKED_UP"): Promise<void> {
  await move({ actor: SHIPPING_PROVIDER, orderId, to, ownOnly: false });
}

export async function syncTracking(): Promise<{ checked: number; moved: number }> {
  const open = await getDb().order.findMany({
    where: {
      awbCode: { not: null },
      OR: [
        { orderType: { in: ["ORDER", "REPLACEMENT"] }, status: "SHIPPED" },
        { orderType: "RETURN", status: "RETURN_REQUESTED" },
      ],
    },
    select: { id: true, orderType: true, awbCode: true, publicOrderId: true },
    orderBy: { statusChangedAt: "asc" },
    take: BATCH,
  });
  const provider = shippingProvider();
  let moved = 0;
  for (const order of open) {
    const isReturn = order.orderType === "RETURN";
    try {
      const events = await provider.track(order.awbCode!);
      if (!events.some((event) => (isReturn ? RETURN_PICKED_UP : DELIVERED).test(event.status))) continue;
      await recordCourierMove(order.id, isReturn ? "RETURN_PICKED_UP" : "DELIVERED");
      moved += 1;
    } catch (error) {
      // One parcel's failure (provider down, a move made meanwhile) must not stop the others; the next run retries it.
      console.error(`tracking ${order.publicOrderId}: ${error instanceof AppError ? error.message : String(error)}`);
    }
  }
  return { checked: open.length, moved };
}
