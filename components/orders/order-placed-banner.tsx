import Link from "next/link";
import { Announce } from "@/components/layout/announcer";
import { CheckCircleIcon } from "@/components/ui/icons";
import type { OrderView } from "@/lib/orders/model/view";
import { formatINR } from "@/lib/pricing/money";
import { orderPath } from "@/lib/paths";
import { displayMobile } from "@/lib/phone";
import type { NewsChannels } from "@/lib/orders/news/channels";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { orders } from "@/lib/i18n/messages/orders";
import { translator } from "@/lib/i18n/translate";

type Words = ReturnType<typeof translator<(typeof orders)["en"]>>;

/** "on WhatsApp at 98765 43210 and by email at priya@kurta.shop": where the shopper hears of her order. */
function heardOn({ email, phone }: NewsChannels, t: Words): string | null {
  const ways = [
    phone ? t(phone.whatsApp ? "placed.onWhatsApp" : "placed.byText", { number: displayMobile(phone.number) }) : null,
    email ? t("placed.byEmail", { email }) : null,
  ].filter((way) => way !== null);
  const [first, second] = ways;
  return first && second ? t("placed.and", { first, second }) : (first ?? null);
}

/**
 * The top of /orders just after an order: it is placed, its number, when it should arrive, and what
 * happens next; `estimate`, already in the page's language.
 */
export function OrderPlacedBanner({
  order,
  estimate,
  channels,
  locale,
}: {
  order: OrderView;
  estimate: string | null;
  channels: NewsChannels;
  locale: Locale;
}) {
  const t = translator(locale, orders);
  const cash = order.paymentType === "COD";
  const where = heardOn(channels, t);
  const total = formatINR(order.totals.totalPaise);
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
        {t("placed.title")}
      </h2>
      <p className="mt-1">
        {t.rich("placed.thanks", {
          number: order.publicOrderId,
          total,
          link: (number) => (
            <Link href={localePath(locale, orderPath(order.id))} className="font-semibold underline">
              {number}
            </Link>
          ),
        })}
        {estimate ? <span className="font-semibold"> {estimate}.</span> : null}
      </p>
      <Announce text={t("placed.announce", { number: order.publicOrderId })} />
      <h3 className="mt-3 font-semibold">{t("placed.next")}</h3>
      <ol className="mt-1 list-decimal space-y-0.5 pl-5">
        <li>{where ? t("placed.confirmTell", { where }) : t("placed.confirmHere")}</li>
        <li>{t("placed.ship")}</li>
        <li>{cash ? t("placed.payCash", { total }) : t("placed.paid")}</li>
      </ol>
    </section>
  );
}
