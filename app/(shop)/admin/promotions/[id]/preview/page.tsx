import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageTitle } from "@/components/admin/page-title";
import { ShopPreviewGrid } from "@/components/admin/shop-preview-grid";
import { previewShopOn } from "@/lib/admin/promotion-shop-preview";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { AppError } from "@/lib/errors";
import { pageContext } from "@/lib/http/page-context";
import { formatIndianDateTime } from "@/lib/india-days";

export const metadata: Metadata = { title: "Preview of the shop" };

export const instant = false;

/** The shop's cards as shoppers will see them when a promotion starts; nothing goes live. */
export default async function ShopPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await requireAdminPage(`/admin/promotions/${id}/preview`);
  const preview = await previewShopOn(pageContext(caller), id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  return (
    <>
      <PageTitle
        title={`The shop on ${formatIndianDateTime(preview.at)}`}
        note={`A preview of "${preview.title}": shoppers see today's prices until then.`}
      />
      {preview.changesCards ? null : (
        <p className="mb-4 rounded-lg bg-stone-50 px-3 py-2 text-sm text-ink">
          No card&apos;s price changes: a code or an offer with conditions is applied in the cart, not on cards.
        </p>
      )}
      <ShopPreviewGrid cards={preview.cards} />
      <Link href={`/admin/promotions/${id}`} className="mt-4 inline-block text-sm font-medium text-brand-700 underline">
        Back to the promotion
      </Link>
    </>
  );
}
