import { callerFrom } from "@/lib/auth/caller";
import { demoWriteRefusal } from "@/lib/http/dev-pages";
import { leaveCartInDemo } from "@/lib/reminders/demo-clock";

// The demo's clock for the signed-in shopper's cart, for end-to-end tests and demos: POST and her cart
// counts as left since the owner's delay; the reminders due are claimed at once. Gated like /api/dev/cod-lapse.
const NO_STORE = { "Cache-Control": "no-store" };

export async function POST(request: Request): Promise<Response> {
  const refusal = await demoWriteRefusal(request.headers);
  if (refusal) return refusal;
  const caller = await callerFrom(request.headers);
  if (!caller) {
    return Response.json({ success: false, message: "Please log in to continue" }, { status: 401, headers: NO_STORE });
  }
  const claimed = await leaveCartInDemo(caller.id);
  return Response.json({ success: true, claimed }, { headers: NO_STORE });
}
