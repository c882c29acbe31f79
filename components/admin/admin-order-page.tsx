import Link from "next/link";
import { OrderDetail } from "@/components/orders/order-detail";
import { orderMoves, payoutOf, replacementMoves, returnMoves } from "@/lib/admin/manage-orders/order-moves";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { orNotFound } from "@/lib/http/response/not-found";
import { pageContext } from "@/lib/http/page-context";
import { creditNotesOf, getOrderById, listReturnsOf } from "@/lib/orders/queries";
import { OrderMoves } from "./order-moves";
import { ShipmentLine } from "./shipment-line";
import { StatusBadge } from "./status-badge";

// An order or a return read from the back office: the customer's order detail (without the
// customer's own Cancel and Return), inside the admin frame and its sidebar, with the moves the
// list's card offers. The way back is the list of the order's own type.
const LISTS = {
  Order: { path: "/admin/orders", title: "Manage Orders", heading: "Order details" },
  Returns: { path: "/admin/returns", title: "Manage Returns", heading: "Return details" },
} as const;

type ListType = keyof typeof LISTS;

/** The page of /admin/orders/[id] and /admin/returns/[id] (checks Admin on the server). */
export function adminOrderPage(type: ListType) {
  return async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
    const { id } = await params;
    const caller = await requireAdminPage(`${LISTS[type].path}/${encodeURIComponent(id)}`);
    const ctx = pageContext(caller);
    const order = await orNotFound(getOrderById(ctx, { orderId: id }));
    const list = LISTS[order.orderType === "RETURN" ? "Returns" : "Order"];
    const { status } = order;
    const { moves, canCancel } =
      order.kind === "Return" ? returnMoves(status, order) : order.kind === "Replacement" ? replacementMoves(status) : orderMoves(status);
    const { awbCode: awb, courierName: courier } = order;
    return (
      <div className="max-w-3xl">
        <Link href={list.path} className="text-sm font-medium text-brand-700 hover:underline">
          <span aria-hidden="true">← </span>
          {list.title}
        </Link>
        <div className="mb-4 mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{list.heading}</h1>
          <StatusBadge status={status} />
        </div>
        {moves.length > 0 || canCancel || awb ? (
          <div className="mb-5 space-y-3 rounded-xl border border-stone-200 bg-white p-4">
            {awb ? <ShipmentLine isReturn={order.kind === "Return"} courier={courier} awb={awb} /> : null}
            <OrderMoves
              orderId={order.id}
              publicId={order.publicOrderId}
              moves={moves}
              canCancel={canCancel}
              noun={order.kind === "Return" ? "return" : "order"}
              payout={payoutOf(order)}
              prepaid={order.kind === "Order" && order.paymentType === "PREPAID"}
            />
          </div>
        ) : null}
        {order.orderType !== "RETURN" ? (
          <OrderDetail
            order={order}
            returns={await listReturnsOf(ctx, order.id)}
            creditNotes={await creditNotesOf(order.id)}
            customerActions={false}
          />
        ) : (
          <OrderDetail order={order} customerActions={false} />
        )}
      </div>
    );
  };
}
