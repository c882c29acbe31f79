import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FreshOnNavigation } from "@/components/forms/server-state";
import { VariantForm } from "@/components/admin-catalog/variant-form";
import { loadAdminProduct } from "@/lib/catalog-admin/page-loaders";
import { sizeFormValues } from "@/lib/catalog-admin/products/view";

export const metadata: Metadata = { title: "Edit Variant", robots: { index: false, follow: false } };
export const instant = false;

export default async function EditVariantPage({ params }: { params: Promise<{ id: string; variantId: string }> }) {
  const { id, variantId } = await params;
  const product = await loadAdminProduct(id, `/admin/product/${encodeURIComponent(id)}/variant/${encodeURIComponent(variantId)}`);
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) notFound();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">
        Edit Variant: {product.name}, {variant.colorName}
      </h1>
      <FreshOnNavigation>
        <VariantForm
          productId={product.id}
          initial={{
            id: variant.id,
            colorCode: variant.colorCode,
            colorName: variant.colorName,
            images: variant.images,
            sizes: sizeFormValues(variant),
          }}
        />
      </FreshOnNavigation>
    </div>
  );
}
