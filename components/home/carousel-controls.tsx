import type { ButtonHTMLAttributes } from "react";
import { CarouselArrowIcon } from "@/components/ui/icons";

// The round previous/next buttons of the home page's carousels (40 px on phones, 44 px from 640 px; labelled, visibly disabled at the ends).

export function ArrowButton({ direction, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { direction: "prev" | "next" }) {
  return (
    <button type="button" className="carousel-arrow" {...props}>
      <CarouselArrowIcon direction={direction} className="size-5" />
    </button>
  );
}
