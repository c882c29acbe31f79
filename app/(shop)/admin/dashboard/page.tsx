import type { Metadata } from "next";
import Link from "next/link";
import { CodFiguresPanel } from "@/components/admin/cod-figures";
import { DashboardCharts } from "@/components/admin/dashboard-charts";
import { PageTitle, Panel } from "@/components/admin/page-title";
import { STATUS_COLOURS } from "@/components/admin/status-badge";
import { indianMonth, type RecentFigures } from "@/lib/admin/dashboard/dashboard";
import { getDashboard } from "@/lib/admin/dashboard/dashboard-snapshot";
import { loadReturnsToOriginByPayment } from "@/lib/admin/parcel-queues";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { codRulesAt } from "@/lib/orders/cod-rules/rules-store";
import { formatINR, paiseToRupees } from "@/lib/pricing";
import { pageContext } from "@/lib/http/page-context";

export const metadata: Metadata = { title: "Dashboard" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

const count = (value: number) => new Intl.NumberFormat("en-IN").format(value);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export default async function DashboardPage() {
  const caller = await requireAdminPage("/admin/dashboard");
  const now = new Date();
  const [figures, cameBack, codRules] = await Promise.all([
    getDashboard(pageContext(caller), now),
    loadReturnsToOriginByPayment(pageContext(caller)),
    codRulesAt(now),
  ]);
  const today = indianMonth(now);
  const { totals, payment, returnRates } = figures;
  const paid = payment.cod + payment.prepaid;
  const codShare = paid > 0 ? payment.cod / paid : 0;

  return (
    <>
      <PageTitle
        title="Dashboard"
        note="Sales exclude cancelled orders, refunded returns and exchanges' replacements. Days and months are Indian time; weeks start on Monday."
      />
      <dl className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-3">
        {[
          { label: "Sales", value: formatINR(totals.salesPaise), recent: (f: RecentFigures) => formatINR(f.salesPaise) },
          { label: "Orders", value: count(totals.orders), recent: (f: RecentFigures) => count(f.orders) },
          { label: "Products", value: count(totals.products) },
          { label: "Users", value: count(totals.users) },
          {
            label: "Return rate",
            value: percent(returnRates.rate),
            detail: `${count(returnRates.returned)} of ${count(returnRates.sold)} pieces refunded`,
          },
          {
            label: "Exchange rate",
            value: percent(returnRates.exchangeRate),
            detail: `${count(returnRates.exchanged)} of ${count(returnRates.sold)} pieces exchanged`,
          },
        ].map(({ label, value, recent, detail }) => (
          <div key={label} className="rounded-xl border border-stone-200 bg-white p-4">
            <dt className="text-sm font-medium text-ink-muted">{label}</dt>
            <dd className="mt-1">
              <span className="block text-xl font-bold tracking-tight text-ink sm:text-2xl">{value}</span>
              {detail ? <span className="mt-0.5 block text-xs text-ink-muted">{detail}</span> : null}
              {recent ? (
                // Today's and this week's beside the all-time figure (days in India, the week from Monday).
                <dl className="mt-2 grid gap-x-2 gap-y-1.5 border-t border-stone-100 pt-2 text-xs text-ink-muted sm:grid-cols-2">
                  {(
                    [
                      ["Today", figures.recent.today],
                      ["This week", figures.recent.week],
                    ] as const
                  ).map(([period, figure]) => (
                    <div key={period}>
                      <dt>{period}</dt>
                      <dd className="text-sm font-semibold text-ink tabular-nums">{recent(figure)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>

      <DashboardCharts
        data={{
          // The months still to come this year are left out, so the line stops at this month.
          monthlySales: figures.monthlySales.map(({ year, monthsPaise }) => ({
            year,
            months: monthsPaise.map((paise, index) => (year === today.year && index + 1 > today.month ? null : paiseToRupees(paise))),
          })),
          ordersByStatus: figures.ordersByStatus.map(({ status, label, count }) => ({
            label,
            count,
            colour: STATUS_COLOURS[status].chart,
          })),
          productsPerCategory: figures.productsPerCategory,
          sizes: figures.sizes,
          returnsBySize: figures.returnsBySize,
        }}
      />

      <CodFiguresPanel figures={figures.cod} rules={codRules} />

      <div className="mt-4 grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Panel title="Cash on delivery against prepaid">
          <p className="mb-2 text-sm text-ink-muted">Orders not cancelled, by how they are paid.</p>
          <div className="flex h-4 overflow-hidden rounded-full bg-sky-600" aria-hidden="true">
            <div className="bg-amber-500" style={{ width: `${codShare * 100}%` }} />
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <li>
              <span className="mr-2 inline-block size-3 rounded-sm bg-amber-500" aria-hidden="true" />
              Cash on delivery: <strong>{count(payment.cod)}</strong> ({percent(codShare)})
            </li>
            <li>
              <span className="mr-2 inline-block size-3 rounded-sm bg-sky-600" aria-hidden="true" />
              Prepaid: <strong>{count(payment.prepaid)}</strong> ({percent(paid > 0 ? 1 - codShare : 0)})
            </li>
          </ul>
          <p className="mt-3 text-sm">
            Came back undelivered (returns to origin):{" "}
            {cameBack.length === 0
              ? "none shipped yet"
              : cameBack
                  .map(
                    (row) =>
                      `${row.key} ${percent(row.shipped ? row.returned / row.shipped : 0)} (${count(row.returned)} of ${count(row.shipped)})`,
                  )
                  .join(", ")}
            .{" "}
            <Link href="/admin/deliveries" className="font-medium text-brand-700 underline">
              By state, pin code and answer on Deliveries
            </Link>
          </p>
        </Panel>

        <Panel title="Returns and exchanges by colour">
          {figures.returnsByColour.length === 0 ? (
            <p className="text-sm text-ink-muted">No sales yet.</p>
          ) : (
            <table className="w-full text-sm">
              <thead className="text-left text-ink-muted">
                <tr>
                  <th className="py-1 font-medium">Colour</th>
                  <th className="py-1 text-right font-medium">Sold</th>
                  <th className="py-1 text-right font-medium">Returned</th>
                  <th className="py-1 text-right font-medium">Exchanged</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {figures.returnsByColour.map((row) => (
                  <tr key={row.label}>
                    <td className="py-1.5">{row.label}</td>
                    <td className="py-1.5 text-right tabular-nums">{count(row.sold)}</td>
                    <td className="py-1.5 text-right tabular-nums">
                      {count(row.returned)} <span className="font-semibold">({percent(row.rate)})</span>
                    </td>
                    <td className="py-1.5 text-right tabular-nums">
                      {count(row.exchanged)} <span className="font-semibold">({percent(row.exchangeRate)})</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>

        <Panel title="Best sellers">
          {figures.bestSellers.length === 0 ? (
            <p className="text-sm text-ink-muted">No sales yet.</p>
          ) : (
            <ol className="divide-y divide-stone-100 text-sm">
              {figures.bestSellers.map((seller, index) => (
                <li key={seller.productId} className="flex items-center gap-3 py-2">
                  <span className="w-5 text-right font-semibold text-ink-muted tabular-nums">{index + 1}</span>
                  <Link
                    href={`/admin/product/${seller.productId}`}
                    className="min-w-0 flex-1 truncate font-medium text-brand-700 hover:underline"
                  >
                    {seller.name}
                  </Link>
                  <span className="whitespace-nowrap tabular-nums">{count(seller.units)} sold</span>
                  <span className="hidden w-24 text-right tabular-nums text-ink-muted sm:inline">{formatINR(seller.revenuePaise)}</span>
                </li>
              ))}
            </ol>
          )}
        </Panel>

        <Panel title="Low stock">
          {figures.lowStock.length === 0 ? (
            <p className="text-sm text-ink-muted">Every size has more than a few pieces.</p>
          ) : (
            <ul className="divide-y divide-stone-100 text-sm">
              {figures.lowStock.map((row) => (
                <li key={row.sizeId} className="flex items-center gap-3 py-2">
                  <Link href={`/admin/product/${row.productId}`} className="min-w-0 flex-1 truncate text-brand-700 hover:underline">
                    <span className="font-medium">{row.productName}</span>
                    <span className="text-ink-muted">
                      {" "}
                      · {row.colorName} · {row.size}
                    </span>
                  </Link>
                  <span
                    className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${row.stock > 0 ? "bg-amber-100 text-amber-900" : "bg-red-100 text-red-800"}`}
                  >
                    {row.stock > 0 ? `${row.stock} left` : "Out of stock"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
