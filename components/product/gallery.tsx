"use client";

import Image from "next/image";
import { useState } from "react";
import type { ProductImage } from "@/lib/catalog/product-card";

/**
 * One colour's pictures: 50×100 thumbnails and a 500×400 main area. Every box has a fixed size,
 * so nothing moves while pictures load; portrait pictures sit whole (object-contain) on a light
 * ground. The parent remounts it (key) when the colour changes, back to the first picture.
 */
export function Gallery({ images, fallbackAlt }: { images: readonly ProductImage[]; fallbackAlt: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className="flex flex-col gap-3 md:flex-row-reverse md:items-start md:justify-end">
      <div className="relative aspect-[4/5] w-full overflow-hidden rounded-xl bg-stone-50 md:aspect-[5/4] md:max-w-[500px]">
        {current ? (
          <Image
            key={current.url}
            src={current.url}
            alt={current.alt || fallbackAlt}
            fill
            loading="eager"
            fetchPriority={index === 0 ? "high" : "auto"}
            sizes="(min-width: 768px) 500px, 100vw"
            className="object-contain"
          />
        ) : (
          <p className="flex h-full items-center justify-center text-sm text-ink-muted">No picture yet</p>
        )}
      </div>
      {images.length > 1 ? (
        <ul aria-label="Pictures" className="flex gap-2 overflow-x-auto p-1 md:flex-col md:overflow-visible md:p-0">
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${i + 1} of ${images.length}`}
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
    </div>
  );
}
