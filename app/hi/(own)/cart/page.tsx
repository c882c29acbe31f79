import { CartPageView, cartMetadata } from "@/components/cart/cart-page";

// The cart in Hindi: the English cart's components with their Hindi words (the server's known
// messages in Hindi too, from the layout).

export const metadata = cartMetadata("hi");

export default function HindiCartPage() {
  return <CartPageView locale="hi" />;
}
