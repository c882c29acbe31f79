"use client";

import { lazy, Suspense, useRef, useState } from "react";
import { createPortal } from "react-dom";

// "Quick view": a product card's button that opens the product in a modal <dialog> (focus stays
// inside, Escape closes it, as does a click on the backdrop or the close button).

// The dialog's code loads on the first click, not with every product listing (React's lazy, not
// next/dynamic: it is never rendered on the server, and next/dynamic's own code would ride along).
const QuickViewDialog = lazy(() => import("./quick-view-dialog").then((module) => ({ default: module.QuickViewDialog })));

export function QuickViewButton({ productId, productName }: { productId: string; productName: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={`Quick view: ${productName}`}
        onClick={() => setOpen(true)}
        className="relative z-10 mt-2 inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-brand-700 transition-colors hover:border-brand-600 hover:bg-brand-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
        Quick view
      </button>
      {/* In <body>, so the drag handling of a carousel around the card never sees the dialog's pointer events. */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <QuickViewDialog
                productId={productId}
                productName={productName}
                onClosed={() => {
                  setOpen(false);
                  buttonRef.current?.focus({ preventScroll: true });
                }}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
