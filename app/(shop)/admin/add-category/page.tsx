import type { Metadata } from "next";
import { CategoryForm } from "@/components/admin-catalog/category-form";
import { requireAdminPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Add Category", robots: { index: false, follow: false } };
export const instant = false;

export default async function AddCategoryPage() {
  await requireAdminPage("/admin/add-category");
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">Add Category</h1>
      <CategoryForm />
    </div>
  );
}
