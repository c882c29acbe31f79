import type { Metadata } from "next";
import Link from "next/link";
import { DeleteButton } from "@/components/admin-catalog/delete-button";
import { FreshOnNavigation } from "@/components/forms/server-state";
import { ProductForm } from "@/components/admin-catalog/product-form";
import { buttonClasses } from "@/components/ui/button";
import { SizeChartForm } from "@/components/admin-catalog/size-chart-form";
import { loadAdminProduct, loadSizeCharts } from "@/lib/catalog-admin/page-loaders";
import { sortBySize } from "@/lib/catalog/sizes";
import { listCategories, listRegions } from "@/lib/catalog/facets/facets";
import { codOrderShare } from "@/lib/catalog-admin/cod-share";

export const metadata: Metadata = { title: "Edit Product", robots: { index: false, follow: false } };
export const instant = false;

export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const path = `/admin/product/${encodeURIComponent(id)}`;
  const product = await loadAdminProduct(id, path);
  const [categories, regions, codShare, charts] = await Promise.all([
    listCategories(),
    listRegions(),
    codOrderShare(),
    loadSizeCharts({ categoryId: product.categoryId, productId: product.id }, path),
  ]);
  const sizes = [...new Set(sortBySize(product.variants.flatMap((variant) => variant.sizes)).map((size) => size.size))];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">Edit Product</h1>
        <a
          href="#size-chart"
          className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          Size chart
        </a>
      </div>
      {product.archived ? (
        <p className="mb-4 rounded bg-stone-100 px-3 py-2 text-sm">Archived: hidden from the shop, kept for its orders.</p>
      ) : null}
      <FreshOnNavigation>
        <ProductForm
          initial={{
            id: product.id,
            name: product.name,
            description: product.description,
            details: product.details,
            hsn: product.hsn,
            category: product.categoryId,
            cod: product.cashOnDelivery,
            region: product.originRegion,
            nameHi: product.nameHi,
            descriptionHi: product.descriptionHi,
          }}
          categories={categories}
          regions={regions.map(({ region }) => region)}
          codShare={codShare}
        />
      </FreshOnNavigation>
      <section aria-labelledby="variants-title" className="mt-10">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="variants-title" className="text-xl font-bold">
            Variants
          </h2>
          <Link href={`/admin/product/${product.id}/variant/new`} className={buttonClasses("primary")}>
            Add Variant
          </Link>
        </div>
        {product.variants.length === 0 ? (
          <p className="text-ink-muted">No variants yet.</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
            {product.variants.map((variant) => (
              <li key={variant.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <span aria-hidden className="h-6 w-6 rounded-full border border-stone-300" style={{ backgroundColor: variant.colorCode }} />
                <span className="flex-1 font-medium">
                  {variant.colorName} <span className="text-sm text-ink-muted">({variant.sizes.map((size) => size.size).join(", ")})</span>
                  <WaitingShoppers sizes={variant.sizes} />
                </span>
                <Link href={`/admin/product/${product.id}/variant/${variant.id}`} className={buttonClasses("ghost")}>
                  Edit<span className="sr-only"> {variant.colorName}</span>
                </Link>
                <DeleteButton
                  url="/api/v1/products/varient"
                  body={{ productId: product.id, variantId: variant.id }}
                  what={`the ${variant.colorName} variant`}
                  loading="Deleting Varient"
                  quiet
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section id="size-chart" className="mt-10 scroll-mt-4">
        {sizes.length > 0 ? (
          <SizeChartForm target={{ productId: product.id }} sizes={sizes} initial={charts.product} template={charts.category} />
        ) : (
          <p className="text-ink-muted">Add a variant with its sizes to give this product a size chart.</p>
        )}
      </section>
    </div>
  );
}

/** "Waiting for it: M 3, L 1": the shoppers who asked to be told when a size is back, so the owner sees what to restock. */
function WaitingShoppers({ sizes }: { sizes: readonly { size: string; waiting: number }[] }) {
  const waited = sizes.filter((size) => size.waiting > 0);
  if (waited.length === 0) return null;
  return (
    <span className="block text-sm font-normal text-brand-800">
      Waiting for it: {waited.map((size) => `${size.size} ${size.waiting}`).join(", ")}
    </span>
  );
}
