"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from "react";
import type { Suggestion } from "@/lib/catalog/suggest/suggest";
import { CloseIcon, SearchIcon } from "@/components/ui/icons";
import { ICON_BUTTON, searchHref } from "./nav-links";
import { useSuggestions } from "./use-suggestions";
import { useLayoutT, usePathLocale } from "@/components/i18n/layout-words";
import { localePath, splitLocale } from "@/lib/i18n/locales";

// The header's only client island besides the side menu: the search toggle and its box. The row
// around it (logo, menu, account icons) is server-rendered; when the box is open it carries
// data-search-open, and under 600 px the row's CSS swaps the long logo for the short one and moves
// the account icons aside (the side menu still links to every one of them). While typing, the box
// is a combobox: colours, categories and products that begin with the words, chosen with the arrow
// keys and Enter, or a tap.

const SEARCH_PATH = "/search";
/** The results page: /search, which the server builds as /search/<its parameters> (what a cached page's first render reads). */
const onSearchPage = (pathname: string) => {
  const { path } = splitLocale(pathname);
  return path === SEARCH_PATH || path.startsWith(`${SEARCH_PATH}/`);
};

type FocusTarget = "input" | "toggle" | null;

export function SearchToggle() {
  const pathname = usePathname();
  const [open, setOpen] = useState(onSearchPage(pathname));
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    // Another page: the box is open on the results page and closed elsewhere.
    setShownPath(pathname);
    setOpen(onSearchPage(pathname));
  }

  const focusTarget = useRef<FocusTarget>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Focus follows the box: into the input when it opens, back to the toggle when it closes.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === "input") inputRef.current?.focus();
    else if (target === "toggle") toggleRef.current?.focus();
  }, [open]);

  function openSearch() {
    focusTarget.current = "input";
    setOpen(true);
  }

  const t = useLayoutT();

  function closeSearch() {
    focusTarget.current = "toggle";
    setOpen(false);
  }

  return open ? (
    <Suspense fallback={<SearchForm initial="" inputRef={inputRef} onClose={closeSearch} />}>
      <SearchFormFromUrl inputRef={inputRef} onClose={closeSearch} />
    </Suspense>
  ) : (
    <SearchToggleButton buttonRef={toggleRef} onClick={openSearch} label={t("openSearch")} />
  );
}

type ToggleProps = { buttonRef?: RefObject<HTMLButtonElement | null>; onClick?: () => void; label?: string };

/** The closed state; also what a page shows before its address (and so its language) is known. */
export function SearchToggleButton({ buttonRef, onClick, label = "Open search" }: ToggleProps) {
  return (
    <div className="ml-auto flex">
      <button ref={buttonRef} type="button" aria-label={label} aria-expanded="false" onClick={onClick} className={ICON_BUTTON}>
        <SearchIcon />
      </button>
    </div>
  );
}

type SearchFormProps = { inputRef: RefObject<HTMLInputElement | null>; onClose: () => void };

/** The box prefilled from the results page's `search` parameter. */
function SearchFormFromUrl(props: SearchFormProps) {
  const pathname = usePathname();
  const params = useSearchParams();
  const initial = onSearchPage(pathname) ? (params.get("search") ?? "") : "";
  return <SearchForm initial={initial} {...props} />;
}

function SearchForm({ initial, inputRef, onClose }: SearchFormProps & { initial: string }) {
  const router = useRouter();
  const t = useLayoutT();
  const locale = usePathLocale();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState(initial);
  const [shownInitial, setShownInitial] = useState(initial);
  const [listShown, setListShown] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // Suggestions are asked for once the box is in use, not for the words a search page fills in.
  const [engaged, setEngaged] = useState(false);
  if (initial !== shownInitial) {
    // A new search in the URL (back, forward, a link): show its words.
    setShownInitial(initial);
    setText(initial);
  }
  const suggestions = useSuggestions(engaged ? text : "");
  const expanded = listShown && suggestions.length > 0;
  const active = expanded && activeIndex < suggestions.length ? activeIndex : -1;

  function go(suggestion: Suggestion) {
    setListShown(false);
    router.push(localePath(locale, suggestion.href));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) {
      inputRef.current?.focus();
      return;
    }
    setListShown(false);
    router.push(localePath(locale, searchHref(query)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setListShown(true);
      // Positions run from -1 (the box itself) to the last option, and wrap.
      const positions = suggestions.length + 1;
      setActiveIndex(expanded ? ((active + 1 + step + positions) % positions) - 1 : step > 0 ? 0 : suggestions.length - 1);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      go(suggestions[active]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) setListShown(false);
      else onClose();
    }
  }

  return (
    <form
      role="search"
      data-search-open=""
      onSubmit={submit}
      className="relative ml-auto flex min-w-0 flex-1 items-center gap-1 sm:max-w-xl"
    >
      <label htmlFor={inputId} className="sr-only">
        {t("searchPlaceholder")}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setListShown(true);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setEngaged(true)}
        onBlur={() => setListShown(false)}
        placeholder={t("searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="h-11 min-w-0 flex-1 rounded-full border border-stone-300 bg-stone-50 px-3 sm:px-4 text-base text-ink placeholder:text-stone-500 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-200 [&::-webkit-search-cancel-button]:appearance-none"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("suggestions")}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.href}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so the tap is the choice and not a blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(suggestion)}
            className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 text-sm text-ink aria-selected:bg-brand-50 hover:bg-stone-50"
          >
            <span className="min-w-0 truncate">{suggestion.label}</span>
            <span className="shrink-0 text-xs text-ink-muted">{t(`kind.${suggestion.kind}`)}</span>
          </li>
        ))}
      </ul>
      <button type="button" aria-label={t("closeSearch")} onClick={onClose} className={ICON_BUTTON}>
        <CloseIcon className="size-5" />
      </button>
      <button
        type="submit"
        aria-label={t("search")}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-900"
      >
        <SearchIcon className="size-5" />
      </button>
    </form>
  );
}
