"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { CloseIcon, SearchIcon } from "./icons";
import { LogoFull, LogoMark } from "./logo";
import { ICON_BUTTON, searchHref } from "./nav-links";

// The header's row: menu button, logo, the search toggle and the account icons. Only the search
// state lives here; the menu and the account icons come from the server component as slots.
// Under 600 px with the search open, the search box takes the row: the short logo replaces the
// long one and the account icons step aside (the side menu still links to every one of them).

const SEARCH_PATH = "/search";

type FocusTarget = "input" | "toggle" | null;

export function HeaderBar({ menu, account, homeLabel }: { menu: ReactNode; account: ReactNode; homeLabel: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(pathname === SEARCH_PATH);
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    // Another page: the box is open on the results page and closed elsewhere.
    setShownPath(pathname);
    setOpen(pathname === SEARCH_PATH);
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

  function closeSearch() {
    focusTarget.current = "toggle";
    setOpen(false);
  }

  return (
    <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
      {menu}
      <Link href="/" aria-label={homeLabel} className="flex min-h-11 shrink-0 items-center rounded-lg px-1">
        <span data-logo="long" className={open ? "max-[600px]:hidden" : undefined}>
          <LogoFull />
        </span>
        <span data-logo="short" className={open ? "min-[600px]:hidden" : "hidden"}>
          <LogoMark className="size-9" />
        </span>
      </Link>
      {open ? (
        <Suspense fallback={<SearchForm initial="" inputRef={inputRef} onClose={closeSearch} />}>
          <SearchFormFromUrl inputRef={inputRef} onClose={closeSearch} />
        </Suspense>
      ) : (
        <div className="ml-auto flex">
          <button ref={toggleRef} type="button" aria-label="Open search" aria-expanded="false" onClick={openSearch} className={ICON_BUTTON}>
            <SearchIcon />
          </button>
        </div>
      )}
      <div className={open ? "max-[600px]:hidden" : undefined}>{account}</div>
    </div>
  );
}

type SearchFormProps = { inputRef: RefObject<HTMLInputElement | null>; onClose: () => void };

/** The box prefilled from the results page's `search` parameter. */
function SearchFormFromUrl(props: SearchFormProps) {
  const pathname = usePathname();
  const params = useSearchParams();
  const initial = pathname === SEARCH_PATH ? (params.get("search") ?? "") : "";
  return <SearchForm initial={initial} {...props} />;
}

function SearchForm({ initial, inputRef, onClose }: SearchFormProps & { initial: string }) {
  const router = useRouter();
  const inputId = useId();
  const [text, setText] = useState(initial);
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    // A new search in the URL (back, forward, a link): show its words.
    setShownInitial(initial);
    setText(initial);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) {
      inputRef.current?.focus();
      return;
    }
    router.push(searchHref(query));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <form role="search" onSubmit={submit} className="ml-auto flex min-w-0 flex-1 items-center gap-1 sm:max-w-xl">
      <label htmlFor={inputId} className="sr-only">
        Search any item
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Search any item"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="h-11 min-w-0 flex-1 rounded-full border border-stone-300 bg-stone-50 px-3 sm:px-4 text-base text-ink placeholder:text-stone-500 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-200 [&::-webkit-search-cancel-button]:appearance-none"
      />
      <button type="button" aria-label="Close search" onClick={onClose} className={ICON_BUTTON}>
        <CloseIcon className="size-5" />
      </button>
      <button
        type="submit"
        aria-label="Search"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-900"
      >
        <SearchIcon className="size-5" />
      </button>
    </form>
  );
}
