"use client";

import { useEffect, useRef, useState } from "react";
import type { ProductImage } from "@/lib/catalog/cards/product-card";
import { Image } from "@/components/ui/image";
import { CloseIcon } from "@/components/ui/icons";
import { useBuyT } from "./buy-words";

// A picture of the gallery full screen, in a modal <dialog> (focus starts on its Zoom button):
// Escape or the close button shut it, and focus goes back to the picture. Pinching zooms it as the
// phone zooms any page (nothing here stops the gesture); a tap on the picture or the Zoom button
// shows it at twice the screen's width, to pan.

export function GalleryZoom({ image, alt, onClosed }: { image: ProductImage; alt: string; onClosed: () => void }) {
  const t = useBuyT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [zoomed, setZoomed] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-label={t("pictureLabel", { alt })}
      onClose={onClosed}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-stone-50 p-0 text-ink backdrop:bg-black/70"
    >
      <div className="fixed right-3 top-3 z-10 flex gap-2">
        <button
          type="button"
          aria-pressed={zoomed}
          onClick={() => setZoomed((on) => !on)}
          className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold shadow ring-1 ring-stone-300 hover:bg-stone-100"
        >
          {t("zoom")}
        </button>
        <button
          type="button"
          aria-label={t("closePicture")}
          onClick={() => dialogRef.current?.close()}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white shadow ring-1 ring-stone-300 hover:bg-stone-100"
        >
          <CloseIcon className="size-5" strokeWidth={2} />
        </button>
      </div>
      {/* Focusable, so the arrow keys pan the zoomed picture. */}
      <div
        role="region"
        aria-label={t("zoomable")}
        tabIndex={0}
        className="h-full w-full overflow-auto [touch-action:pan-x_pan-y_pinch-zoom] focus-visible:outline-offset-[-4px]"
      >
        <Image
          src={image.url}
          alt={alt}
          width={image.width}
          height={image.height}
          sizes={zoomed ? "200vw" : "100vw"}
          onClick={() => setZoomed((on) => !on)}
          className={zoomed ? "h-auto w-[200vw] max-w-none cursor-zoom-out" : "h-full w-full cursor-zoom-in object-contain"}
        />
      </div>
    </dialog>
  );
}
