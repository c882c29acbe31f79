"use client";

import { useRouter } from "next/navigation";
import { Fragment, useEffect, useRef, useState, type ReactNode } from "react";

// Next.js keeps a page's client state when the shopper leaves it (React Activity, with cacheComponents) and shows
// it again as it was. A screen holding what the server said (a cart, a list of addresses) must not outlive what the
// server says now, and a form opened anew must not open as it was left: these keep each to the latest word.

/**
 * State that starts from what the server rendered, and starts again whenever the server renders anew (a fresh
 * navigation to a kept page, a refresh). Until then, the value the page's own actions set.
 */
export function useServerState<T>(fromServer: T): [T, (next: T) => void] {
  const [held, setHeld] = useState({ fromServer, value: fromServer });
  const value = held.fromServer === fromServer ? held.value : fromServer;
  return [value, (next: T) => setHeld({ fromServer, value: next })];
}

/**
 * Reads the page again when back or forward shows it as it was kept (a push or replace to it is read fresh anyway:
 * its bfcacheId is new then).
 */
export function useFreshOnReturn(): void {
  const router = useRouter();
  const { bfcacheId } = router;
  const shownAs = useRef<string | null>(null);
  useEffect(() => {
    if (shownAs.current === bfcacheId) router.refresh();
    shownAs.current = bfcacheId;
  }, [router, bfcacheId]);
}

/**
 * Its children start afresh on each push or replace navigation to the page (a second "Add Variant" opens an empty
 * form), and come back as they were left on back or forward.
 */
export function FreshOnNavigation({ children }: { children: ReactNode }) {
  const { bfcacheId } = useRouter();
  return <Fragment key={bfcacheId}>{children}</Fragment>;
}
