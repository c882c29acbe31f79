import type { Metadata } from "next";
import { BookingPageView } from "@/components/checkout/booking-page";

export const metadata: Metadata = { title: "Booking", robots: { index: false, follow: false } };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default function BookingPage() {
  return <BookingPageView locale="en" />;
}
