import type { ReactNode } from "react";

// The shop's promises (spec): free shipping, cash on delivery, premium quality, stitching in Delhi
// and the 3-day replacement guarantee. Icons are decorative; the words carry the meaning.

const ICON_PROPS = {
  "aria-hidden": true,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.75,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  className: "size-6 sm:size-7",
} as const;

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: "Free shipping",
    text: "On every order, anywhere in India",
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M3 6h11v10H3zM14 9h4l3 3v4h-7" />
        <circle cx="7" cy="17.5" r="1.75" />
        <circle cx="17.5" cy="17.5" r="1.75" />
      </svg>
    ),
  },
  {
    title: "Cash on delivery",
    text: "Pay when your kurta arrives",
    icon: (
      <svg {...ICON_PROPS}>
        <rect x="2.5" y="6" width="19" height="12" rx="2" />
        <circle cx="12" cy="12" r="2.5" />
        <path d="M6 9v.01M18 15v.01" />
      </svg>
    ),
  },
  {
    title: "Premium quality",
    text: "Handpicked fabrics, checked piece by piece",
    icon: (
      <svg {...ICON_PROPS}>
        <circle cx="12" cy="9" r="5.5" />
        <path d="M8.5 13.5 7 21l5-2.5 5 2.5-1.5-7.5" />
        <path d="m10 9 1.5 1.5L14.5 7.5" />
      </svg>
    ),
  },
  {
    title: "Stitching available in Delhi",
    text: "Tailored to your size at our studio",
    icon: (
      <svg {...ICON_PROPS}>
        <circle cx="6" cy="6.5" r="2.5" />
        <circle cx="6" cy="17.5" r="2.5" />
        <path d="M8 8l12 10M8 16 20 6" />
      </svg>
    ),
  },
  {
    title: "3-day replacement guarantee",
    text: "Wrong size or a flaw? We replace it",
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M20 12a8 8 0 1 1-2.34-5.66" />
        <path d="M20 4v4.5h-4.5" />
        <path d="M12 8v4l2.5 2" />
      </svg>
    ),
  },
];

export function FeatureStrip() {
  return (
    <section aria-labelledby="features-title" className="border-y border-stone-200 bg-white">
      <h2 id="features-title" className="sr-only">
        Why shop with us
      </h2>
      <ul className="mx-auto grid w-full max-w-7xl grid-cols-2 gap-x-4 gap-y-4 px-4 py-5 sm:gap-x-6 sm:py-6 md:grid-cols-3 lg:grid-cols-5">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="flex items-center gap-2.5 sm:items-start sm:gap-3">
            <span className="inline-flex size-10 shrink-0 sm:size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              {feature.icon}
            </span>
            <span>
              <span className="block text-sm font-semibold text-ink">{feature.title}</span>
              <span className="hidden text-sm text-ink-muted sm:block">{feature.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
