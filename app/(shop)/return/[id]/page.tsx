import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ReturnForm } from "@/components/orders/return-form";
import { requireUserPage } from "@/lib/auth/page-guards";
import { getReturnForm } from "@/lib/orders/queries";
import { namesNothing } from "@/lib/http/response/not-found";
import { pageContext } from "@/lib/http/page-context";
import { orderPath, returnPath } from "@/lib/paths";

export const metadata: Metadata = { title: "Return items", robots: { index: false, follow: false } };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function ReturnPage({ params }: PageProps<"/return/[id]">) {
  const { id } = await params;
  const caller = await requireUserPage(returnPath(id));
  // No returnable order of the caller's to load: back to the order's page, as the spec says.
  const order = await getReturnForm(pageContext(caller), id).catch((error: unknown) => {
    if (namesNothing(error)) return null;
    throw error;
  });
  if (!order) redirect(orderPath(id));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Link href={orderPath(order.id)} className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">← </span>Order {order.publicOrderId}
      </Link>
      <h1 className="mb-1 mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Return items</h1>
      <p className="mb-5 text-sm text-ink-muted">
        Choose what to send back, and for each piece a refund or a replacement: the same kurta in another size or colour that costs no more
        than you paid. We pick it up from your delivery address, refund the price with GST (or the difference, for a cheaper replacement)
        and ship the replacement once our courier has your parcel.
      </p>
      {order.offerTerms ? (
        <p className="mb-5 text-sm text-ink-muted">
          This order had an offer with a condition: returning items may reduce your refund by the offer&apos;s value, when what you keep no
          longer makes the offer.
        </p>
      ) : null}
      <ReturnForm
        orderId={order.id}
        lines={order.lines}
        cashOnDelivery={order.cashOnDelivery}
        creditBonusPercent={order.creditBonusPercent}
      />
    </div>
  );
}
