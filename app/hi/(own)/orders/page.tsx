import type { Metadata } from "next";
import { OrdersPageView } from "@/components/orders/orders-page";

export const metadata: Metadata = { title: "मेरे ऑर्डर", robots: { index: false, follow: false } };

export default async function HindiOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <OrdersPageView locale="hi" placedId={(await searchParams).placed} />;
}
