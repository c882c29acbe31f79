import Link from "next/link";
import { Swatch } from "@/components/catalog/swatch";
import { buttonClasses } from "@/components/ui/button";
import { Image } from "@/components/ui/image";
import type { Picklist } from "@/lib/admin/picklist";
import { PageTitle } from "./page-title";
import { PrintButton } from "./print-button";

// The picklist as a printable sheet (app/(shop)/admin/orders/picklist): a row per product, colour
// and size with its pieces in large type and an empty box to tick on paper, then the orders it
// covers. On paper (app/globals.css, `data-print-sheet`) the shop's frame and the buttons go.

const count = (n: number, one: string, many = `${one}s`) => `${new Intl.NumberFormat("en-IN").format(n)} ${n === 1 ? one : many}`;

function note(list: Picklist): string {
  const orders = count(list.orders.length, list.status ? `${list.status} order` : "selected order");
  return `${count(list.pieces, "piece")} from ${orders}`;
}

export function PicklistSheet({ list }: { list: Picklist }) {
  return (
    <div data-print-sheet>
      <PageTitle title="Picklist" note={note(list)}>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Link href="/admin/orders" className={buttonClasses("secondary")}>
            Back to orders
          </Link>
          {list.rows.length > 0 ? <PrintButton label="Print picklist" /> : null}
        </div>
      </PageTitle>
      <ul aria-label="Orders to pick" className="mb-4 flex flex-wrap gap-2 print:hidden">
        {(["Confirmed", "Pending"] as const).map((status) => (
          <li key={status}>
            <Link
              href={status === "Confirmed" ? "/admin/orders/picklist" : "/admin/orders/picklist?status=Pending"}
              aria-current={list.status === status ? "true" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                list.status === status ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-ink hover:bg-brand-50"
              }`}
            >
              {status} orders
            </Link>
          </li>
        ))}
      </ul>
      {list.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-12 text-center text-lg font-semibold text-ink">
          Nothing to pick
        </p>
      ) : (
        <PicklistTable list={list} />
      )}
    </div>
  );
}

function PicklistTable({ list }: { list: Picklist }) {
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white print:overflow-visible print:border-0">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Pieces to pick, by product, colour and size</caption>
          <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-ink-muted">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <span className="sr-only">Picked</span>
              </th>
              <th scope="col" className="px-2 py-2">
                Product
              </th>
              <th scope="col" className="px-2 py-2">
                Colour
              </th>
              <th scope="col" className="px-2 py-2">
                Size
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Qty
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Orders
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {list.rows.map((row) => (
              <tr key={row.key} className="break-inside-avoid">
                <td className="px-3 py-2">
                  <span aria-hidden="true" className="block size-5 rounded-sm border-2 border-stone-500" />
                </td>
                <td className="px-2 py-2">
                  <div className="flex min-w-40 items-center gap-3">
                    <span className="relative block h-14 w-11 shrink-0 overflow-hidden rounded bg-stone-100">
                      {row.imageUrl ? <Image src={row.imageUrl} alt="" fill sizes="44px" className="object-cover" /> : null}
                    </span>
                    <span className="font-medium text-ink">{row.productName}</span>
                  </div>
                </td>
                <td className="px-2 py-2">
                  <span className="flex items-center gap-2 whitespace-nowrap">
                    <Swatch code={row.colorCode} className="size-4" />
                    {row.colorName}
                  </span>
                </td>
                <td className="px-2 py-2 font-semibold">{row.size}</td>
                <td className="px-2 py-2 text-right text-xl font-bold tabular-nums">{row.quantity}</td>
                <td className="px-3 py-2 text-right tabular-nums text-ink-muted">{row.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="picklist-orders" className="mt-4 text-sm">
        <h2 id="picklist-orders" className="font-semibold text-ink">
          Orders on this sheet
        </h2>
        <p className="mt-1 break-words font-mono text-xs text-ink-muted">{list.orders.join(", ")}</p>
        {list.more ? (
          <p className="mt-2 text-ink-muted">
            More orders are waiting: this sheet covers the oldest {list.orders.length}. Ship them, then print the next sheet.
          </p>
        ) : null}
      </section>
    </>
  );
}
