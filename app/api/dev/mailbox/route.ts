import { extractLinks } from "@/lib/email/links";
import { listMailbox, mailboxOpenTo } from "@/lib/email/mailbox";

// The development mailbox as JSON, for end-to-end tests: GET ?to=<email> (case-insensitive).
// Demo mode only, for a request from this machine or an admin; for anyone else it does not exist.
const NO_STORE = { "Cache-Control": "no-store" };

export async function GET(request: Request): Promise<Response> {
  if (!(await mailboxOpenTo(request.headers))) {
    return Response.json({ success: false, message: "Not found" }, { status: 404, headers: NO_STORE });
  }
  const to = new URL(request.url).searchParams.get("to")?.trim() || undefined;
  const rows = await listMailbox(50, { to });
  const emails = rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    template: row.template,
    text: row.text,
    html: row.html,
    links: extractLinks(row.text),
    createdAt: row.createdAt.toISOString(),
  }));
  return Response.json({ success: true, emails }, { headers: NO_STORE });
}
