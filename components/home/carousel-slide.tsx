import type { ReactNode } from "react";

// One slide of a home page carousel (server-safe): its width per breakpoint and its place in the set.

/** The slide's class per kind (app/globals.css): half, a third, a quarter of the row for products; most, half, a third for reviews. */
const WIDTHS = { products: "slide-products", reviews: "slide-reviews" } as const;

export function CarouselSlide({
  index,
  total,
  kind,
  children,
}: {
  index: number;
  total: number;
  kind: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  return (
    <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${total}`} className={WIDTHS[kind]}>
      {children}
    </div>
  );
}
