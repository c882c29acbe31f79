import type { Metadata } from "next";
import { OrdersPageView } from "@/components/orders/orders-page";

export const metadata: Metadata = { title: "My Orders", robots: { index: false, follow: false } };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function OrdersPage({ searchParams }: PageProps<"/orders">) {
  return <OrdersPageView locale="en" placedId={(await searchParams).placed} />;
}
