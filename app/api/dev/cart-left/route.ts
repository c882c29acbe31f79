import { callerFrom } from "@/lib/auth/caller";
import { isSameOrigin } from "@/lib/http/request/request-meta";
import { leaveCartInDemo } from "@/lib/reminders/demo-clock";
import { inboxOpenTo } from "@/lib/sms/inbox/inbox";

// The demo's clock for the signed-in shopper's cart, for end-to-end tests and demos: POST and her cart
// counts as left since the owner's delay; the reminders due are claimed at once. Gated like
// /api/dev/cod-lapse: demo mode, this machine or an admin, from our own pages; for anyone else it does not exist.
const NO_STORE = { "Cache-Control": "no-store" };

export async function POST(request: Request): Promise<Response> {
  if (!(await inboxOpenTo(request.headers))) {
    return Response.json({ success: false, message: "Not found" }, { status: 404, headers: NO_STORE });
  }
  if (!isSameOrigin(request.headers)) {
    return Response.json({ success: false, message: "Cross-site request refused" }, { status: 403, headers: NO_STORE });
  }
  const caller = await callerFrom(request.headers);
  if (!caller) {
    return Response.json({ success: false, message: "Please log in to continue" }, { status: 401, headers: NO_STORE });
  }
  const claimed = await leaveCartInDemo(caller.id);
  return Response.json({ success: true, claimed }, { headers: NO_STORE });
}
