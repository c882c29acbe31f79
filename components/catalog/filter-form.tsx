"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { keepPanelOpen } from "./filter-panel";
import { usePathLocale } from "@/components/i18n/layout-words";
import { localePath } from "@/lib/i18n/locales";
import { useSearchNav } from "./search-nav";

/**
 * The filter form: a plain GET form to /search (it works without JavaScript through its submit
 * button), which with JavaScript follows a choice at once, to the URL `choiceHref` gives for the
 * input's name and value. When the URL changes from elsewhere (Clear, back, the header's search),
 * `stateKey` changes and the inputs go back to what the server marked as checked.
 */
export function FilterForm({
  stateKey,
  choiceHref,
  children,
  className,
}: {
  stateKey: string;
  choiceHref: (name: string, value: string) => string | null;
  children: ReactNode;
  className?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { navigate } = useSearchNav();
  const locale = usePathLocale();

  useEffect(() => {
    formRef.current?.reset();
  }, [stateKey]);

  return (
    <form
      ref={formRef}
      action={localePath(locale, "/search")}
      method="get"
      className={className}
      onChange={(event) => {
        const input = event.target;
        // A radio reports the one checked; a checkbox both its ticking and its unticking.
        if (!(input instanceof HTMLInputElement) || (input.type === "radio" && !input.checked)) return;
        const choice = choiceHref(input.name, input.value);
        if (!choice) return;
        const href = localePath(locale, choice);
        if (input.closest("dialog[open]")) keepPanelOpen(href, input);
        navigate(href);
      }}
    >
      {children}
    </form>
  );
}
