import { openReminderLink } from "@/lib/reminders/link";

// A reminder's link: counts its first tap, then opens her cart (middleware.ts asks her to sign in
// first where needed, and brings her back here). A forged or expired link opens the cart uncounted.
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const url = new URL(request.url);
  const opened = await openReminderLink(id, url.searchParams);
  const to = new URL(opened ? "/cart?from=reminder" : "/cart", url);
  return new Response(null, { status: 303, headers: { location: to.toString(), "cache-control": "no-store" } });
}
