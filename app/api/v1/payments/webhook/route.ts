import { errorResponse } from "@/lib/http/api-route";
import { handlePaymentWebhook } from "@/lib/payments/webhook";

// Razorpay's webhook: the signature covers the raw body, so it is read as text, untouched.
const MAX_BODY_BYTES = 1_000_000;

export async function POST(request: Request): Promise<Response> {
  try {
    const body = await request.text();
    if (body.length > MAX_BODY_BYTES) return Response.json({ success: false, message: "The request is too large" }, { status: 413 });
    return Response.json({ success: true, ...(await handlePaymentWebhook(body, request.headers)) });
  } catch (error) {
    return errorResponse(error);
  }
}
