import "server-only";
import { callerFrom } from "@/lib/auth/caller";
import { getEnv } from "@/lib/env";
import { clientIp, isSameOrigin } from "./request/request-meta";

// Who may open the development pages (the mailbox of lib/email, the SMS inbox of lib/sms): demo
// mode only (outside it they would hold real customers' messages), and even then only a request
// from this machine or an admin: a demo reachable from elsewhere must not hand out reset links or codes.
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export async function devPagesOpenTo(requestHeaders: Headers): Promise<boolean> {
  if (!getEnv().DEMO_MODE) return false;
  if (LOOPBACK.test(clientIp(requestHeaders))) return true;
  return (await callerFrom(requestHeaders))?.role === "ADMIN";
}

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Why a write to a demo-only route (the demo's clocks, /api/dev/*) is refused, or null: for anyone
 * devPagesOpenTo does not open them to it does not exist (404), and from another site's page it is refused
 * (403), as being on this machine or an admin are rights a browser carries along to any site's POST.
 */
export async function demoWriteRefusal(requestHeaders: Headers): Promise<Response | null> {
  if (!(await devPagesOpenTo(requestHeaders))) {
    return Response.json({ success: false, message: "Not found" }, { status: 404, headers: NO_STORE });
  }
  if (!isSameOrigin(requestHeaders)) {
    return Response.json({ success: false, message: "Cross-site request refused" }, { status: 403, headers: NO_STORE });
  }
  return null;
}
