import { EmptyState } from "@/components/cart/empty-state";
import { OrderCard } from "@/components/orders/order-card";
import { OrderPlacedBanner } from "@/components/orders/order-placed-banner";
import { requireUserPage } from "@/lib/auth/page-guards";
import { clock } from "@/lib/clock";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { localMessage } from "@/lib/i18n/local-message";
import { errors } from "@/lib/i18n/messages/errors";
import { orders as words } from "@/lib/i18n/messages/orders";
import { translator } from "@/lib/i18n/translate";
import { orderDeliveryEstimate } from "@/lib/orders/shipments/delivery-estimate";
import { justPlaced } from "@/lib/orders/model/placed";
import { orderNewsChannels } from "@/lib/orders/news/channels";
import { listMyOrders } from "@/lib/orders/queries";
import { pageContext } from "@/lib/http/page-context";

/** The newest orders the page lists. */
const ORDERS_SHOWN = 100;

/** The shopper's orders in a language (app/(shop)/orders in English, app/hi/(own)/orders in Hindi). */
export async function OrdersPageView({ locale, placedId }: { locale: Locale; placedId: string | string[] | undefined }) {
  const caller = await requireUserPage(localePath(locale, "/orders"));
  const { orders } = await listMyOrders(pageContext(caller), { limit: ORDERS_SHOWN });
  // ?placed=<id> from the booking page: a banner only for the caller's own order, placed just now.
  const placed = justPlaced(orders, placedId, clock.now());
  const listed = placed ? [placed, ...orders.filter((order) => order !== placed)] : orders;
  const t = translator(locale, words);
  const estimate = placed ? await orderDeliveryEstimate(placed, locale) : null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
      {placed ? (
        <OrderPlacedBanner
          order={placed}
          estimate={estimate && localMessage(errors, locale, estimate)}
          channels={await orderNewsChannels(caller.id, placed)}
          locale={locale}
        />
      ) : null}
      {orders.length === 0 ? (
        <EmptyState title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <ul className="space-y-3">
          {listed.map((order) => (
            <OrderCard key={order.id} order={order} locale={locale} />
          ))}
        </ul>
      )}
    </div>
  );
}
