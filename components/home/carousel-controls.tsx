import type { ButtonHTMLAttributes } from "react";

// The round previous/next buttons of the home page's carousels (40 px on phones, 44 px from 640 px; labelled, visibly disabled at the ends).

export function ArrowButton({ direction, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { direction: "prev" | "next" }) {
  return (
    <button
      type="button"
      className="inline-flex size-10 shrink-0 items-center sm:size-11 justify-center rounded-full border border-stone-300 bg-white text-ink shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-700 disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-400 disabled:shadow-none disabled:hover:bg-white"
      {...props}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={direction === "prev" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
      </svg>
    </button>
  );
}
