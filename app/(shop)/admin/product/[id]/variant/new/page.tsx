import type { Metadata } from "next";
import { FreshOnNavigation } from "@/components/forms/server-state";
import { VariantForm } from "@/components/admin-catalog/variant-form";
import { loadAdminProduct } from "@/lib/catalog-admin/page-loaders";

export const metadata: Metadata = { title: "Add Variant", robots: { index: false, follow: false } };
export const instant = false;

export default async function NewVariantPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const product = await loadAdminProduct(id, `/admin/product/${encodeURIComponent(id)}/variant/new`);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">Add Variant: {product.name}</h1>
      <FreshOnNavigation>
        <VariantForm productId={product.id} initial={{ colorCode: "", colorName: "", images: [], sizes: [] }} />
      </FreshOnNavigation>
    </div>
  );
}
