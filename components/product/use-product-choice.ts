"use client";

import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import type { ProductVariant } from "@/lib/catalog/product/detail";

// The shopper's colour and size, kept in the page's address (?color=<variant id>&size=<size>) so a link shares it.
// Without a colour in the address, the page opens on the first colour in stock, so its sizes can be tapped at once.

type Choice = { colorId: string | null; sizeId: string | null };

/** The page's address for a choice: ?color=<variant id>&size=<size>. */
function choiceHref(colorId: string | null, size: string | null): string {
  const params = new URLSearchParams();
  if (colorId) params.set("color", colorId);
  if (colorId && size) params.set("size", size);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

const subscribeNever = () => () => {};
const readAddressQuery = () => window.location.search;
const noAddressQuery = () => "";

/** ?color=<variant id>&size=<size>, kept only when this product has them. */
function choiceOf(variants: ProductVariant[], query: URLSearchParams): Choice {
  const variant = variants.find((candidate) => candidate.id === query.get("color"));
  const size = variant?.sizes.find((candidate) => candidate.size === query.get("size"));
  return { colorId: variant?.id ?? null, sizeId: size?.id ?? null };
}

type ChoiceOptions = {
  /** The colour chosen until the address or the shopper says otherwise (the first in stock, decided by the page's loader). */
  defaultColorId?: string | null;
  /** Whether the choice lives in the page's address (the product page) or only here (the quick view). */
  inAddress?: boolean;
};

export function useProductChoice(variants: ProductVariant[], { defaultColorId = null, inAddress = true }: ChoiceOptions = {}) {
  const router = useRouter();
  // The page is static: a shared choice is read from the address in the browser, until the shopper picks their own.
  const address = useSyncExternalStore(subscribeNever, inAddress ? readAddressQuery : noAddressQuery, noAddressQuery);
  const [picked, setPicked] = useState<Choice | null>(null);
  const shared = choiceOf(variants, new URLSearchParams(address));
  const { colorId, sizeId } = picked ?? (shared.colorId ? shared : { colorId: defaultColorId, sizeId: null });
  const variant = variants.find((v) => v.id === colorId) ?? null;
  const size = variant?.sizes.find((s) => s.id === sizeId) ?? null;

  function chooseColor(id: string) {
    if (id === colorId) return;
    setPicked({ colorId: id, sizeId: null });
    if (inAddress) router.replace(choiceHref(id, null), { scroll: false });
  }

  function chooseSize(id: string) {
    setPicked({ colorId, sizeId: id });
    const label = variant?.sizes.find((s) => s.id === id)?.size ?? null;
    if (inAddress) router.replace(choiceHref(colorId, label), { scroll: false });
  }

  return { colorId, sizeId, variant, size, chooseColor, chooseSize };
}
