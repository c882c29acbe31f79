"use client";

import { useCallback, useSyncExternalStore } from "react";
import type { EmblaCarouselType } from "embla-carousel";

/**
 * What the buttons need from an embla carousel, read as an external store (no state copied in effects):
 * whether it can go back or forward and which snap is selected. Before embla starts (and on the
 * server) the carousel is at its first snap.
 */
export function useEmblaState(api: EmblaCarouselType | undefined) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on("select", onChange).on("reInit", onChange).on("resize", onChange);
      return () => {
        api.off("select", onChange).off("reInit", onChange).off("resize", onChange);
      };
    },
    [api],
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => api?.canScrollNext() ?? true,
    () => true,
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  return { canPrev, canNext, selected };
}
