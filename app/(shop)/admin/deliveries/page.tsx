import type { Metadata } from "next";
import { PageTitle } from "@/components/admin/page-title";
import { ParcelQueues } from "@/components/admin/parcel-queues";
import { loadParcelQueues } from "@/lib/admin/parcel-queues";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { pageContext } from "@/lib/http/page-context";

export const metadata: Metadata = { title: "Deliveries" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function DeliveriesPage() {
  const caller = await requireAdminPage("/admin/deliveries");
  const queues = await loadParcelQueues(pageContext(caller));
  return (
    <>
      <PageTitle
        title="Deliveries"
        note="Parcels the courier could not deliver, and those coming back. An answer goes to the courier at once; a parcel back goes into stock once inspected."
      />
      <ParcelQueues queues={queues} />
    </>
  );
}
