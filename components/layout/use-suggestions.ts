"use client";

import { useEffect, useState } from "react";
import type { Suggestion } from "@/lib/catalog/suggest/suggest";
import { normalPrefix, SUGGEST_MIN_CHARS } from "@/lib/catalog/suggest/suggest-query";

/** Waits this long after the last key before asking, so a word typed at speed is one request. */
const DEBOUNCE_MS = 200;

/**
 * The suggestions for the text typed so far, from GET /api/v1/products/suggest (asked by the normal
 * prefix, so the browser's cache answers a prefix it has seen). Empty while the prefix is too short,
 * and until the answer for the current prefix has come.
 */
export function useSuggestions(text: string): Suggestion[] {
  const prefix = normalPrefix(text);
  const [answer, setAnswer] = useState<{ prefix: string; suggestions: Suggestion[] }>({ prefix: "", suggestions: [] });

  useEffect(() => {
    if (prefix.length < SUGGEST_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/v1/products/suggest?q=${encodeURIComponent(prefix)}`, { signal: controller.signal });
        if (!response.ok) return;
        const body = (await response.json()) as { suggestions: Suggestion[] };
        setAnswer({ prefix, suggestions: body.suggestions });
      } catch {
        // Aborted by the next key, or offline: the box works without suggestions.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [prefix]);

  return answer.prefix === prefix ? answer.suggestions : [];
}
