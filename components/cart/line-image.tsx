import Image from "next/image";

/** A cart or wishlist line's picture in a fixed 4:5 box (no layout shift); a plain box without one. */
export function LineImage({ src, className = "w-20" }: { src: string; className?: string }) {
  return (
    <div className={`relative aspect-[4/5] shrink-0 self-start overflow-hidden rounded-lg bg-stone-100 ${className}`}>
      {src ? <Image src={src} alt="" fill sizes="160px" className="object-contain" /> : null}
    </div>
  );
}

/** "Silk Kurta - Maroon - M" → "Silk Kurta" (the view's name is product, colour and size). */
export function productNameOf(item: { name: string; colorName: string; size: string }): string {
  const suffix = ` - ${item.colorName} - ${item.size}`;
  return item.name.endsWith(suffix) ? item.name.slice(0, -suffix.length) : item.name;
}
