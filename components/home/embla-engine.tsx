"use client";

import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect } from "react";

/** embla, through its React hook, on a viewport the carousel has already rendered (see use-lazy-embla.tsx). */
export function EmblaEngine({
  viewport,
  options,
  onStart,
}: {
  viewport: HTMLElement;
  options: EmblaOptionsType;
  /** Called with embla's API once it runs, and with undefined when it stops. */
  onStart: (api: EmblaCarouselType | undefined) => void;
}) {
  const [emblaRef, api] = useEmblaCarousel(options);
  useEffect(() => emblaRef(viewport), [emblaRef, viewport]);
  useEffect(() => {
    onStart(api);
    return () => onStart(undefined);
  }, [api, onStart]);
  return null;
}
