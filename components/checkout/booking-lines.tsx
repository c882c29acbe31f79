import type { CartItem } from "@/lib/cart/view";
import { LineImage, productNameOf } from "@/components/cart/line-image";
import { formatINR } from "@/lib/pricing";

/** What is being ordered, read-only (quantities are changed in the cart); each line's price includes its GST. */
export function BookingLines({ items }: { items: readonly CartItem[] }) {
  return (
    <section aria-labelledby="order-items" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id="order-items" className="mb-3 text-base font-semibold">
        Order summary
      </h2>
      <ul className="divide-y divide-stone-200">
        {items.map((item) => (
          <li key={item.sizeId} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <LineImage src={item.image} className="w-16" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-ink">{productNameOf(item)}</p>
              <p className="text-ink-muted">
                Colour: {item.colorName} <span aria-hidden="true">·</span> Size: {item.size} <span aria-hidden="true">·</span> Qty:{" "}
                {item.quantity}
              </p>
            </div>
            <p className="text-sm font-semibold">{formatINR(item.lineWithGstPaise)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
