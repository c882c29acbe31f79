"use client";

import { useRouter } from "next/navigation";
import { useLayoutEffect, useState, type RefObject } from "react";
import { addToCartAction, removeFromCartAction } from "@/lib/cart/actions";
import type { CartView } from "@/lib/cart/view";
import type { ProductSize, ProductVariant } from "@/lib/catalog/product/detail";
import { rememberIntentAction } from "@/lib/intent/actions";
import { addToWishlistAction, removeFromWishlistAction } from "@/lib/wishlist/actions";
import { callAction } from "@/components/forms/action-helpers";
import { useProductMarks } from "@/components/layout/viewer-provider";
import { notify } from "@/components/ui/toast";
import { useLocalePath } from "@/components/i18n/locale-context";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useBuyT } from "./buy-words";
import type { RadioGroupHandle } from "./radio-group";
import { productPath } from "@/lib/paths";

// The product page's Add to Cart, Add to Wishlist and Buy Now for the chosen size, and what the viewer already holds.

type Busy = "cart" | "wishlist" | "buy" | null;

export function useCartAndWishlist({
  product,
  variant,
  size,
  colorGroup,
  sizeGroup,
}: {
  product: { id: string; slug: string; variants: ProductVariant[] };
  variant: ProductVariant | null;
  size: ProductSize | null;
  /** Focused when the shopper must still choose a colour or a size. */
  colorGroup: RefObject<RadioGroupHandle | null>;
  sizeGroup: RefObject<RadioGroupHandle | null>;
}) {
  const router = useRouter();
  const t = useBuyT();
  // The server's refusals and notices (sold out, a full cart) in the page's language where known.
  const local = useLocalMessage();
  const localePath = useLocalePath();
  // The buttons wait until the browser knows who is looking (signedIn is null until then).
  const { marks, signedIn, setCartCount } = useProductMarks(product.id);
  // The viewer's own changes made on this page; until one, the marks as read.
  const [cartChange, setCartChange] = useState<Record<string, number> | null>(null);
  const [wishlistChange, setWishlistChange] = useState<Set<string> | null>(null);
  const inCart = cartChange ?? marks?.cart ?? {};
  const wishlisted = wishlistChange ?? new Set(marks?.wishlist);
  const [busy, setBusy] = useState<Busy>(null);
  // Next keeps the page when the shopper leaves it (for the login, say) and shows it again as it was: when it is
  // hidden, nothing of this page is running any more, and its marks are read anew when it is shown.
  useLayoutEffect(
    () => () => {
      setBusy(null);
      setCartChange(null);
      setWishlistChange(null);
    },
    [],
  );

  /**
   * A visitor goes to log in (spec), with the way back to this page and the colour and size in
   * its address; with a size chosen, what they tapped is remembered and done after the login.
   */
  async function goToLogin(action: Exclude<Busy, null>) {
    const back = `${localePath(productPath(product.slug))}${window.location.search}`;
    if (size) {
      setBusy(action);
      // Unremembered (offline, refused), the login still brings the visitor back here.
      await callAction(() => rememberIntentAction({ action, sizeId: size.id, path: back }));
    }
    router.push(localePath(`/login?next=${encodeURIComponent(back)}`));
  }

  /** The chosen size when the shopper may act on it; otherwise says what is missing (or goes to login). */
  function chosenSize(action: Exclude<Busy, null>): ProductSize | null {
    if (!signedIn) {
      void goToLogin(action);
      return null;
    }
    if (!variant) {
      notify.error(t("selectColour"));
      colorGroup.current?.focus();
      return null;
    }
    if (!size) {
      notify.error(t("selectSize"));
      sizeGroup.current?.focus();
      return null;
    }
    return size;
  }

  /** The cart the server answered: this product's lines, and the header's count (no second request). */
  function takeCart(view: CartView) {
    setCartCount(view.cart.length);
    const ids = new Set(product.variants.flatMap((v) => v.sizes.map((s) => s.id)));
    setCartChange(Object.fromEntries(view.cart.filter((line) => ids.has(line.sizeId)).map((line) => [line.sizeId, line.quantity])));
    for (const notice of view.notices) notify.error(local(notice));
  }

  async function addToCart(chosen: ProductSize): Promise<boolean> {
    if (chosen.stock <= 0) {
      notify.error(t("itemOutOfStock"));
      return false;
    }
    const result = await callAction(() => addToCartAction({ sizeId: chosen.id }));
    if (!result.ok) {
      notify.error(local(result.message));
      return false;
    }
    takeCart(result.data);
    return true;
  }

  async function toggleCart() {
    const chosen = chosenSize("cart");
    if (!chosen) return;
    setBusy("cart");
    if (inCart[chosen.id]) {
      const result = await callAction(() => removeFromCartAction({ sizeId: chosen.id }));
      if (result.ok) {
        takeCart(result.data);
        notify.success(t("removedFromCart"));
      } else notify.error(local(result.message));
    } else if (await addToCart(chosen)) notify.success(t("addedToCart"));
    setBusy(null);
  }

  async function toggleWishlist() {
    const chosen = chosenSize("wishlist");
    if (!chosen) return;
    setBusy("wishlist");
    const saved = wishlisted.has(chosen.id);
    const result = await callAction(() =>
      saved ? removeFromWishlistAction({ sizeId: chosen.id }) : addToWishlistAction({ sizeId: chosen.id }),
    );
    setBusy(null);
    if (!result.ok) {
      notify.error(local(result.message));
      return;
    }
    setWishlistChange(new Set(result.data.wishlist.map((item) => item.sizeId)));
    notify.success(saved ? t("removedFromWishlist") : t("addedToWishlist"));
  }

  async function buyNow() {
    const chosen = chosenSize("buy");
    if (!chosen) return;
    if (!inCart[chosen.id]) {
      setBusy("buy");
      const added = await addToCart(chosen);
      setBusy(null);
      if (!added) return;
    }
    router.push(localePath("/cart"));
  }

  return {
    /** How many of the chosen size are in the cart. */
    quantity: size ? (inCart[size.id] ?? 0) : 0,
    wishlisted: size ? wishlisted.has(size.id) : false,
    /** The buttons are off while an action runs or before the viewer is known. */
    disabled: busy !== null || signedIn === null,
    signedIn,
    busy,
    toggleCart,
    toggleWishlist,
    buyNow,
  };
}
