"use client";

import { lazy, Suspense, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { EyeIcon } from "@/components/ui/icons";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useT } from "@/components/i18n/locale-context";
import { common } from "@/lib/i18n/messages/common";

// "Quick view": a product card's button that opens the product in a modal <dialog> (focus stays
// inside, Escape closes it, as does a click on the backdrop or the close button).

// The dialog's code loads on the first click, not with every product listing (React's lazy, not
// next/dynamic: it is never rendered on the server, and next/dynamic's own code would ride along).
const QuickViewDialog = lazy(() => import("./quick-view-dialog").then((module) => ({ default: module.QuickViewDialog })));

export function QuickViewButton({ productId, productName }: { productId: string; productName: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const t = useT(common);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={t("quickViewOf", { name: productName })}
        disabled={!hydrated}
        onClick={() => setOpen(true)}
        className="product-card-quick-view"
      >
        <EyeIcon className="size-4" />
        {t("quickView")}
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
