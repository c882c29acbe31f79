import { demoWriteRefusal } from "@/lib/http/dev-pages";
import { runOutCodTimeInDemo } from "@/lib/orders/cod/confirmation";

// The demo's clock for one waiting cash-on-delivery order, for end-to-end tests and demos: POST
// { orderId } and its confirmation time runs out now (the lapse job runs at once). Demo mode only,
// for a request from this machine or an admin, from our own pages, like the development inbox.
const NO_STORE = { "Cache-Control": "no-store" };

export async function POST(request: Request): Promise<Response> {
  const refusal = await demoWriteRefusal(request.headers);
  if (refusal) return refusal;
  const body = (await request.json().catch(() => null)) as { orderId?: unknown } | null;
  const orderId = body?.orderId;
  if (typeof orderId !== "string" || orderId.length === 0 || orderId.length > 64) {
    return Response.json({ success: false, message: "orderId is required" }, { status: 400, headers: NO_STORE });
  }
  const lapsed = await runOutCodTimeInDemo(orderId);
  return Response.json({ success: true, lapsed }, { headers: NO_STORE });
}
