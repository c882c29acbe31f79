import type { SVGProps } from "react";

// The icons a page repeats many times (a heart and an eye on every product card, a chevron per
// menu entry, the carousels' arrows) are drawn once, as <symbol>s of one hidden <svg> in the root
// layout, and each copy is a <use> of its symbol: a few bytes instead of the paths again, in the
// HTML and in the page's RSC payload alike. A symbol leaves out what a copy may change (the
// heart's fill), which the copy's <svg> then gives it. Decorative, like every icon of the shop:
// the button or link around it carries the name.

/** The hidden sheet of symbols, rendered once by the root layout. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      <symbol id="i-heart" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
      </symbol>
      <symbol id="i-eye" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
      </symbol>
      <symbol
        id="i-chevron-right"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M9 6l6 6-6 6" />
      </symbol>
      <symbol
        id="i-prev"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M15 5l-7 7 7 7" />
      </symbol>
      <symbol
        id="i-next"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M9 5l7 7-7 7" />
      </symbol>
    </svg>
  );
}

type SpriteName = "heart" | "eye" | "chevron-right" | "prev" | "next";

/** One copy of a symbol of the sprite. */
export function SpriteIcon({ name, ...props }: Omit<SVGProps<SVGSVGElement>, "children"> & { name: SpriteName }) {
  return (
    <svg aria-hidden="true" focusable="false" {...props}>
      <use href={`#i-${name}`} />
    </svg>
  );
}
