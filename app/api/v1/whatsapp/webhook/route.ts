import { errorResponse } from "@/lib/http/api-route";
import { answerVerification, receiveWhatsAppWebhook } from "@/lib/sms/inbox/whatsapp-webhook";

// WhatsApp's webhook: lib/sms/inbox/whatsapp-webhook.ts answers Meta's check of the address (GET), and
// checks the signature, caps the body and queues each button pressed (POST).
export async function GET(request: Request): Promise<Response> {
  try {
    const challenge = answerVerification(new URL(request.url).searchParams);
    return new Response(challenge, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}

export async function POST(request: Request): Promise<Response> {
  try {
    return Response.json({ success: true, ...(await receiveWhatsAppWebhook(request)) });
  } catch (error) {
    return errorResponse(error);
  }
}
