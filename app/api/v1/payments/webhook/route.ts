import { errorResponse } from "@/lib/http/api-route";
import { MAX_BODY_BYTES, readBody } from "@/lib/http/request/read-input";
import { handlePaymentWebhook } from "@/lib/checkout/webhook";

// Razorpay's webhook: the signature covers the raw body, so it is read as text, untouched. Anyone
// may post here, so the body is counted while it streams in and refused (413) past the cap.
export async function POST(request: Request): Promise<Response> {
  try {
    const body = new TextDecoder().decode(await readBody(request, MAX_BODY_BYTES));
    return Response.json({ success: true, ...(await handlePaymentWebhook(body, request.headers)) });
  } catch (error) {
    return errorResponse(error);
  }
}
