import type { Metadata } from "next";
import { CreditAdjustForm } from "@/components/admin/credit-adjust-form";
import { LiabilityPanel } from "@/components/admin/liability-panel";
import { PageTitle, Panel } from "@/components/admin/page-title";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { Price } from "@/components/ui/price";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { pageContext } from "@/lib/http/page-context";
import { loadCreditAdmin } from "@/lib/store-credit/admin";

export const metadata: Metadata = { title: "Store credit" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function AdminStoreCreditPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const caller = await requireAdminPage("/admin/store-credit");
  const { q } = await searchParams;
  const view = await loadCreditAdmin(pageContext(caller), typeof q === "string" ? q : "");
  return (
    <>
      <PageTitle
        title="Store credit"
        note="Credit shoppers hold: refunds, gift cards redeemed and goodwill. Every adjustment is audited."
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel title="Adjust a shopper's credit">
          <form method="get" role="search" aria-label="Find a shopper" className="mb-4 flex flex-wrap items-end gap-3">
            <TextField
              className="min-w-0 flex-1 basis-56"
              label="Shopper's email or mobile"
              name="q"
              defaultValue={view.query}
              autoComplete="off"
            />
            <Button type="submit" variant="secondary">
              Find
            </Button>
          </form>
          {view.found ? (
            <div className="space-y-4">
              <p className="text-sm text-ink">
                <span className="font-semibold">{view.found.fullname}</span> · {view.found.email ?? view.found.mobile} · balance{" "}
                <Price paise={view.found.balancePaise} className="font-semibold" />
              </p>
              <CreditAdjustForm key={view.found.id} userId={view.found.id} />
            </div>
          ) : view.query ? (
            <p role="status" className="text-sm text-ink-muted">
              No shopper has that email or mobile.
            </p>
          ) : null}
        </Panel>
        <LiabilityPanel title="Credit liability" paise={view.liabilityPaise}>
          Owed to {view.shoppers} {view.shoppers === 1 ? "shopper" : "shoppers"} as store credit, unspent and unexpired.
        </LiabilityPanel>
      </div>
    </>
  );
}
