import { errorResponse } from "@/lib/http/api-route";
import { receiveTrackingWebhook } from "@/lib/shipping/shiprocket/tracking-webhook";

// Shiprocket's tracking webhook: lib/shipping/shiprocket/tracking-webhook.ts checks the token, caps the body and queues the move.
export async function POST(request: Request): Promise<Response> {
  try {
    return Response.json({ success: true, ...(await receiveTrackingWebhook(request)) });
  } catch (error) {
    return errorResponse(error);
  }
}
