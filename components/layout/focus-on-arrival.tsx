"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

// After a client-side navigation (a login, a sign-up, the booking page, an order placed) the keyboard and the screen
// reader start at the new page's heading, not at <body> nor where the last page left them. The first page load is
// the browser's. A page may name what to start at instead of its <h1> with data-arrival-focus (the "Order placed"
// banner). Pages kept hidden by Next (React Activity) stay in the document: only a shown element counts.

const MOST_WAIT_MS = 10_000;

function shownTarget(selector: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (element.checkVisibility()) return element;
  }
  return null;
}

/** Moves focus to the page's arrival point (or its <h1>) when it is shown; false while neither is there yet. */
export function focusPageHeading(): boolean {
  const target = shownTarget("main [data-arrival-focus]") ?? shownTarget("main h1");
  if (!target) return false;
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return true;
}

/** Whether the new page's own code has already put focus inside it (an input of its own, say). */
function focusInShownPage(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && active.closest("main") !== null && active.checkVisibility();
}

export function FocusOnArrival() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (focusInShownPage() || focusPageHeading()) return;
    // The page is still streaming in: wait for its heading.
    const observer = new MutationObserver(() => {
      if (focusPageHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), MOST_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [pathname]);
  return null;
}
