import Link from "next/link";
import type { ReactNode } from "react";
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
  const offers: { title: string; text: string; icon: ReactNode }[] = [
    { title: "Free shipping", text: "Free delivery to every pin code in India.", icon: <TruckIcon /> },
    ...(cashOnDelivery ? [{ title: "Cash on delivery", text: "Pay in cash when your kurta arrives.", icon: <CashIcon /> }] : []),
    {
      title: "3-day replacement",
      text: "Not the right fit? Ask for a replacement within 3 days of delivery.",
      icon: <ReturnIcon />,
    },
    {
      title: "Stitched in Delhi",
      text: `Cut and stitched by our own tailors in the ${SHOP.address.city} workshop.`,
      icon: <NeedleIcon />,
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
            <span className="mt-0.5 shrink-0 text-brand-700">{offer.icon}</span>
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

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6"
    >
      {children}
    </svg>
  );
}

const TruckIcon = () => (
  <Icon>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="1.8" />
    <circle cx="17" cy="18" r="1.8" />
  </Icon>
);
const CashIcon = () => (
  <Icon>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
  </Icon>
);
const ReturnIcon = () => (
  <Icon>
    <path d="M4 9h11a5 5 0 0 1 0 10H9" />
    <path d="M8 5 4 9l4 4" />
  </Icon>
);
const NeedleIcon = () => (
  <Icon>
    <path d="M20 4 6 18M17 4h3v3" />
    <path d="M4 20c2-1 3-3 2-5" />
  </Icon>
);
