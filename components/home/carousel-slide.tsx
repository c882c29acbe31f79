import type { ReactNode } from "react";

// One slide of a home page carousel (server-safe): its width per breakpoint and its place in the set.

const WIDTHS = {
  products: "basis-1/2 pl-3 sm:basis-1/3 sm:pl-4 lg:basis-1/4",
  reviews: "basis-[88%] pl-3 sm:basis-1/2 sm:pl-4 lg:basis-1/3",
} as const;

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
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      className={`min-w-0 shrink-0 grow-0 ${WIDTHS[kind]}`}
    >
      {children}
    </div>
  );
}
