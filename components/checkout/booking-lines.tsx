import type { CartItem } from "@/lib/cart/view";
import { LineImage, productNameOf } from "@/components/cart/line-image";
import { formatINR } from "@/lib/pricing";
import { useT } from "@/components/i18n/locale-context";
import { checkout } from "@/lib/i18n/messages/checkout";

/** What is being ordered, read-only (quantities are changed in the cart); each line's price includes its GST. */
export function BookingLines({ items }: { items: readonly CartItem[] }) {
  const t = useT(checkout);
  return (
    <section aria-labelledby="order-items" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id="order-items" className="mb-3 text-base font-semibold">
        {t("orderSummary")}
      </h2>
      <ul className="divide-y divide-stone-200">
        {items.map((item) => (
          <li key={item.sizeId} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <LineImage src={item.image} className="w-16" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-ink">{productNameOf(item)}</p>
              <p className="text-ink-muted">
                {t("colour", { colour: item.colorName })} <span aria-hidden="true">·</span> {t("size", { size: item.size })}{" "}
                <span aria-hidden="true">·</span> {t("quantity", { quantity: item.quantity })}
              </p>
            </div>
            <p className="text-sm font-semibold">{formatINR(item.lineWithGstPaise)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
