import type { Metadata } from "next";
import Link from "next/link";
import { OrderDetail } from "@/components/orders/order-detail";
import { requireUserPage } from "@/lib/auth/page-guards";
import { creditNotesOf, creditNotesOfReturn, getOrderById, listReturnsOf, ownsOrder } from "@/lib/orders/queries";
import { orderDeliveryEstimate } from "@/lib/orders/shipments/delivery-estimate";
import { shopperNextStep } from "@/lib/orders/next-step";
import { codLapsedNotice } from "@/lib/orders/cod/confirmation";
import { orNotFound } from "@/lib/http/response/not-found";
import { pageContext } from "@/lib/http/page-context";
import { orderPath } from "@/lib/paths";

export const metadata: Metadata = { title: "Order details", robots: { index: false, follow: false } };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
// The order is read before anything is sent, so another user's order answers a real 404.
export const instant = false;

const HEADING = { Order: "Order details", Return: "Return details", Replacement: "Replacement details" } as const;

export default async function OrderPage({ params }: PageProps<"/orders/[id]">) {
  const { id } = await params;
  const caller = await requireUserPage(orderPath(id));
  const order = await orNotFound(getOrderById(pageContext(caller), { orderId: id }));
  // An admin reads every order from Manage Orders / Manage Returns, and goes back there.
  const own = caller.role !== "ADMIN" || (await ownsOrder(caller.id, order.id));
  const back = own
    ? { href: "/orders", label: "My Orders" }
    : order.orderType === "RETURN"
      ? { href: "/admin/returns", label: "Manage Returns" }
      : { href: "/admin/orders", label: "Manage Orders" };
  const [estimate, nextStep, lapsed] = await Promise.all([
    orderDeliveryEstimate(order),
    own ? shopperNextStep(order) : null,
    order.kind === "Order" ? codLapsedNotice(order.id) : null,
  ]);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Link href={back.href} className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">← </span>
        {back.label}
      </Link>
      <h1 className="mb-4 mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{HEADING[order.kind]}</h1>
      {lapsed ? (
        <p role="status" className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          {lapsed}
        </p>
      ) : null}
      {order.kind === "Order" ? (
        <OrderDetail
          order={order}
          returns={await listReturnsOf(pageContext(caller), order.id)}
          creditNotes={await creditNotesOf(order.id)}
          customerActions={own}
          estimate={estimate}
          nextStep={nextStep}
        />
      ) : order.kind === "Return" ? (
        <OrderDetail order={order} creditNotes={await creditNotesOfReturn(order.id)} customerActions={own} />
      ) : (
        <OrderDetail order={order} customerActions={own} estimate={estimate} nextStep={nextStep} />
      )}
    </div>
  );
}
