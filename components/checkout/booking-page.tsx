import { VerifyNotice } from "@/components/account/verify-notice";
import { FreshOnNavigation } from "@/components/forms/server-state";
import { BookingForm } from "@/components/checkout/booking-form";
import { PaymentTwinHost } from "@/components/checkout/payment-twin-host";
import { EmptyState } from "@/components/cart/empty-state";
import { PageWords } from "@/components/i18n/page-words";
import { cart } from "@/lib/i18n/messages/cart";
import { Notices } from "@/components/cart/notices";
import { requireUserPage } from "@/lib/auth/page-guards";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { checkout } from "@/lib/i18n/messages/checkout";
import { translator } from "@/lib/i18n/translate";
import { getBooking } from "@/lib/orders/booking";
import { deliveryEstimates } from "@/lib/shipping/serviceability";
import { pageContext } from "@/lib/http/page-context";

/** The booking page in a language (app/(shop)/booking in English, app/hi/(own)/booking in Hindi). */
export async function BookingPageView({ locale }: { locale: Locale }) {
  const caller = await requireUserPage(localePath(locale, "/booking"));
  const booking = await getBooking(pageContext(caller));
  const estimates = await deliveryEstimates(booking.addresses.map((address) => address.pinCode));
  const t = translator(locale, checkout);
  return (
    // The cart's price details and notices, in the page's language.
    <PageWords locale={locale} areas={{ cart }}>
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
        <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
        <div className="space-y-4">
          {caller.isVerified ? null : <VerifyNotice email={caller.email ?? ""} title={t("verifyTitle")} actionLabel={t("resendLink")} />}
          <Notices notices={booking.cart.notices} />
          {/* Placing an order that asks an advance empties the cart: its payment window outlives the form. */}
          <PaymentTwinHost>
            {booking.cart.cart.length === 0 ? (
              <EmptyState title={t("emptyTitle")} text={t("emptyText")} />
            ) : (
              <FreshOnNavigation>
                <BookingForm booking={booking} estimates={estimates} />
              </FreshOnNavigation>
            )}
          </PaymentTwinHost>
        </div>
      </div>
    </PageWords>
  );
}
