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
export function IntentLink({ onMouseEnter, onTouchStart, onFocus, ...props }: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
