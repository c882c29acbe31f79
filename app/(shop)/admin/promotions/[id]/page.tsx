import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArchivePromotionButton } from "@/components/admin/archive-promotion-button";
import { PageTitle, Panel } from "@/components/admin/page-title";
import { PromotionEditor } from "@/components/admin/promotion-editor";
import { PromotionStatusBadge } from "@/components/admin/promotion-list";
import { editorValuesOf } from "@/components/admin/promotion-values";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { AppError } from "@/lib/errors";
import { pageContext } from "@/lib/http/page-context";
import { formatINR } from "@/lib/pricing";
import { promotionPageData } from "@/lib/promotions/admin/page-data";
import { getPromotion } from "@/lib/promotions/admin/read";
import { everUsed } from "@/lib/promotions/admin/save";
import { datesText, offerText, statusOf } from "@/lib/promotions/admin/view";

export const metadata: Metadata = { title: "Promotion" };

export const instant = false;

/** One promotion: what it did (its report), its settings to change, and archiving it. */
export default async function PromotionPage({ params }: PageProps<"/admin/promotions/[id]">) {
  const { id } = await params;
  const caller = await requireAdminPage(`/admin/promotions/${id}`);
  const ctx = pageContext(caller);
  const found = await getPromotion(ctx, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const { row, report } = found;
  const [{ categories, samples }, used] = await Promise.all([promotionPageData(ctx), everUsed(row.id)]);
  const now = new Date();
  const status = statusOf(row, now);
  const figures = [
    ["Orders", String(report.orders)],
    ["Revenue", formatINR(report.revenuePaise)],
    ["Discount given", formatINR(report.discountPaise)],
    ["Returns", `${report.returns} (${formatINR(report.returnedPaise)})`],
  ];
  return (
    <>
      <PageTitle title={row.title} note={`${row.code ?? "Automatic"} · ${offerText(row)} · ${datesText(row)}`}>
        <div className="flex items-center gap-3">
          <PromotionStatusBadge status={status} />
          {status === "archived" ? null : <ArchivePromotionButton id={row.id} title={row.title} />}
        </div>
      </PageTitle>
      <div className="space-y-4">
        <Panel title="Report">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {figures.map(([label, value]) => (
              <div key={label} className="rounded-lg bg-stone-50 px-3 py-2">
                <dt className="text-xs text-ink-muted">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-ink-muted">Cancelled orders are left out. Revenue is the orders&apos; totals with GST.</p>
        </Panel>
        {status === "archived" ? null : (
          <Panel title="Settings">
            <PromotionEditor
              id={row.id}
              initial={editorValuesOf(row)}
              locked={used || row.usedCount > 0}
              categories={categories}
              samples={samples}
            />
          </Panel>
        )}
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {status === "scheduled" ? (
            <Link href={`/admin/promotions/${row.id}/preview`} className="inline-block text-sm font-medium text-brand-700 underline">
              Preview the shop on its first day
            </Link>
          ) : null}
          <Link href="/admin/promotions" className="inline-block text-sm font-medium text-brand-700 underline">
            All promotions
          </Link>
        </div>
      </div>
    </>
  );
}
