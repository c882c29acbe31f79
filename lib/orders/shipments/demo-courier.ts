import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { shippingProvider } from "@/lib/shipping/provider";
import { sendTwinScan } from "@/lib/shipping/twin/twin-courier";
import { parseInput } from "@/lib/validation";
import { applyCourierScan } from "./courier-scans";

// The back office's demo courier (the shipping twin only): a shipped parcel's delivery fails, turns
// back, or comes back, by the scan Shiprocket would send, through the tracking webhook. The scan is
// applied in the same request, so the owner and the shopper see it at once; its queued job then finds
// the scan already applied (courierScanAt) and does nothing.
export const DEMO_SCANS = ["UNDELIVERED", "OUT FOR DELIVERY", "DELIVERED", "RTO INITIATED", "RTO DELIVERED"] as const;
const demoScanSchema = z.object({ orderId: z.string().min(1).max(40), scan: z.enum(DEMO_SCANS, { error: "Choose a scan" }) });

export async function sendDemoScan(ctx: Ctx, input: unknown): Promise<{ publicOrderId: string }> {
  requireAdmin(ctx.caller);
  const { orderId, scan } = parseInput(demoScanSchema, input);
  if (shippingProvider().name !== "twin") throw new AppError("forbidden", "The demo courier works only with the shipping twin (demo mode)");
  const order = await getDb().order.findUnique({
    where: { id: orderId },
    select: { publicOrderId: true, awbCode: true, courierScanAt: true },
  });
  if (!order?.awbCode) throw new AppError("not_found", "No parcel of that order is with the courier");
  // Shiprocket's times are to the second: a scan sent within the second of the last one would read as older.
  const at = new Date(Math.max(Date.now(), (order.courierScanAt?.getTime() ?? 0) + 1000));
  const queued = (await sendTwinScan(order.awbCode, scan, at)).scan;
  if (queued) await applyCourierScan({ ...queued, at: new Date(queued.at) });
  return { publicOrderId: order.publicOrderId };
}
