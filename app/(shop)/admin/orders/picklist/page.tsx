import type { Metadata } from "next";
import { PicklistSheet } from "@/components/admin/picklist-sheet";
import { picklist } from "@/lib/admin/manage-orders/picklist";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { AppError } from "@/lib/errors";
import { pageContext } from "@/lib/http/page-context";

export const metadata: Metadata = { title: "Picklist" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// The picklist of the Confirmed orders (?status=Pending for the Pending ones), or of the orders selected in Manage Orders (?ids=a,b).
export default async function PicklistPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const caller = await requireAdminPage("/admin/orders/picklist");
  const params = await searchParams;
  const ids = first(params.ids);
  const list = await picklist(pageContext(caller), {
    status: first(params.status),
    orderIds: ids === undefined ? undefined : ids.split(",").filter(Boolean),
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "validation") return error.message;
    throw error;
  });
  if (typeof list === "string") {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {list}
      </p>
    );
  }
  return <PicklistSheet list={list} />;
}
