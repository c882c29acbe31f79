"use client";

import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";

// embla's code (some 8 KiB gzip) is fetched when a carousel comes near the screen, not with the home
// page: until then its slides sit laid out by CSS, as they do before any carousel starts, so nothing
// moves when it does.
const EmblaEngine = lazy(() => import("./embla-engine").then((module) => ({ default: module.EmblaEngine })));

/** How near the screen a carousel starts, so it is ready before it shows. */
const NEAR = "400px 0px";

/**
 * A carousel's embla: a ref for its viewport, embla's API once it runs (undefined before), and the
 * element that starts it, to render anywhere inside the carousel.
 */
export function useLazyEmbla(options: EmblaOptionsType): {
  viewportRef: (node: HTMLDivElement | null) => void;
  api: EmblaCarouselType | undefined;
  engine: ReactNode;
} {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!viewport) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport]);

  const engine =
    near && viewport ? (
      <Suspense fallback={null}>
        <EmblaEngine viewport={viewport} options={options} onStart={setApi} />
      </Suspense>
    ) : null;
  return { viewportRef: setViewport, api, engine };
}
