import type { Metadata } from "next";
import { FailedDeliveryPageView } from "@/components/orders/failed-delivery-page";

export const metadata: Metadata = { title: "हम आपका पार्सल डिलीवर नहीं कर सके", robots: { index: false, follow: false } };

export default function HindiFailedDeliveryPage(props: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <FailedDeliveryPageView {...props} locale="hi" />;
}
