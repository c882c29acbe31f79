import type { Metadata } from "next";
import { EmptyState } from "@/components/cart/empty-state";
import { OrderCard } from "@/components/orders/order-card";
import { OrderPlacedBanner } from "@/components/orders/order-placed-banner";
import { requireUserPage } from "@/lib/auth/page-guards";
import { clock } from "@/lib/clock";
import { orderDeliveryEstimate } from "@/lib/orders/shipments/delivery-estimate";
import { justPlaced } from "@/lib/orders/model/placed";
import { orderNewsChannels } from "@/lib/orders/news/channels";
import { listMyOrders } from "@/lib/orders/queries";
import { pageContext } from "@/lib/http/page-context";

export const metadata: Metadata = { title: "My Orders", robots: { index: false, follow: false } };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

/** The newest orders the page lists. */
const ORDERS_SHOWN = 100;

export default async function OrdersPage({ searchParams }: PageProps<"/orders">) {
  const caller = await requireUserPage("/orders");
  const { orders } = await listMyOrders(pageContext(caller), { limit: ORDERS_SHOWN });
  // ?placed=<id> from the booking page: a banner only for the caller's own order, placed just now.
  const placed = justPlaced(orders, (await searchParams).placed, clock.now());
  const listed = placed ? [placed, ...orders.filter((order) => order !== placed)] : orders;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">My Orders</h1>
      {placed ? (
        <OrderPlacedBanner
          order={placed}
          estimate={await orderDeliveryEstimate(placed)}
          channels={await orderNewsChannels(caller.id, placed)}
        />
      ) : null}
      {orders.length === 0 ? (
        <EmptyState title="No orders yet" text="Orders you place will be listed here." />
      ) : (
        <ul className="space-y-3">
          {listed.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </div>
  );
}
