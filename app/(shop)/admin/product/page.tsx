import type { Metadata } from "next";
import { FreshOnNavigation } from "@/components/forms/server-state";
import { ProductForm } from "@/components/admin-catalog/product-form";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { listCategories, listRegions } from "@/lib/catalog/facets/facets";
import { codOrderShare } from "@/lib/catalog-admin/cod-share";

export const metadata: Metadata = { title: "Add Product", robots: { index: false, follow: false } };
export const instant = false;

export default async function NewProductPage() {
  await requireAdminPage("/admin/product");
  const [categories, regions, codShare] = await Promise.all([listCategories(), listRegions(), codOrderShare()]);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">Add Product</h1>
      <FreshOnNavigation>
        <ProductForm
          initial={{ name: "", description: "", details: [], hsn: "", category: "", cod: false, region: "", nameHi: "", descriptionHi: "" }}
          categories={categories}
          regions={regions.map(({ region }) => region)}
          codShare={codShare}
        />
      </FreshOnNavigation>
    </div>
  );
}
