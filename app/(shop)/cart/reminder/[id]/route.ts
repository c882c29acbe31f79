import { openReminderLink } from "@/lib/reminders/link";

// A reminder's link: counts its first tap, then opens her cart, or her wishlist for a price reminder
// (middleware.ts asks her to sign in first where needed, and brings her back here). A forged or
// expired link opens the cart uncounted.
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const url = new URL(request.url);
  const to = new URL(await openReminderLink(id, url.searchParams), url);
  return new Response(null, { status: 303, headers: { location: to.toString(), "cache-control": "no-store" } });
}
