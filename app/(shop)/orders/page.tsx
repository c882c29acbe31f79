import type { Metadata } from "next";
import { Suspense } from "react";
import { EmptyState } from "@/components/cart/empty-state";
import { PageSkeleton } from "@/components/checkout/skeleton";
import { OrderCard } from "@/components/orders/order-card";
import { requireUserPage } from "@/lib/auth/page-guards";
import { listMyOrders } from "@/lib/orders/queries";

export const metadata: Metadata = { title: "My Orders", robots: { index: false, follow: false } };

export default function OrdersPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">My Orders</h1>
      <Suspense fallback={<PageSkeleton label="Loading your orders" />}>
        <Orders />
      </Suspense>
    </div>
  );
}

async function Orders() {
  const caller = await requireUserPage("/orders");
  const orders = await listMyOrders({ caller, ip: "" });
  if (orders.length === 0) return <EmptyState title="No orders yet" text="Orders you place will be listed here." />;
  return (
    <ul className="space-y-3">
      {orders.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </ul>
  );
}
