"use client";

import { useEffect, useSyncExternalStore } from "react";

// One polite live region for the whole shop, in the document from the first page on, so that a banner a new page
// brings ("Order placed") is read out: a live region inserted with its text is not announced by every screen reader.

let message = "";
const listeners = new Set<() => void>();

function say(text: string) {
  message = text;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Announcer() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => "",
  );
  return (
    <div role="status" aria-live="polite" className="sr-only" data-testid="announcer">
      {text}
    </div>
  );
}

/** Says `text` through the shop's live region when it is shown. */
export function Announce({ text }: { text: string }) {
  useEffect(() => {
    say(text);
    return () => say("");
  }, [text]);
  return null;
}
