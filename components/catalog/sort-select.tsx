"use client";

import { useEffect, useId, useRef } from "react";
import { useSearchNav } from "./search-nav";
import type { SortChoice } from "@/lib/catalog/search/sort-options";
import { useListingT } from "./listing-words";

/** The sort menu: each entry carries the URL the server computed for it (same filters, page 1). */
export function SortSelect({ choices, value }: { choices: readonly (SortChoice & { href: string })[]; value: string }) {
  const t = useListingT();
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const { navigate } = useSearchNav();

  // Follow the URL when it changes from elsewhere (back, Clear). Not on mount: a choice made before the
  // page hydrated is still in the menu, and React hands its change to onChange after hydration.
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    if (selectRef.current) selectRef.current.value = value;
  }, [value]);

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-ink max-sm:sr-only">
        {t("sortBy")}
      </label>
      <select
        ref={selectRef}
        id={id}
        defaultValue={value}
        onChange={(event) => {
          const choice = choices.find((entry) => entry.value === event.target.value);
          if (choice && choice.value !== value) navigate(choice.href);
        }}
        className="min-h-11 min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
