import type { Metadata } from "next";
import { WishlistContents } from "@/components/cart/wishlist-contents";
import { requireUserPage } from "@/lib/auth/page-guards";
import { getWishlist } from "@/lib/wishlist/queries";
import { pageContext } from "@/lib/http/page-context";

export const metadata: Metadata = { title: "My Wishlist", robots: { index: false, follow: false } };

// Rendered in full per request, with no prerendered shell: a per-user page carries a fresh CSP
// nonce (middleware.ts), and Next.js would put nonce-less scripts into a shell (decision 015).
export const instant = false;

export default async function WishlistPage() {
  const caller = await requireUserPage("/wishlist");
  const { wishlist, notices } = await getWishlist(pageContext(caller));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">My Wishlist</h1>
      <WishlistContents initial={wishlist} notices={notices} />
    </div>
  );
}
