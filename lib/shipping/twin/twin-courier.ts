import "server-only";
import { getEnv } from "@/lib/env";
import { recordTrackingScan, TWIN_WEBHOOK_TOKEN, type QueuedScan, type WebhookAnswer } from "../shiprocket/tracking-webhook";

// The twin's courier (demo mode): the scans Shiprocket's tracking webhook would send, in its shape,
// handed to the webhook's own code, so that a failed delivery and a return to origin run offline,
// from the back office's demo buttons and in the tests.
export type TwinScan = "UNDELIVERED" | "OUT FOR DELIVERY" | "DELIVERED" | "RTO INITIATED" | "RTO DELIVERED";

const ACTIVITY: Record<TwinScan, string> = {
  UNDELIVERED: "Customer not available at the address",
  "OUT FOR DELIVERY": "Out for delivery",
  DELIVERED: "Delivered to the customer",
  "RTO INITIATED": "Return to origin initiated",
  "RTO DELIVERED": "Returned to the shipper",
};

const ist = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString();

/** Shiprocket's tracking payload for one scan of a parcel (its fields as it sends them: times in India's, the AWB often a number). */
export function shiprocketScanPayload(awbCode: string, label: TwinScan, at: Date, activity = ACTIVITY[label]) {
  const [date, time] = [ist(at).slice(0, 10), ist(at).slice(11, 19)];
  const [year, month, day] = date.split("-");
  return {
    awb: /^\d+$/.test(awbCode) ? Number(awbCode) : awbCode,
    current_status: label,
    shipment_status: label,
    current_timestamp: `${day} ${month} ${year} ${time}`,
    order_id: awbCode,
    etd: `${date} ${time}`,
    scans: [{ date: `${date} ${time}`, status: label, activity, location: "Customer's city", "sr-status": "NA", "sr-status-label": label }],
  };
}

/** The twin courier reports a scan through the tracking webhook, with the twin's token; the scan queued is answered too. */
export async function sendTwinScan(
  awbCode: string,
  label: TwinScan,
  at = new Date(),
): Promise<WebhookAnswer & { scan: QueuedScan | null }> {
  const request = new Request(new URL("/api/v1/shipping/webhook", getEnv().APP_URL), {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": getEnv().SHIPROCKET_WEBHOOK_TOKEN || TWIN_WEBHOOK_TOKEN },
    body: JSON.stringify(shiprocketScanPayload(awbCode, label, at)),
  });
  return recordTrackingScan(request, at);
}
