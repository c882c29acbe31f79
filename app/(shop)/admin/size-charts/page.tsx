import type { Metadata } from "next";
import Link from "next/link";
import { PageTitle, Panel } from "@/components/admin/page-title";
import { loadSizeChartOverview } from "@/lib/catalog-admin/page-loaders";

export const metadata: Metadata = { title: "Size charts" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

const LINK = "inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

export default async function SizeChartsPage() {
  const categories = await loadSizeChartOverview("/admin/size-charts");
  return (
    <>
      <PageTitle
        title="Size charts"
        note="A category's chart shows on each of its products, unless the product has its own. Edit a chart on its category or product, in inches or cm."
      />
      <Panel title="Charts by category">
        {categories.length === 0 ? (
          <p className="text-sm text-ink-muted">No categories yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-stone-200 text-ink-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Category
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Its chart
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Products with their own chart
                  </th>
                </tr>
              </thead>
              <tbody>
                {categories.map((category) => (
                  <tr key={category.id} className="border-b border-stone-100 align-top last:border-0">
                    <th scope="row" className="py-2 pr-4">
                      <Link href={`/admin/add-category/${category.id}#size-chart`} className={LINK}>
                        {category.name}
                      </Link>
                    </th>
                    <td className="py-2 pr-4">{category.sizes ? category.sizes.join(", ") : <span className="text-red-800">None</span>}</td>
                    <td className="py-2">
                      {category.overrides.length === 0 ? (
                        <span className="text-ink-muted">None</span>
                      ) : (
                        <ul className="space-y-1">
                          {category.overrides.map((product) => (
                            <li key={product.id}>
                              <Link href={`/admin/product/${product.id}#size-chart`} className={LINK}>
                                {product.name}
                              </Link>{" "}
                              <span className="text-ink-muted">({product.sizes?.join(", ") ?? "unreadable"})</span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </>
  );
}
