import type { Metadata } from "next";
import { Suspense } from "react";
import { BookingForm } from "@/components/checkout/booking-form";
import { PageSkeleton } from "@/components/checkout/skeleton";
import { EmptyState } from "@/components/cart/empty-state";
import { Notices } from "@/components/cart/notices";
import { requireUserPage } from "@/lib/auth/page-guards";
import { getBooking } from "@/lib/orders/booking";

export const metadata: Metadata = { title: "Booking", robots: { index: false, follow: false } };

export default function BookingPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">Booking</h1>
      <Suspense fallback={<PageSkeleton label="Loading your booking" />}>
        <Booking />
      </Suspense>
    </div>
  );
}

async function Booking() {
  const caller = await requireUserPage("/booking");
  const booking = await getBooking({ caller, ip: "" });
  if (booking.cart.cart.length === 0) {
    return (
      <div className="space-y-4">
        <Notices notices={booking.cart.notices} />
        <EmptyState title="Your cart is empty" text="Add a kurta to your cart, then come back here to book it." />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Notices notices={booking.cart.notices} />
      <BookingForm booking={booking} />
    </div>
  );
}
