import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { shippingProvider } from "@/lib/shipping/provider";
import { applyCourierScan } from "./courier-scans";

// The scheduled tracking update: asks the provider about every parcel still on its way (a shipped
// order or replacement, one whose delivery failed or that is on its way back, a return not yet picked
// up) and makes the move its newest event reports, as a webhook scan would: it catches what a lost
// webhook missed. With the twin the timeline only moves with the shop's own moves, so this finds
// nothing new there.
const BATCH = 200;

export async function syncTracking(): Promise<{ checked: number; moved: number }> {
  const open = await getDb().order.findMany({
    where: {
      awbCode: { not: null },
      OR: [
        { orderType: { in: ["ORDER", "REPLACEMENT"] }, status: { in: ["SHIPPED", "DELIVERY_FAILED", "RTO_INITIATED"] } },
        { orderType: "RETURN", status: "RETURN_REQUESTED" },
      ],
    },
    select: { awbCode: true, publicOrderId: true },
    orderBy: { statusChangedAt: "asc" },
    take: BATCH,
  });
  const provider = shippingProvider();
  let moved = 0;
  for (const order of open) {
    try {
      const newest = (await provider.track(order.awbCode!)).at(-1);
      if (!newest) continue;
      const outcome = await applyCourierScan({
        awbCode: order.awbCode!,
        label: newest.status,
        at: newest.at,
        activity: newest.detail,
        location: newest.location,
      });
      if (outcome !== "no move" && outcome !== "older scan" && outcome !== "unknown parcel") moved += 1;
    } catch (error) {
      // One parcel's failure (provider down, a move made meanwhile) must not stop the others; the next run retries it.
      console.error(`tracking ${order.publicOrderId}: ${error instanceof AppError ? error.message : String(error)}`);
    }
  }
  return { checked: open.length, moved };
}
