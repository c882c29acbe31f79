import { inboxOpenTo, listMessages } from "@/lib/sms/inbox/inbox";

// The development SMS and WhatsApp inbox as JSON, for end-to-end tests: GET ?to=<mobile number, in any form>.
// Demo mode only, for a request from this machine or an admin; for anyone else it does not exist.
const NO_STORE = { "Cache-Control": "no-store" };

export async function GET(request: Request): Promise<Response> {
  if (!(await inboxOpenTo(request.headers))) {
    return Response.json({ success: false, message: "Not found" }, { status: 404, headers: NO_STORE });
  }
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  const rows = await listMessages({ to });
  const messages = rows.map((row) => ({
    id: row.id,
    to: row.to,
    template: row.template,
    text: row.text,
    code: row.code,
    channel: row.channel,
    language: row.language,
    ...(row.buttons ? { buttons: row.buttons } : {}),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
  return Response.json({ success: true, messages }, { headers: NO_STORE });
}
