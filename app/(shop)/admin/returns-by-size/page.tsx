import type { Metadata } from "next";
import Link from "next/link";
import { PageTitle, Panel } from "@/components/admin/page-title";
import { returnsBySize, type SizeCell } from "@/lib/admin/size-returns";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { SIZE_ORDER } from "@/lib/catalog/sizes";
import { pageContext } from "@/lib/http/page-context";

export const metadata: Metadata = { title: "Returns by size" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The cell's shade grows with its return rate: a heat map the eye reads before the numbers. */
function shade(cell: SizeCell): string {
  if (cell.sold === 0) return "bg-white";
  if (cell.rate >= 0.4) return "bg-red-200";
  if (cell.rate >= 0.25) return "bg-red-100";
  if (cell.rate >= 0.1) return "bg-amber-50";
  return "bg-white";
}

export default async function ReturnsBySizePage() {
  const caller = await requireAdminPage("/admin/returns-by-size");
  const { products, alerts } = await returnsBySize(pageContext(caller));
  return (
    <>
      <PageTitle
        title="Returns by size"
        note="Pieces returned of pieces sold, per product and size, and how many of those returns were exchanges for another size. A size that returns at twice its product's rate (3 pieces back at least) is flagged."
      />
      <div className="space-y-4">
        <Panel title="Alerts">
          {alerts.length === 0 ? (
            <p className="text-sm text-ink-muted">No size returns at twice its product&apos;s rate.</p>
          ) : (
            <ul className="space-y-1 text-sm" data-testid="size-alerts">
              {alerts.map((alert) => (
                <li key={`${alert.productId}-${alert.size}`}>
                  <Link href={`/admin/product/${alert.productId}`} className="font-semibold text-brand-700 underline">
                    {alert.name}
                  </Link>{" "}
                  size {alert.size}: {percent(alert.rate)} returned ({alert.returned} of {alert.sold}), twice the product&apos;s{" "}
                  {percent(alert.productRate)}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Returns and exchanges by product and size">
          {products.length === 0 ? (
            <p className="text-sm text-ink-muted">No returns yet.</p>
          ) : (
            <div role="region" aria-label="Returns by product and size" tabIndex={0} className="overflow-x-auto">
              <table className="min-w-max text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="px-2 py-2 text-left">
                      Product
                    </th>
                    <th scope="col" className="px-2 py-2 text-right">
                      All sizes
                    </th>
                    {SIZE_ORDER.map((size) => (
                      <th key={size} scope="col" className="px-2 py-2 text-right">
                        {size}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {products.map((product) => (
                    <tr key={product.productId} className="border-t border-stone-200">
                      <th scope="row" className="max-w-64 truncate px-2 py-2 text-left font-medium">
                        {product.name}
                      </th>
                      <td className="px-2 py-2 text-right tabular-nums">
                        {percent(product.rate)}{" "}
                        <span className="text-ink-muted">
                          ({product.returned}/{product.sold})
                        </span>
                      </td>
                      {SIZE_ORDER.map((size) => {
                        const cell = product.sizes.find((each) => each.size.toUpperCase() === size);
                        return (
                          <td key={size} className={`px-2 py-2 text-right tabular-nums ${cell ? shade(cell) : ""}`}>
                            {cell && cell.sold > 0 ? (
                              <>
                                {percent(cell.rate)}{" "}
                                <span className="text-ink-muted">
                                  ({cell.returned}/{cell.sold}
                                  {cell.exchanged > 0 ? `, ${cell.exchanged} exch.` : ""})
                                </span>
                              </>
                            ) : (
                              <span className="text-ink-muted">–</span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Panel>
      </div>
    </>
  );
}
