import type { Metadata } from "next";
import { VerifyNotice } from "@/components/account/verify-notice";
import { FreshOnNavigation } from "@/components/forms/server-state";
import { BookingForm } from "@/components/checkout/booking-form";
import { EmptyState } from "@/components/cart/empty-state";
import { Notices } from "@/components/cart/notices";
import { requireUserPage } from "@/lib/auth/page-guards";
import { getBooking } from "@/lib/orders/booking";
import { deliveryEstimates } from "@/lib/shipping/serviceability";
import { pageContext } from "@/lib/http/page-context";

export const metadata: Metadata = { title: "Booking", robots: { index: false, follow: false } };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function BookingPage() {
  const caller = await requireUserPage("/booking");
  const booking = await getBooking(pageContext(caller));
  const estimates = await deliveryEstimates(booking.addresses.map((address) => address.pinCode));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">Booking</h1>
      <div className="space-y-4">
        {caller.isVerified ? null : (
          <VerifyNotice email={caller.email ?? ""} title="Verify your account to order" actionLabel="Resend link" />
        )}
        <Notices notices={booking.cart.notices} />
        {booking.cart.cart.length === 0 ? (
          <EmptyState title="Your cart is empty" text="Add a kurta to your cart, then come back here to book it." />
        ) : (
          <FreshOnNavigation>
            <BookingForm booking={booking} estimates={estimates} />
          </FreshOnNavigation>
        )}
      </div>
    </div>
  );
}
