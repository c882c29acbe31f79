"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * `next/link` that prefetches its page once the shopper shows intent (a pointer over it, a touch,
 * keyboard focus), not as soon as it scrolls into view: Next's documented hover-triggered
 * prefetch. A shop page shows a dozen links at load (cards, header, breadcrumbs), and fetching and
 * decoding each one's page took the phone's main thread while the page itself was starting
 * (docs/decisions/060-prefetch-on-intent.md).
 */
export function IntentLink(props: Omit<ComponentProps<typeof Link>, "prefetch" | "onMouseEnter" | "onTouchStart" | "onFocus">) {
  const [intent, setIntent] = useState(false);
  const showIntent = () => setIntent(true);
  return <Link {...props} prefetch={intent ? null : false} onMouseEnter={showIntent} onTouchStart={showIntent} onFocus={showIntent} />;
}
