import Link from "next/link";
import { Announce } from "@/components/layout/announcer";
import { CheckCircleIcon } from "@/components/ui/icons";
import type { OrderView } from "@/lib/orders/model/view";
import { formatINR } from "@/lib/pricing/money";
import { orderPath } from "@/lib/paths";
import { displayMobile } from "@/lib/phone";
import type { NewsChannels } from "@/lib/orders/news/channels";

/** "on WhatsApp at 98765 43210 and by email at priya@kurta.shop": where the shopper hears of her order. */
function heardOn({ email, phone }: NewsChannels): string | null {
  const ways = [
    phone ? `${phone.whatsApp ? "on WhatsApp" : "by text message"} at ${displayMobile(phone.number)}` : null,
    email ? `by email at ${email}` : null,
  ].filter(Boolean);
  return ways.length > 0 ? ways.join(" and ") : null;
}

/** The top of /orders just after an order: it is placed, its number, when it should arrive, and what happens next. */
export function OrderPlacedBanner({ order, estimate, channels }: { order: OrderView; estimate: string | null; channels: NewsChannels }) {
  const cash = order.paymentType === "COD";
  const where = heardOn(channels);
  return (
    // The point the page starts at after the booking (components/layout/focus-on-arrival.tsx), and said aloud.
    <section
      aria-labelledby="order-placed"
      className="mb-5 rounded-xl border border-green-300 bg-green-50 p-4 text-sm text-green-950 sm:p-5"
      data-testid="order-placed"
    >
      <h2
        id="order-placed"
        data-arrival-focus
        tabIndex={-1}
        className="focus:outline-none flex items-center gap-2 text-lg font-bold text-green-900"
      >
        <CheckCircleIcon className="size-5 shrink-0" />
        Order placed
      </h2>
      <p className="mt-1">
        Thank you! Your order{" "}
        <Link href={orderPath(order.id)} className="font-semibold underline">
          {order.publicOrderId}
        </Link>{" "}
        for {formatINR(order.totals.totalPaise)} is placed.
        {estimate ? <span className="font-semibold"> {estimate}.</span> : null}
      </p>
      <Announce text={`Order placed: ${order.publicOrderId}.`} />
      <h3 className="mt-3 font-semibold">What happens next</h3>
      <ol className="mt-1 list-decimal space-y-0.5 pl-5">
        <li>{where ? `We confirm your order and tell you ${where}.` : "We confirm your order: follow it here, in My Orders."}</li>
        <li>We ship it and send you the courier&apos;s tracking link.</li>
        <li>
          {cash
            ? `Pay ${formatINR(order.totals.totalPaise)} in cash when the parcel reaches you.`
            : "Nothing more to pay: your payment is received."}
        </li>
      </ol>
    </section>
  );
}
