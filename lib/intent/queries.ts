import "server-only";
import { cookies } from "next/headers";
import { INTENT_COOKIE, readIntentCookie } from "./cookie";
import { intentSchema } from "./schemas";

/** What the visitor tapped on the page `next` leads back to (for the login and sign-up pages to say), or null. */
export async function pendingIntentFor(next: string | null): Promise<"cart" | "buy" | "wishlist" | null> {
  if (!next) return null;
  const parsed = intentSchema.safeParse(readIntentCookie((await cookies()).get(INTENT_COOKIE)?.value));
  return parsed.success && parsed.data.path === next ? parsed.data.action : null;
}
