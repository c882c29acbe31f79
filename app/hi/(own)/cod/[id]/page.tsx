import type { Metadata } from "next";
import { CodConfirmationPageView } from "@/components/orders/cod-confirmation-page";

export const metadata: Metadata = { title: "अपना कैश ऑन डिलीवरी ऑर्डर पक्का करें", robots: { index: false, follow: false } };

export default function HindiCodConfirmationPage(props: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <CodConfirmationPageView {...props} />;
}
