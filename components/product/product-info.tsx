import Link from "next/link";
import { MaskIcon } from "@/components/ui/icons";
import { SHOP } from "@/lib/shop";

/** The bullets of what the kurta is made of and how to care for it. */
export function ProductDetailsList({ details, region }: { details: readonly string[]; region: string }) {
  const items = region ? [...details, `Crafted in ${region}`] : details;
  return (
    <section aria-labelledby="product-details">
      <h2 id="product-details" className="text-xl font-semibold tracking-tight">
        Product details
      </h2>
      {items.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-relaxed marker:text-brand-600">
          {items.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">No further details.</p>
      )}
    </section>
  );
}

/** What every order gets: free shipping, cash on delivery (when the product has it), replacement, Delhi stitching. */
export function ProductOffers({ cashOnDelivery }: { cashOnDelivery: boolean }) {
  const offers: { title: string; text: string; icon: string }[] = [
    { title: "Free shipping", text: "Free delivery to every pin code in India.", icon: "icon-truck" },
    ...(cashOnDelivery ? [{ title: "Cash on delivery", text: "Pay in cash when your kurta arrives.", icon: "icon-cash" }] : []),
    {
      title: "3-day replacement",
      text: "Not the right fit? Ask for a replacement within 3 days of delivery.",
      icon: "icon-replace",
    },
    {
      title: "Stitched in Delhi",
      text: `Cut and stitched by our own tailors in the ${SHOP.address.city} workshop.`,
      icon: "icon-scissors",
    },
  ];
  return (
    <section aria-labelledby="product-offers">
      <h2 id="product-offers" className="text-xl font-semibold tracking-tight">
        Offers
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {offers.map((offer) => (
          <li key={offer.title} className="flex gap-3 rounded-xl border border-stone-200 bg-brand-50 p-3">
            <span className="mt-0.5 shrink-0 text-brand-700">
              <MaskIcon className={`${offer.icon} size-6`} />
            </span>
            <span>
              <span className="block text-sm font-semibold">{offer.title}</span>
              <span className="block text-sm text-ink-muted">{offer.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link href="/refund" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Replacement and refund policy
        </Link>
      </p>
    </section>
  );
}
