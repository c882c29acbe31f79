import type { Metadata } from "next";
import { CategoryForm } from "@/components/admin-catalog/category-form";
import { loadAdminCategory } from "@/lib/catalog-admin/page-loaders";

export const metadata: Metadata = { title: "Update Category", robots: { index: false, follow: false } };
export const instant = false;

export default async function EditCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const category = await loadAdminCategory(id, `/admin/add-category/${encodeURIComponent(id)}`);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">Update Category</h1>
      <CategoryForm category={category} />
    </div>
  );
}
