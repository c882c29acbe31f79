import type { Metadata } from "next";
import { CategoryForm } from "@/components/admin-catalog/category-form";
import { SizeChartForm } from "@/components/admin-catalog/size-chart-form";
import { loadAdminCategory, loadSizeCharts } from "@/lib/catalog-admin/page-loaders";
import { SIZE_ORDER } from "@/lib/catalog/sizes";

export const metadata: Metadata = { title: "Update Category", robots: { index: false, follow: false } };
export const instant = false;

export default async function EditCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const path = `/admin/add-category/${encodeURIComponent(id)}`;
  const category = await loadAdminCategory(id, path);
  const charts = await loadSizeCharts({ categoryId: category.id }, path);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">Update Category</h1>
      <CategoryForm category={category} />
      <section id="size-chart" className="mt-10 scroll-mt-4">
        <SizeChartForm target={{ categoryId: category.id }} sizes={[...SIZE_ORDER]} initial={charts.category} />
      </section>
    </div>
  );
}
