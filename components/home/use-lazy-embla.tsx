"use client";

import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";

// embla's code (some 8 KiB gzip) is fetched when a carousel comes near the screen, not with the home
// page: until then its slides sit laid out by CSS, as they do before any carousel starts, so nothing
// moves when it does.
const EmblaEngine = lazy(() => import("./embla-engine").then((module) => ({ default: module.EmblaEngine })));

/** How near the screen a carousel starts, so it is ready before it shows. */
const NEAR = "400px 0px";

type Move = (api: EmblaCarouselType) => void;

/**
 * A carousel's embla: a ref for its viewport, embla's API once it runs (undefined before), the
 * element that starts it (to render anywhere inside the carousel), and `move`, for its buttons: a
 * move asked for before embla runs (a button pressed the moment it scrolled into view) starts it at
 * once and is made as soon as it runs.
 */
export function useLazyEmbla(options: EmblaOptionsType): {
  viewportRef: (node: HTMLDivElement | null) => void;
  api: EmblaCarouselType | undefined;
  engine: ReactNode;
  move: (move: Move) => void;
} {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();
  const pending = useRef<Move | null>(null);

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

  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = null;
  }, [api]);

  const move = useCallback(
    (next: Move) => {
      if (api) return next(api);
      pending.current = next;
      setNear(true);
    },
    [api],
  );

  const engine =
    near && viewport ? (
      <Suspense fallback={null}>
        <EmblaEngine viewport={viewport} options={options} onStart={setApi} />
      </Suspense>
    ) : null;
  return { viewportRef: setViewport, api, engine, move };
}
