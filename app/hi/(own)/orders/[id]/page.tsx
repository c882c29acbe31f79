import type { Metadata } from "next";
import { OrderPageView } from "@/components/orders/order-page";

export const metadata: Metadata = { title: "ऑर्डर की जानकारी", robots: { index: false, follow: false } };

export default async function HindiOrderPage({ params }: { params: Promise<{ id: string }> }) {
  return <OrderPageView id={(await params).id} locale="hi" />;
}
