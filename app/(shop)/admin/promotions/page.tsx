import type { Metadata } from "next";
import { CodeBatchForm } from "@/components/admin/code-batch-form";
import { PageTitle, Panel } from "@/components/admin/page-title";
import { PromotionEditor } from "@/components/admin/promotion-editor";
import { EMPTY_PROMOTION } from "@/components/admin/promotion-values";
import { CodeBatchList, PromotionList } from "@/components/admin/promotion-list";
import { RunASale } from "@/components/admin/run-a-sale";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { pageContext } from "@/lib/http/page-context";
import { indianDate } from "@/lib/india-days";
import { promotionPageData } from "@/lib/promotions/admin/page-data";
import { listCodeBatches, listPromotions } from "@/lib/promotions/admin/read";

export const metadata: Metadata = { title: "Promotions" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function PromotionsPage() {
  const caller = await requireAdminPage("/admin/promotions");
  const ctx = pageContext(caller);
  const now = new Date();
  const [{ rows }, batches, { categories, samples }] = await Promise.all([
    listPromotions(ctx, {}, now),
    listCodeBatches(ctx, now),
    promotionPageData(ctx),
  ]);
  return (
    <>
      <PageTitle
        title="Promotions"
        note="Sales, coupon codes and offers. Prices are before GST unless a field says otherwise; days are India's."
      />
      <div className="space-y-4">
        <Panel title="Run a sale">
          <RunASale categories={categories} today={indianDate(now)} />
        </Panel>
        <Panel title="All promotions">
          <PromotionList rows={rows} now={now} />
        </Panel>
        <Panel title="New promotion">
          <PromotionEditor initial={EMPTY_PROMOTION} categories={categories} samples={samples} />
        </Panel>
        <Panel title="Code batches">
          <div className="space-y-4">
            <CodeBatchForm />
            <CodeBatchList batches={batches} />
          </div>
        </Panel>
      </div>
    </>
  );
}
