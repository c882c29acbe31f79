"use client";

import { lazy, Suspense, useState } from "react";
import type { ProductImage } from "@/lib/catalog/cards/product-card";
import { ZoomInIcon } from "@/components/ui/icons";
import { Image } from "@/components/ui/image";
import { useBuyT } from "./buy-words";

// The full-screen zoom's code loads on the first tap on the picture, not with the page: the picture
// itself (the page's largest paint) is server-rendered markup and never waits for it.
const GalleryZoom = lazy(() => import("./gallery-zoom").then((module) => ({ default: module.GalleryZoom })));

/**
 * One colour's pictures: 50×100 thumbnails and a 500×400 main area. Every box has a fixed size,
 * so nothing moves while pictures load; portrait pictures sit whole (object-contain) on a light
 * ground. The parent remounts it (key) when the colour changes, back to the first picture.
 * A tap on the main picture opens it full screen, to zoom (gallery-zoom.tsx).
 */
export function Gallery({ images, fallbackAlt }: { images: readonly ProductImage[]; fallbackAlt: string }) {
  const t = useBuyT();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(false);
  const current = images[index] ?? images[0];
  const alt = current ? current.alt || fallbackAlt : fallbackAlt;
  return (
    <div className="flex flex-col gap-3 md:flex-row-reverse md:items-start md:justify-end">
      <div className="relative aspect-[4/5] w-full overflow-hidden rounded-xl bg-stone-50 md:aspect-[5/4] md:max-w-[500px]">
        {current ? (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={t("zoomPicture", { alt })}
            onClick={() => setZoom(true)}
            className="absolute inset-0 cursor-zoom-in"
          >
            <Image
              key={current.url}
              src={current.url}
              alt={alt}
              fill
              loading="eager"
              fetchPriority={index === 0 ? "high" : "auto"}
              sizes="(min-width: 768px) 500px, 100vw"
              className="object-contain"
            />
            <ZoomBadge />
          </button>
        ) : (
          <p className="flex h-full items-center justify-center text-sm text-ink-muted">{t("noPicture")}</p>
        )}
      </div>
      {images.length > 1 ? (
        <ul aria-label={t("pictures")} className="flex gap-2 overflow-x-auto p-1 md:flex-col md:overflow-visible md:p-0">
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                aria-label={t("showImage", { n: i + 1, total: images.length })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={`relative block h-[100px] w-[50px] overflow-hidden rounded-md border-2 bg-stone-50 transition-colors ${
                  i === index ? "border-brand-700" : "border-stone-200 hover:border-brand-200"
                }`}
              >
                <Image src={image.url} alt="" fill sizes="50px" className="object-contain" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoom && current ? (
        <Suspense fallback={null}>
          <GalleryZoom image={current} alt={alt} onClosed={() => setZoom(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function ZoomBadge() {
  return (
    <span aria-hidden="true" className="absolute bottom-2 right-2 rounded-full bg-white/90 p-2 text-ink shadow ring-1 ring-stone-200">
      <ZoomInIcon className="size-5" />
    </span>
  );
}
