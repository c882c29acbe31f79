import Link from "next/link";
import { OrderDetail } from "@/components/orders/order-detail";
import { requireUserPage } from "@/lib/auth/page-guards";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { localMessage } from "@/lib/i18n/local-message";
import { errors } from "@/lib/i18n/messages/errors";
import { orders } from "@/lib/i18n/messages/orders";
import { translator } from "@/lib/i18n/translate";
import { creditNotesOf, creditNotesOfReturn, getOrderById, listReturnsOf, ownsOrder } from "@/lib/orders/queries";
import { orderDeliveryEstimate } from "@/lib/orders/shipments/delivery-estimate";
import { shopperNextStep } from "@/lib/orders/next-step";
import { codLapsedNotice } from "@/lib/orders/cod/confirmation";
import { orNotFound } from "@/lib/http/response/not-found";
import { pageContext } from "@/lib/http/page-context";
import { orderPath } from "@/lib/paths";

/** One order, return or replacement in a language (app/(shop)/orders/[id] in English, app/hi/(own)/orders/[id] in Hindi). */
export async function OrderPageView({ id, locale }: { id: string; locale: Locale }) {
  const caller = await requireUserPage(localePath(locale, orderPath(id)));
  const order = await orNotFound(getOrderById(pageContext(caller), { orderId: id }));
  const t = translator(locale, orders);
  // An admin reads every order from Manage Orders / Manage Returns, and goes back there.
  const own = caller.role !== "ADMIN" || (await ownsOrder(caller.id, order.id));
  const back = own
    ? { href: localePath(locale, "/orders"), label: t("detail.back") }
    : order.orderType === "RETURN"
      ? { href: "/admin/returns", label: "Manage Returns" }
      : { href: "/admin/orders", label: "Manage Orders" };
  const [english, nextStep, lapsed] = await Promise.all([
    orderDeliveryEstimate(order, locale),
    own ? shopperNextStep(order) : null,
    order.kind === "Order" ? codLapsedNotice(order.id) : null,
  ]);
  const estimate = english && localMessage(errors, locale, english);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Link href={back.href} className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">← </span>
        {back.label}
      </Link>
      <h1 className="mb-4 mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{t(`detail.${order.kind}`)}</h1>
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
          locale={locale}
        />
      ) : order.kind === "Return" ? (
        <OrderDetail order={order} creditNotes={await creditNotesOfReturn(order.id)} customerActions={own} locale={locale} />
      ) : (
        <OrderDetail order={order} customerActions={own} estimate={estimate} nextStep={nextStep} locale={locale} />
      )}
    </div>
  );
}
