import Link from "next/link";
import { Swatch } from "@/components/catalog/swatch";
import { buttonClasses } from "@/components/ui/button";
import { Image } from "@/components/ui/image";
import type { Picklist } from "@/lib/admin/manage-orders/picklist";
import { EmptyNote, PageTitle } from "./page-title";
import { PrintButton } from "./print-button";
import { QuickFilter } from "./quick-filter";

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
          <QuickFilter
            key={status}
            href={status === "Confirmed" ? "/admin/orders/picklist" : "/admin/orders/picklist?status=Pending"}
            active={list.status === status}
          >
            {status} orders
          </QuickFilter>
        ))}
      </ul>
      {list.rows.length === 0 ? <EmptyNote>Nothing to pick</EmptyNote> : <PicklistTable list={list} />}
    </div>
  );
}

// Below 640 px the tick box, the colour (then under the name) and the orders' count are left out; on paper all show.
const WIDE = "hidden sm:table-cell print:table-cell";
const CELLS = {
  tick: `w-10 px-3 py-2 ${WIDE}`,
  product: "py-2 pr-2 pl-3 sm:pl-2",
  colour: `px-2 py-2 ${WIDE}`,
  size: "px-2 py-2",
  qty: "px-2 py-2 text-right",
  orders: `px-3 py-2 text-right ${WIDE}`,
};
const HEADINGS: [keyof typeof CELLS, React.ReactNode][] = [
  [
    "tick",
    <span key="tick" className="sr-only">
      Picked
    </span>,
  ],
  ["product", "Product"],
  ["colour", "Colour"],
  ["size", "Size"],
  ["qty", "Qty"],
  ["orders", "Orders"],
];

function PicklistTable({ list }: { list: Picklist }) {
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white print:overflow-visible print:border-0">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Pieces to pick, by product, colour and size</caption>
          <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-ink-muted">
            <tr>
              {HEADINGS.map(([cell, heading]) => (
                <th key={cell} scope="col" className={CELLS[cell]}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {list.rows.map((row) => (
              <tr key={row.key} className="break-inside-avoid">
                <td className={CELLS.tick}>
                  <span aria-hidden="true" className="block size-5 rounded-sm border-2 border-stone-500" />
                </td>
                <td className={CELLS.product}>
                  <div className="flex items-center gap-3">
                    <span className="relative block h-14 w-11 shrink-0 overflow-hidden rounded bg-stone-100">
                      {row.imageUrl ? <Image src={row.imageUrl} alt="" fill sizes="44px" className="object-cover" /> : null}
                    </span>
                    <span>
                      <span className="block font-medium text-ink">{row.productName}</span>
                      <span className="mt-0.5 flex items-center gap-1.5 text-ink-muted sm:hidden print:hidden">
                        <Swatch code={row.colorCode} className="size-3.5" />
                        {row.colorName}
                      </span>
                    </span>
                  </div>
                </td>
                <td className={CELLS.colour}>
                  <span className="flex items-center gap-2 whitespace-nowrap">
                    <Swatch code={row.colorCode} className="size-4" />
                    {row.colorName}
                  </span>
                </td>
                <td className={`${CELLS.size} font-semibold`}>{row.size}</td>
                <td className={`${CELLS.qty} text-xl font-bold tabular-nums`}>{row.quantity}</td>
                <td className={`${CELLS.orders} tabular-nums text-ink-muted`}>{row.orders}</td>
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
