"use client";

import { useEffect, useState, type ReactNode } from "react";
import { PauseIcon, PlayIcon } from "@/components/ui/icons";
import { useT } from "@/components/i18n/locale-context";
import { home } from "@/lib/i18n/messages/home";
import { ArrowButton } from "./carousel-controls";
import { useEmblaState } from "./use-embla-state";
import { useLazyEmbla } from "./use-lazy-embla";
import { useReducedMotion } from "./use-reduced-motion";

/** Time on each slide before the next one (spec: 5000 ms). */
export const AUTOPLAY_MS = 5000;
/**
 * embla's `duration` is not in milliseconds: each 60 Hz step adds displacement/duration to the
 * velocity, then multiplies it by a friction of 0.68. Simulating that integrator, 27 brings a
 * 350–1000 px slide to within a pixel of its place in 0.97–1.12 s: the spec's 1000 ms transition.
 */
export const TRANSITION_DURATION = 27;

/**
 * The "Happy Customers" slider: loops, and moves on by itself every 5 s (embla's autoplay plugin is
 * not installed: a timer calls scrollNext). It stands still while hovered or focused, while the tab
 * is hidden, after "Pause", and always for visitors who prefer reduced motion (who also get no
 * sliding animation). Hovering or focusing the reviews themselves pauses it, not the buttons. While it plays, its slides are not announced (aria-live off); paused, they are.
 */
export function ReviewSlider({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  const t = useT(home);
  const reducedMotion = useReducedMotion();
  // embla starts when the slider comes near the screen (use-lazy-embla.tsx); it plays from then on.
  const { viewportRef, api, engine, move } = useLazyEmbla({
    loop: true,
    align: "start",
    duration: reducedMotion ? 0 : TRANSITION_DURATION,
  });
  const { canPrev, canNext, selected } = useEmblaState(api);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !!api && !reducedMotion && !paused && !hovered && !focused;

  // Every 5 s while playing, skipped while the tab is hidden; any move (button, swipe, autoplay) restarts the count.
  useEffect(() => {
    if (!api || !playing) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") api.scrollNext();
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [api, playing, selected]);

  return (
    <div data-autoplay={playing ? "playing" : "paused"}>
      <div className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-2 sm:gap-x-4">
        <h2 id={headingId} className="mr-auto text-lg font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        <div className="flex items-center gap-1.5 sm:gap-2">
          {reducedMotion ? null : (
            <button
              type="button"
              onClick={() => setPaused((value) => !value)}
              className="mr-1 inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-stone-50"
            >
              {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
              {paused ? t("play") : t("pause")}
              <span className="sr-only"> automatic sliding</span>
            </button>
          )}
          <ArrowButton
            direction="prev"
            aria-label={t("previousReviews")}
            disabled={!canPrev}
            onClick={() => move((embla) => embla.scrollPrev())}
          />
          <ArrowButton
            direction="next"
            aria-label={t("nextReviews")}
            disabled={!canNext}
            onClick={() => move((embla) => embla.scrollNext())}
          />
        </div>
      </div>
      {/* Hover and focus pause it over the reviews only, so the Play button works once clicked. */}
      <div
        className="overflow-hidden"
        ref={viewportRef}
        aria-live={playing ? "off" : "polite"}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <div className="-ml-3 flex touch-pan-y sm:-ml-4">{children}</div>
      </div>
      {engine}
    </div>
  );
}
