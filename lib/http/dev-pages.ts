import "server-only";
import { callerFrom } from "@/lib/auth/caller";
import { getEnv } from "@/lib/env";
import { clientIp } from "./request/request-meta";

// Who may open the development pages (the mailbox of lib/email, the SMS inbox of lib/sms): demo
// mode only (outside it they would hold real customers' messages), and even then only a request
// from this machine or an admin: a demo reachable from elsewhere must not hand out reset links or codes.
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export async function devPagesOpenTo(requestHeaders: Headers): Promise<boolean> {
  if (!getEnv().DEMO_MODE) return false;
  if (LOOPBACK.test(clientIp(requestHeaders))) return true;
  return (await callerFrom(requestHeaders))?.role === "ADMIN";
}
