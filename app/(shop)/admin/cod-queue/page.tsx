import type { Metadata } from "next";
import Link from "next/link";
import { CodCallQueue } from "@/components/admin/cod-call-queue";
import { PageTitle } from "@/components/admin/page-title";
import { loadCodQueue } from "@/lib/admin/cod-queue";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { pageContext } from "@/lib/http/page-context";
import { formatIndianDateTime } from "@/lib/india-days";
import { formatINR } from "@/lib/pricing";

export const metadata: Metadata = { title: "Cash on delivery to confirm" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function CodQueuePage() {
  const caller = await requireAdminPage("/admin/cod-queue");
  const orders = await loadCodQueue(pageContext(caller));
  const cards = orders.map((order) => ({
    id: order.id,
    publicOrderId: order.publicOrderId,
    cancelsAt: formatIndianDateTime(order.cancelsAt),
    who: `${order.shipName}, ${order.shipCity} ${order.shipPinCode}`,
    phone: order.shipPhoneNumber,
    cash: formatINR(order.totalPaise),
    items: order.lines.map((line) => ({ id: line.id, text: `${line.quantity} × ${line.productName} (${line.colorName}, ${line.size})` })),
  }));
  return (
    <>
      <PageTitle
        title="Cash on delivery to confirm"
        note={
          <>
            Orders whose shopper has not said yes yet, the soonest to be cancelled first. Call, then mark the yes.{" "}
            <Link href="/admin/cod-rules" className="font-medium text-brand-700 underline">
              The rules for cash on delivery
            </Link>
          </>
        }
      />
      <CodCallQueue cards={cards} />
    </>
  );
}
