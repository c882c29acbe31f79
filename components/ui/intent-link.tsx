"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";
import { useLocalePath } from "@/components/i18n/locale-context";

/**
 * `next/link` that prefetches its page once the shopper shows intent (a pointer over it, a touch,
 * keyboard focus), not as soon as it scrolls into view: Next's documented hover-triggered
 * prefetch. A shop page shows a dozen links at load (cards, header, breadcrumbs), and fetching and
 * decoding each one's page took the phone's main thread while the page itself was starting
 * (docs/decisions/060-prefetch-on-intent.md).
 */
export function IntentLink({
  href,
  ...props
}: Omit<ComponentProps<typeof Link>, "prefetch" | "onMouseEnter" | "onTouchStart" | "onFocus">) {
  const [intent, setIntent] = useState(false);
  const localePath = useLocalePath();
  const showIntent = () => setIntent(true);
  // On a Hindi page a link to a page that has a Hindi version leads to it.
  const to = typeof href === "string" ? localePath(href) : href;
  return (
    <Link {...props} href={to} prefetch={intent ? null : false} onMouseEnter={showIntent} onTouchStart={showIntent} onFocus={showIntent} />
  );
}
