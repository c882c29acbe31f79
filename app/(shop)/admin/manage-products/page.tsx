import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { CsvImport } from "@/components/admin-catalog/csv-import";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { listAdminProducts } from "@/lib/catalog-admin/products/products";
import { formatINR } from "@/lib/pricing";
import { pageContext } from "@/lib/http/page-context";

export const metadata: Metadata = { title: "Manage Products", robots: { index: false, follow: false } };
export const instant = false;

const range = (low: string | number, high: string | number) => (low === high ? `${low}` : `${low} – ${high}`);

export default async function ManageProductsPage({ searchParams }: { searchParams: Promise<{ q?: string; page?: string }> }) {
  const caller = await requireAdminPage("/admin/manage-products");
  const { q = "", page = "1" } = await searchParams;
  const { products, pagination } = await listAdminProducts(pageContext(caller), { search: q, page: Number(page) || 1, limit: 20 });
  const pageLink = (to: number) => `/admin/manage-products?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Manage Products</h1>
        <div className="flex flex-wrap gap-2">
          <Link href="/admin/product" className={buttonClasses("primary")}>
            Add Product
          </Link>
          <a href="/admin/manage-products/export" className={buttonClasses("secondary")} download>
            Export CSV
          </a>
        </div>
      </div>
      <form className="mb-4 flex gap-2" role="search">
        <label htmlFor="product-search" className="sr-only">
          Search products by name
        </label>
        <input
          id="product-search"
          name="q"
          defaultValue={q}
          placeholder="Search by name"
          className="min-h-11 flex-1 rounded-lg border border-stone-300 px-3"
        />
        <button className={buttonClasses("secondary")}>Search</button>
      </form>
      {products.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-12 text-center text-lg font-semibold">No Product Found</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
          {products.map((product) => (
            <li key={product.id}>
              <Link href={`/admin/product/${product.id}`} className="grid gap-1 px-4 py-3 hover:bg-stone-50 sm:grid-cols-4">
                <span className="font-semibold">
                  {product.name}
                  {product.archived ? <span className="ml-2 rounded bg-stone-200 px-2 text-xs">Archived</span> : null}
                </span>
                <span className="text-sm">Stock {range(product.minStock, product.maxStock)}</span>
                <span className="text-sm">
                  {product.totalVariants} {product.totalVariants === 1 ? "variant" : "variants"}
                </span>
                <span className="text-sm">{range(formatINR(product.minPricePaise), formatINR(product.maxPricePaise))}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
        {pagination.currentPage > 1 ? <Link href={pageLink(pagination.currentPage - 1)}>Previous</Link> : <span />}
        <span>
          Page {pagination.currentPage} of {pagination.totalPages} ({pagination.total} products)
        </span>
        {pagination.currentPage < pagination.totalPages ? <Link href={pageLink(pagination.currentPage + 1)}>Next</Link> : <span />}
      </nav>
      <CsvImport />
    </div>
  );
}
