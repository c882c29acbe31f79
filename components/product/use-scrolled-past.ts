"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * Whether an element has scrolled up out of view: null until it first has, then true while it is
 * above the screen and false once it is back. The root reaches far below the screen, so the element
 * leaves it only upwards, and a jump straight past it (a link to #ratings) still crosses its edge.
 */
export function useScrolledPast(target: RefObject<HTMLElement | null>): boolean | null {
  const [past, setPast] = useState<boolean | null>(null);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast((before) => (entry.isIntersecting ? (before === null ? null : false) : true));
      },
      { rootMargin: "0px 0px 100000px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}
