import type { Metadata } from "next";
import { orderListPage } from "@/components/admin/order-list-page";
import { Panel } from "@/components/admin/page-title";
import { ReturnCreditForm } from "@/components/admin/return-credit-form";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { pageContext } from "@/lib/http/page-context";
import { getCreditSettings } from "@/lib/orders/returns/credit-settings";

export const metadata: Metadata = { title: "Manage Returns" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

const ReturnList = orderListPage("Returns");

export default async function ManageReturnsPage(props: Parameters<typeof ReturnList>[0]) {
  const caller = await requireAdminPage("/admin/returns");
  const { returnBonusPercent } = await getCreditSettings(pageContext(caller));
  return (
    <>
      <ReturnList {...props} />
      <Panel title="Refunds to store credit" className="mt-6">
        <ReturnCreditForm returnBonusPercent={returnBonusPercent} />
      </Panel>
    </>
  );
}
