import { isSameOrigin } from "@/lib/http/request/request-meta";
import { runOutCodTimeInDemo } from "@/lib/orders/cod/confirmation";
import { inboxOpenTo } from "@/lib/sms/inbox/inbox";

// The demo's clock for one waiting cash-on-delivery order, for end-to-end tests and demos: POST
// { orderId } and its confirmation time runs out now (the lapse job runs at once). Demo mode only,
// for a request from this machine or an admin, like the development inbox; for anyone else it does not exist.
// Both are rights a browser carries along to any site's POST, so it is a write from our own pages only.
const NO_STORE = { "Cache-Control": "no-store" };

export async function POST(request: Request): Promise<Response> {
  if (!(await inboxOpenTo(request.headers))) {
    return Response.json({ success: false, message: "Not found" }, { status: 404, headers: NO_STORE });
  }
  if (!isSameOrigin(request.headers)) {
    return Response.json({ success: false, message: "Cross-site request refused" }, { status: 403, headers: NO_STORE });
  }
  const body = (await request.json().catch(() => null)) as { orderId?: unknown } | null;
  const orderId = body?.orderId;
  if (typeof orderId !== "string" || orderId.length === 0 || orderId.length > 64) {
    return Response.json({ success: false, message: "orderId is required" }, { status: 400, headers: NO_STORE });
  }
  const lapsed = await runOutCodTimeInDemo(orderId);
  return Response.json({ success: true, lapsed }, { headers: NO_STORE });
}
