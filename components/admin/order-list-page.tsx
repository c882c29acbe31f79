import Form from "next/form";
import { Pagination } from "@/components/catalog/pagination";
import { buttonClasses } from "@/components/ui/button";
import { ORDER_STATUSES, orderMoves, RETURN_STATUSES, returnMoves, type Offer } from "@/lib/admin/order-moves";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { AppError } from "@/lib/errors";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { pageContext } from "@/lib/http/page-context";
import { listOrders } from "@/lib/orders/queries";
import { parseStatus, statusLabel } from "@/lib/orders/status";
import type { OrderView } from "@/lib/orders/view";
import { AdminOrderCard } from "./admin-order-card";
import { PageTitle } from "./page-title";

// Manage Orders and Manage Returns: filter by status, search by public order id or phone, pages
// of 20 served by the database (listOrders), and a card per order with its moves.
export const ADMIN_ORDERS_PER_PAGE = 20;

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

/** The page of one list (checks Admin on the server), for app/(shop)/admin/orders and /returns. */
export function orderListPage(type: ListType) {
  return async function AdminOrderListPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const caller = await requireAdminPage(LISTS[type].path);
    const params = await searchParams;
    const query = { status: first(params.status), search: first(params.search), page: first(params.page), kind: first(params.kind) };
    const { path, title, empty, statuses, movesFor, noun } = LISTS[type];
    const result = await listOrders(pageContext(caller), { type, ...query, limit: ADMIN_ORDERS_PER_PAGE }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "validation") return error.message;
      throw error;
    });
    const hrefFor = (page: number) => {
      const params = new URLSearchParams();
      if (query.status) params.set("status", query.status);
      if (query.search) params.set("search", query.search);
      if (query.kind) params.set("kind", query.kind);
      if (page > 1) params.set("page", String(page));
      const text = params.toString();
      return text ? `${path}?${text}` : path;
    };

    return (
      <>
        <PageTitle
          title={title}
          note={
            typeof result === "string" ? undefined : `${new Intl.NumberFormat("en-IN").format(result.pagination.total)} found, newest first`
          }
        />
        <Form action={path} className="mb-5 flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
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
              placeholder="KS-… or 98765…"
              className="min-h-11 rounded-lg border border-stone-300 px-3 text-sm font-normal"
            />
          </label>
          <button type="submit" className={buttonClasses("primary")}>
            Apply
          </button>
        </Form>
        {typeof result === "string" ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            {result}
          </p>
        ) : result.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 px-4 py-12 text-center text-lg font-semibold text-ink">{empty}</p>
        ) : (
          <>
            <ul aria-label={title} className="space-y-3">
              {result.data.map((order) => {
                const status = parseStatus(order.orderDetails.status)!;
                return <AdminOrderCard key={order._id} order={order} status={status} noun={noun} {...movesFor(status, order)} />;
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
