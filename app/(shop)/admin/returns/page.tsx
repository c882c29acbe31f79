import type { Metadata } from "next";
import { OrderListPage, readQuery } from "@/components/admin/order-list-page";
import { RETURN_STATUSES, returnMoves } from "@/lib/admin/order-moves";
import { requireAdminPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Manage Returns" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function AdminReturnsPage({ searchParams }: PageProps<"/admin/returns">) {
  const caller = await requireAdminPage("/admin/returns");
  return (
    <OrderListPage
      caller={caller}
      type="Returns"
      path="/admin/returns"
      title="Manage Returns"
      empty="No Return Found"
      statuses={RETURN_STATUSES}
      query={readQuery(await searchParams)}
      movesFor={returnMoves}
    />
  );
}
