import { openReminderLink } from "@/lib/reminders/link";

// A Hindi shopper's reminder link (decision 122): as /cart/reminder/[id], then her cart in Hindi
// (her wishlist has no Hindi page yet).
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const url = new URL(request.url);
  const to = new URL(await openReminderLink(id, url.searchParams, "hi"), url);
  return new Response(null, { status: 303, headers: { location: to.toString(), "cache-control": "no-store" } });
}
