"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useSearchNav } from "./search-nav";
import { CloseIcon, FilterIcon } from "@/components/ui/icons";
import { useListingT } from "./listing-words";

/**
 * A choice made in the open panel: the results page is rendered afresh for its URL (a new page, new
 * state), so the new page's panel opens again, with focus on the same choice, while the shopper keeps choosing.
 */
type Choice = { name: string; value: string };
let openAfterChoice: { href: string; focus: Choice | null } | null = null;

/** Called when a choice (a filter, or a link such as Clear) in the open panel navigates to `href`. */
export function keepPanelOpen(href: string, input?: HTMLInputElement): void {
  openAfterChoice = { href, focus: input ? { name: input.name, value: input.value } : null };
}

/** The choice that led to the page now shown, if any (never on the server, or on a page's first load). */
function choiceLeadingHere(): { href: string; focus: Choice | null } | null {
  const choice = openAfterChoice;
  if (!choice || typeof window === "undefined") return null;
  return new URL(choice.href, window.location.href).href === window.location.href ? choice : null;
}

/**
 * Below 768 px the filters live behind a "Filters" button, in a modal panel from the side (a native
 * <dialog>: focus stays inside and Escape closes it). The filters are mounted only while it is open,
 * so the page never holds two copies of them at once (the wide layout shows its own in a sidebar).
 * It stays open while the shopper chooses: each choice updates the results behind it.
 */
export function FilterPanel({ activeCount, total, children }: { activeCount: number; total: number; children: ReactNode }) {
  const t = useListingT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [reopenOn, setReopenOn] = useState<Choice | null>(null);
  const [open, setOpen] = useState(false);
  const { isPending } = useSearchNav();
  const titleId = useId();

  // Checked once the page is shown, when the address is the one the choice led to (during the new
  // page's first render it may still be the old one). The page left for the next choice stays
  // mounted, hidden, for going back; its modal <dialog>, still open, would keep the whole document
  // inert, so it closes when its page is hidden.
  useEffect(() => {
    const dialog = dialogRef.current;
    const choice = choiceLeadingHere();
    if (choice) {
      openAfterChoice = null;
      dialog?.showModal();
    }
    const frame = requestAnimationFrame(() => {
      if (!choice) return;
      setOpen(true);
      setReopenOn(choice.focus);
    });
    return () => {
      cancelAnimationFrame(frame);
      dialog?.close();
    };
  }, []);

  useEffect(() => {
    if (!reopenOn || !open) return;
    const inputs = dialogRef.current?.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(reopenOn.name)}"]`) ?? [];
    [...inputs].find((input) => input.value === reopenOn.value)?.focus();
  }, [reopenOn, open]);

  const show = () => {
    setOpen(true);
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={show}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-stone-50 md:hidden"
      >
        <FilterIcon className="size-5" />
        {t("filters")}
        {activeCount > 0 ? (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
            {activeCount}
            <span className="sr-only">{t("active")}</span>
          </span>
        ) : null}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
          const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
          if (link instanceof HTMLAnchorElement) keepPanelOpen(link.href);
        }}
        className="m-0 ml-auto h-dvh max-h-dvh w-[min(24rem,100vw)] max-w-none bg-white p-0 text-ink backdrop:bg-black/50 md:hidden"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-2">
            <h2 id={titleId} className="text-lg font-semibold">
              {t("filters")}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={t("closeFilters")}
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-stone-100"
            >
              <CloseIcon className="size-5" strokeWidth={2} />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{open ? children : null}</div>
          <div className="border-t border-stone-200 p-4">
            <button
              type="button"
              onClick={close}
              className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900"
            >
              {isPending ? t("loading") : t(total === 1 ? "show.one" : "show.other", { total: total.toLocaleString("en-IN") })}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
