"use client";

import { useEffect } from "react";

/**
 * Sets <html lang> to the page's language once the page runs, with `className` on <html> and
 * `fontFamily` on <body> so the header, menus and footer (outside the page's <main>) draw its
 * script too; all put back when she leaves for a page in another language. The server's HTML keeps
 * the root layout's en-IN, with lang on <main> (docs/decisions/118-hindi-pages-finished.md).
 */
export function DocumentLanguage({ lang, className, fontFamily }: { lang: string; className: string; fontFamily: string }) {
  useEffect(() => {
    const root = document.documentElement;
    const body = document.body;
    const before = { lang: root.lang, font: body.style.fontFamily };
    const added = className.split(/\s+/).filter((name) => name && !root.classList.contains(name));
    root.lang = lang;
    root.classList.add(...added);
    body.style.fontFamily = fontFamily;
    return () => {
      root.lang = before.lang;
      root.classList.remove(...added);
      body.style.fontFamily = before.font;
    };
  }, [lang, className, fontFamily]);
  return null;
}
