"use client";

import { useEffect } from "react";

/**
 * Sets <html lang> to the page's language once the page runs, and puts the previous one back when
 * she leaves for a page in another language. The server's HTML keeps the root layout's en-IN, with
 * lang on <main> (docs/decisions/118-hindi-pages-finished.md).
 */
export function DocumentLanguage({ lang }: { lang: string }) {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = lang;
    return () => {
      root.lang = before;
    };
  }, [lang]);
  return null;
}
