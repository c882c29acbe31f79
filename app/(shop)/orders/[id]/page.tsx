import type { Metadata } from "next";
import { OrderPageView } from "@/components/orders/order-page";

export const metadata: Metadata = { title: "Order details", robots: { index: false, follow: false } };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
// The order is read before anything is sent, so another user's order answers a real 404.
export const instant = false;

export default async function OrderPage({ params }: PageProps<"/orders/[id]">) {
  return <OrderPageView id={(await params).id} locale="en" />;
}
