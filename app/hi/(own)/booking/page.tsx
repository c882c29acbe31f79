import type { Metadata } from "next";
import { BookingPageView } from "@/components/checkout/booking-page";

export const metadata: Metadata = { title: "बुकिंग", robots: { index: false, follow: false } };

export default function HindiBookingPage() {
  return <BookingPageView locale="hi" />;
}
