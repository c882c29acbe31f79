"use client";

import type { CartItem } from "@/lib/cart/view";
import { useCartT } from "./cart-words";

/** The line's size, changed in place: the colour's other sizes, a sold-out one shown but not chosen. */
export function SizePicker({ item, busy, onSize }: { item: CartItem; busy: boolean; onSize: (sizeId: string) => void }) {
  const t = useCartT();
  if (item.sizes.length < 2) return <span className="text-sm text-ink-muted">{t("sizeIs", { size: item.size })}</span>;
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-ink">
      {t("size")}
      <select
        aria-label={t("sizeOf", { name: item.name })}
        value={item.sizeId}
        disabled={busy}
        onChange={(event) => onSize(event.target.value)}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 disabled:opacity-50"
      >
        {item.sizes.map((choice) => (
          <option key={choice.sizeId} value={choice.sizeId} disabled={!choice.inStock && choice.sizeId !== item.sizeId}>
            {choice.inStock ? choice.size : t("soldOut", { size: choice.size })}
          </option>
        ))}
      </select>
    </label>
  );
}
