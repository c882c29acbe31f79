import Form from "next/form";
import Link from "next/link";
import { Pagination } from "@/components/catalog/pagination";
import { buttonClasses } from "@/components/ui/button";
import { ORDER_STATUSES, orderMoves, RETURN_STATUSES, returnMoves, type Offer } from "@/lib/admin/manage-orders/order-moves";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { clock } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { countedFilter } from "@/lib/admin/manage-orders/counted-filter";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { indianDate, mondayOf } from "@/lib/india-days";
import { pageContext } from "@/lib/http/page-context";
import { listOrders } from "@/lib/orders/queries";
import { statusLabel } from "@/lib/orders/model/status";
import type { OrderView } from "@/lib/orders/model/view";
import { BULK_LIMIT } from "@/lib/orders/model/selection";
import { AdminOrderCard } from "./admin-order-card";
import { BulkOrderBar } from "./bulk-order-bar";
import { QuickFilter } from "./quick-filter";
import { EmptyNote, PageTitle } from "./page-title";

// Manage Orders and Manage Returns: filter by status, by the days placed (in India) and search by
// public order id, phone or delivery name, pages of 20 served by the database (listOrders), and a card per order
// with its moves. Quick filters above the form: Today, This week and, for orders, To ship (the
// Confirmed orders, which are the ones waiting for their parcel, with their count: it opens all of
// them, whatever other filter was on, so the count and the list agree). Manage Orders also selects many
// orders at once (bulk-order-bar.tsx) and links to the picklist of the orders to ship.
export const ADMIN_ORDERS_PER_PAGE = 20;
const TO_SHIP = "Confirmed";

type ListType = "Order" | "Returns";
type SearchParams = Record<string, string | string[] | undefined>;

const LISTS: Record<
  ListType,
  {
    path: string;
    title: string;
    empty: string;
    statuses: OrderStatus[];
    movesFor: (status: OrderStatus, order: OrderView) => Offer;
    noun: "order" | "return";
  }
> = {
  Order: {
    path: "/admin/orders",
    title: "Manage Orders",
    empty: "No Orders Found",
    statuses: ORDER_STATUSES,
    movesFor: orderMoves,
    noun: "order",
  },
  Returns: {
    path: "/admin/returns",
    title: "Manage Returns",
    empty: "No Return Found",
    statuses: RETURN_STATUSES,
    movesFor: returnMoves,
    noun: "return",
  },
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
type Query = { status?: string; search?: string; from?: string; to?: string; kind?: string; page?: string };
const FILTERS = ["status", "search", "from", "to", "kind"] as const;

/** The list's address with `query`'s filters (page 1 left out). */
function listHref(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const key of [...FILTERS, "page"] as const) if (query[key] && !(key === "page" && query.page === "1")) params.set(key, query[key]);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The page of one list (checks Admin on the server), for app/(shop)/admin/orders and /returns. */
export function orderListPage(type: ListType) {
  return async function AdminOrderListPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const caller = await requireAdminPage(LISTS[type].path);
    const params = await searchParams;
    const query: Query = {
      status: first(params.status),
      search: first(params.search),
      from: first(params.from),
      to: first(params.to),
      kind: type === "Returns" ? first(params.kind) : undefined,
      page: first(params.page),
    };
    const { path, title, empty, statuses, movesFor, noun } = LISTS[type];
    const ctx = pageContext(caller);
    const [result, toShip] = await Promise.all([
      listOrders(ctx, { type, ...query, limit: ADMIN_ORDERS_PER_PAGE }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "validation") return error.message;
        throw error;
      }),
      type === "Order" ? listOrders(ctx, { type, status: TO_SHIP, limit: 1 }).then((list) => list.pagination.total) : null,
    ]);
    const hrefFor = (page: number) => listHref(path, { ...query, page: String(page) });
    // Each quick filter sets its own fields and keeps the others; pressed again, it clears them.
    const today = indianDate(clock.now());
    const toggle = (fields: Query, active: boolean) =>
      listHref(path, {
        ...query,
        page: undefined,
        ...(active ? Object.fromEntries(Object.keys(fields).map((key) => [key, undefined])) : fields),
      });
    const quick = [
      { label: "Today", fields: { from: today, to: today } },
      { label: "This week", fields: { from: mondayOf(today), to: today } },
    ].map(({ label, fields }) => ({ label, fields, active: query.from === fields.from && query.to === fields.to }));
    const toShipFilter = countedFilter(path, { status: TO_SHIP }, query, FILTERS);
    const filtered = FILTERS.some((key) => query[key]);
    const pendingShown = query.status?.toLowerCase() === "pending";

    return (
      <>
        <PageTitle
          title={title}
          note={
            typeof result === "string" ? undefined : `${new Intl.NumberFormat("en-IN").format(result.pagination.total)} found, newest first`
          }
        >
          {type === "Order" ? (
            <Link
              href={pendingShown ? "/admin/orders/picklist?status=Pending" : "/admin/orders/picklist"}
              className={buttonClasses("secondary")}
            >
              Picklist
            </Link>
          ) : null}
        </PageTitle>
        <ul aria-label="Quick filters" className="mb-3 flex flex-wrap gap-2">
          {quick.map(({ label, fields, active }) => (
            <QuickFilter key={label} href={toggle(fields, active)} active={active}>
              {label}
            </QuickFilter>
          ))}
          {toShip === null ? null : (
            <QuickFilter href={toShipFilter.href} active={toShipFilter.active}>
              To ship
              <span
                className={`rounded-full px-2 text-xs tabular-nums ${toShipFilter.active ? "bg-white/20 text-white" : "bg-brand-50 text-brand-700"}`}
              >
                {new Intl.NumberFormat("en-IN").format(toShip)}
              </span>
            </QuickFilter>
          )}
        </ul>
        {/* Keyed by the filters: a quick filter (a client-side navigation) then shows its values in the fields too. */}
        <Form
          key={FILTERS.map((key) => query[key] ?? "").join("|")}
          action={path}
          className="mb-5 flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-3 sm:p-4"
        >
          <label className="flex min-w-40 flex-1 flex-col gap-1 text-sm font-medium text-ink">
            Status
            <select
              name="status"
              defaultValue={query.status ?? ""}
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-normal"
            >
              <option value="">All statuses</option>
              {statuses.map((status) => (
                <option key={status} value={statusLabel(status)}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </label>
          {type === "Returns" ? <ReturnKindFilter kind={query.kind} /> : null}
          <label className="flex min-w-52 flex-[2] flex-col gap-1 text-sm font-medium text-ink">
            Order id or phone
            <input
              type="search"
              name="search"
              defaultValue={query.search ?? ""}
              maxLength={40}
              placeholder="KS-…, 98765… or a name"
              className="min-h-11 rounded-lg border border-stone-300 px-3 text-sm font-normal"
            />
          </label>
          <label className="flex min-w-36 flex-1 flex-col gap-1 text-sm font-medium text-ink">
            Placed from
            <input
              type="date"
              name="from"
              defaultValue={query.from ?? ""}
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-normal"
            />
          </label>
          <label className="flex min-w-36 flex-1 flex-col gap-1 text-sm font-medium text-ink">
            Placed to
            <input
              type="date"
              name="to"
              defaultValue={query.to ?? ""}
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-normal"
            />
          </label>
          <div className="flex gap-2">
            <button type="submit" className={buttonClasses("primary")}>
              Apply
            </button>
            {filtered ? (
              <Link href={path} className={buttonClasses("ghost")}>
                Clear
              </Link>
            ) : null}
          </div>
        </Form>
        {typeof result === "string" ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            {result}
          </p>
        ) : result.data.length === 0 ? (
          <EmptyNote>{empty}</EmptyNote>
        ) : (
          <>
            {/* Keyed by the list's address: another page or filter starts with nothing selected. */}
            {type === "Order" ? <BulkOrderBar key={listHref(path, query)} limit={BULK_LIMIT} /> : null}
            <ul aria-label={title} className="space-y-3">
              {result.data.map((order) => {
                return (
                  <AdminOrderCard
                    key={order.id}
                    order={order}
                    status={order.status}
                    noun={noun}
                    selectable={type === "Order"}
                    {...movesFor(order.status, order)}
                  />
                );
              })}
            </ul>
            <Pagination currentPage={result.pagination.currentPage} totalPages={result.pagination.totalPages} hrefFor={hrefFor} />
          </>
        )}
      </>
    );
  };
}

/** Manage Returns: the exchanges (a replacement goes out) or the returns that only refund. */
function ReturnKindFilter({ kind }: { kind: string | undefined }) {
  return (
    <label className="flex min-w-40 flex-1 flex-col gap-1 text-sm font-medium text-ink">
      Kind
      <select
        name="kind"
        defaultValue={kind ?? ""}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-normal"
      >
        <option value="">Refunds and exchanges</option>
        <option value="Refund">Refunds only</option>
        <option value="Exchange">Exchanges only</option>
      </select>
    </label>
  );
}
