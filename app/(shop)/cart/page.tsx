import { CartPageView, cartMetadata } from "@/components/cart/cart-page";

export const metadata = cartMetadata("en");

// Rendered in full per request, with no prerendered shell: a per-user page carries a fresh CSP
// nonce (middleware.ts), and Next.js would put nonce-less scripts into a shell (decision 015).
export const instant = false;

export default function CartPage() {
  return <CartPageView locale="en" />;
}
