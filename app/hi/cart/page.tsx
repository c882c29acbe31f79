import { CartPageView, cartMetadata } from "@/components/cart/cart-page";

// The cart in Hindi: the English cart's components with their Hindi words.

export const metadata = cartMetadata("hi");

// Per request, like the English cart (a per-user page's fresh CSP nonce, decision 015).
export const instant = false;

export default function HindiCartPage() {
  return <CartPageView locale="hi" />;
}
