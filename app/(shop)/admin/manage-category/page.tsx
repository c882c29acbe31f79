import type { Metadata } from "next";
import Link from "next/link";
import { DeleteButton } from "@/components/admin-catalog/delete-button";
import { buttonClasses } from "@/components/ui/button";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { listCategories } from "@/lib/catalog/facets/facets";
import { codByCategory } from "@/lib/catalog-admin/categories/category-cod";
import { pageContext } from "@/lib/http/page-context";
import { CategoryCodSwitch } from "@/components/admin-catalog/category-cod-switch";

export const metadata: Metadata = { title: "Manage Category", robots: { index: false, follow: false } };
export const instant = false;

export default async function ManageCategoryPage() {
  const caller = await requireAdminPage("/admin/manage-category");
  const [categories, cod] = await Promise.all([listCategories(), codByCategory(pageContext(caller))]);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <div className="mb-4 flex items-center justify-between">
        <h1 className="text-2xl font-bold">Manage Category</h1>
        <Link href="/admin/add-category" className={buttonClasses("primary")}>
          Add Category
        </Link>
      </div>
      {categories.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-12 text-center text-lg font-semibold">No Category Found</p>
      ) : (
        <ul aria-label="Categories" className="divide-y divide-stone-200 rounded-xl border border-stone-200">
          {categories.map((category) => (
            <li key={category.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              {/* eslint-disable-next-line @next/next/no-img-element -- small stored thumbnails */}
              <img src={category.image} alt="" className="h-12 w-12 rounded object-cover" />
              <span className="flex-1 font-medium">
                {category.name}{" "}
                <span className="text-sm text-ink-muted">
                  ({category.productCount} {category.productCount === 1 ? "product" : "products"})
                </span>
              </span>
              <Link href={`/admin/add-category/${category.id}`} className={buttonClasses("ghost")}>
                Edit<span className="sr-only"> {category.name}</span>
              </Link>
              <DeleteButton
                url="/api/v1/products/category"
                body={{ id: category.id }}
                what={`the ${category.name} category`}
                loading="Deleting Category"
              />
              <CategoryCodSwitch id={category.id} name={category.name} count={cod.get(category.id) ?? { on: 0, total: 0 }} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
