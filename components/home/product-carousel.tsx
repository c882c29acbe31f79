"use client";

import { ArrowRightIcon } from "@/components/ui/icons";
import { IntentLink } from "@/components/ui/intent-link";
import type { ReactNode } from "react";
import { useT } from "@/components/i18n/locale-context";
import { home } from "@/lib/i18n/messages/home";
import { ArrowButton } from "./carousel-controls";
import { useEmblaState } from "./use-embla-state";
import { useLazyEmbla } from "./use-lazy-embla";
import { useReducedMotion } from "./use-reduced-motion";

/**
 * A titled row of product cards that slides: swipe or drag, or the previous/next buttons next to the
 * title. The slides are server-rendered cards passed in as children (CarouselSlide), laid out by CSS
 * before embla starts, so nothing moves when it does. Tabbing to a card off screen brings it into view
 * (embla's watchFocus). embla itself starts when the row comes near the screen (use-lazy-embla.tsx).
 */
export function ProductCarousel({
  headingId,
  title,
  viewAllHref,
  children,
}: {
  headingId: string;
  title: string;
  viewAllHref: string;
  children: ReactNode;
}) {
  const t = useT(home);
  const reducedMotion = useReducedMotion();
  const { viewportRef, api, engine, move } = useLazyEmbla({
    align: "start",
    containScroll: "trimSnaps",
    slidesToScroll: "auto",
    duration: reducedMotion ? 0 : 25,
  });
  const { canPrev, canNext } = useEmblaState(api);

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 sm:gap-x-4">
        <h2 id={headingId} className="mr-auto text-lg font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <IntentLink
            href={viewAllHref}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("viewAll")}
            <span className="sr-only"> {title}</span>
            <ArrowRightIcon className="size-4" strokeWidth={2.25} />
          </IntentLink>
          <ArrowButton
            direction="prev"
            aria-label={t("previous", { title })}
            disabled={!canPrev}
            onClick={() => move((embla) => embla.scrollPrev())}
          />
          <ArrowButton
            direction="next"
            aria-label={t("next", { title })}
            disabled={!canNext}
            onClick={() => move((embla) => embla.scrollNext())}
          />
        </div>
      </div>
      <div className="overflow-hidden" ref={viewportRef}>
        <div className="-ml-3 flex touch-pan-y sm:-ml-4">{children}</div>
      </div>
      {engine}
    </>
  );
}
