import type { Metadata } from "next";
import { PageTitle, Panel } from "@/components/admin/page-title";
import { CodRulesForm } from "@/components/admin/cod-rules-form";
import { CodRulesHistory, CodRulesInForce } from "@/components/admin/cod-rules-view";
import { loadCodRulesPage } from "@/lib/admin/cod-rules-page";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { pageContext } from "@/lib/http/page-context";
import { indianDate } from "@/lib/india-days";

export const metadata: Metadata = { title: "Cash on delivery" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function CodRulesPage() {
  const caller = await requireAdminPage("/admin/cod-rules");
  const now = new Date();
  const page = await loadCodRulesPage(pageContext(caller), now);
  return (
    <>
      <PageTitle
        title="Cash on delivery"
        note="Who may pay cash on delivery: order value, the fee, first orders, returns to origin and places. A save makes a new set of rules, now or from a later day."
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-4">
          <CodRulesInForce page={page} />
          <Panel title="Change the rules">
            {/* A new set in force starts the form from it. */}
            <CodRulesForm key={page.inForce.id ?? "built-in"} rules={page.inForce} states={page.states} today={indianDate(now)} />
          </Panel>
        </div>
        <CodRulesHistory history={page.history} />
      </div>
    </>
  );
}
