import type { Metadata } from "next";
import { OrderListPage, readQuery } from "@/components/admin/order-list-page";
import { ORDER_STATUSES, orderMoves } from "@/lib/admin/order-moves";
import { requireAdminPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Manage Orders" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function AdminOrdersPage({ searchParams }: PageProps<"/admin/orders">) {
  const caller = await requireAdminPage("/admin/orders");
  return (
    <OrderListPage
      caller={caller}
      type="Order"
      path="/admin/orders"
      title="Manage Orders"
      empty="No Orders Found"
      statuses={ORDER_STATUSES}
      query={readQuery(await searchParams)}
      movesFor={orderMoves}
    />
  );
}
