"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import type { WishlistItem } from "@/lib/wishlist/view";
import { addProductToWishlistAction, removeFromWishlistAction } from "@/lib/wishlist/actions";
import { callAction } from "@/components/forms/action-helpers";
import { useViewer } from "@/components/layout/viewer-provider";
import { WishlistHeartIcon } from "@/components/ui/icons";
import { notify } from "@/components/ui/toast";
import { useT } from "@/components/i18n/locale-context";
import { common } from "@/lib/i18n/messages/common";

// A product card's wishlist heart. Cards are cached, the same for everyone, so the heart learns in
// the browser whether it is pressed: the hearts of a page share one read of the shopper's wishlist
// (GET /api/v1/order/getMyWishlist), made again when the viewer is read again (not when only the
// cart's size changes). A visitor's tap goes
// to the login first (spec); a shopper's saves the product's first size in stock, or takes every
// size of the product off the wishlist.

/** productId → its sizes on the shopper's wishlist. */
type Saved = ReadonlyMap<string, readonly string[]>;

let saved: Saved | null = null;
/** The viewer's read the wishlist was read for (useViewer's `read`); null for a visitor. */
let readFor: number | null = null;
const listeners = new Set<() => void>();

function publish(next: Saved | null) {
  saved = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function bySize(items: readonly Pick<WishlistItem, "productId" | "sizeId">[]): Saved {
  const map = new Map<string, string[]>();
  for (const item of items) map.set(item.productId, [...(map.get(item.productId) ?? []), item.sizeId]);
  return map;
}

/** Reads the wishlist once per read of the viewer, however many hearts ask; null forgets it (a visitor). */
function readWishlist(read: number | null) {
  if (read === readFor) return;
  readFor = read;
  if (read === null) {
    publish(null);
    return;
  }
  fetch("/api/v1/order/getMyWishlist", { cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<{ wishlist?: WishlistItem[] }>) : null))
    .catch(() => null)
    .then((body) => {
      if (readFor === read && body?.wishlist) publish(bySize(body.wishlist));
    });
}

export function CardWishlistHeart({ productId, productName }: { productId: string; productName: string }) {
  const router = useRouter();
  const t = useT(common);
  const { viewer, loaded, read } = useViewer();
  const current = useSyncExternalStore(
    subscribe,
    () => saved,
    () => null,
  );
  const [busy, setBusy] = useState(false);
  const signedIn = loaded && viewer !== null;
  useEffect(() => readWishlist(signedIn ? read : null), [signedIn, read]);

  const sizeIds = viewer ? (current?.get(productId) ?? []) : [];
  const pressed = sizeIds.length > 0;
  // Off until the browser knows who is looking and, for a shopper, what they saved.
  const known = loaded && (viewer === null || current !== null);

  async function toggle() {
    if (!viewer) {
      router.push(`/login?next=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`);
      return;
    }
    setBusy(true);
    let wishlist: WishlistItem[] | null = null;
    let failure: string | null = null;
    if (pressed) {
      for (const sizeId of sizeIds) {
        const result = await callAction(() => removeFromWishlistAction({ sizeId }));
        if (result.ok) wishlist = result.data.wishlist;
        else failure = result.message;
      }
    } else {
      const result = await callAction(() => addProductToWishlistAction({ productId }));
      if (result.ok) wishlist = result.data.wishlist;
      else failure = result.message;
    }
    setBusy(false);
    if (wishlist) publish(bySize(wishlist));
    if (failure) notify.error(failure);
    else notify.success(pressed ? t("removedFromWishlist") : t("addedToWishlist"));
  }

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t("addToWishlist", { name: productName })}
      disabled={!known || busy}
      onClick={toggle}
      className="product-card-heart"
    >
      <WishlistHeartIcon filled={pressed} className="size-6" />
    </button>
  );
}
