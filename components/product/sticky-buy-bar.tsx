"use client";

import { IntentLink } from "@/components/ui/intent-link";
import type { ProductSize, ProductVariant } from "@/lib/catalog/product/detail";
import { Button, buttonClasses } from "@/components/ui/button";
import { Price } from "@/components/ui/price";
import { SpinnerIcon, WishlistHeartIcon } from "@/components/ui/icons";
import { useBuyT } from "./buy-words";
import type { useCartAndWishlist } from "./use-cart-and-wishlist";

// A phone's buy bar (below 640 px): fixed at the bottom once the page's own Add to Cart has scrolled
// up out of view. It shows the chosen colour, size and price, and offers the page's own actions:
// the showcase hands it the handlers of useCartAndWishlist, so there is one cart logic. Its code
// loads when the buttons first scroll away (product-showcase.tsx). While it (or the showcase's
// stand-in before it) is on the page, app/globals.css gives the body room below, so it never covers
// the page's end.

type Actions = Pick<
  ReturnType<typeof useCartAndWishlist>,
  "quantity" | "wishlisted" | "disabled" | "busy" | "toggleCart" | "toggleWishlist" | "buyNow"
>;

export function StickyBuyBar({
  shown,
  productName,
  variant,
  size,
  actions,
}: {
  /** Whether the page's own buttons are above the screen. */
  shown: boolean;
  productName: string;
  variant: ProductVariant | null;
  size: ProductSize | null;
  actions: Actions;
}) {
  const { quantity, wishlisted, disabled, busy, toggleCart, toggleWishlist, buyNow } = actions;
  const t = useBuyT();

  const choice = [variant?.colorName ?? t("chooseAColour"), size ? t("sizeShort", { size: size.size }) : variant ? t("chooseASize") : null]
    .filter(Boolean)
    .join(" · ");

  return (
    <section
      aria-label={t("buyName", { name: productName })}
      data-buy-bar=""
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] sm:hidden ${shown ? "" : "hidden"}`}
    >
      <p className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate text-ink-muted">{choice}</span>
        {size ? (
          <Price paise={size.priceWithGstPaise} className="shrink-0 font-bold text-ink" />
        ) : variant ? (
          <span className="shrink-0 text-ink-muted">
            {t("from")} <Price paise={variant.offer.lowPaise} className="font-bold text-ink" />
          </span>
        ) : null}
      </p>
      <div className="mt-1.5 grid grid-cols-[auto_1fr_1fr] gap-2">
        <Button
          variant="secondary"
          className="px-3"
          aria-label={t("addToWishlist")}
          aria-pressed={wishlisted}
          disabled={disabled}
          onClick={toggleWishlist}
        >
          {busy === "wishlist" ? <SpinnerIcon className="size-5" /> : <WishlistHeartIcon filled={wishlisted} />}
        </Button>
        <Button variant={quantity > 0 ? "secondary" : "primary"} className="px-2 leading-tight" disabled={disabled} onClick={toggleCart}>
          {busy === "cart" ? <SpinnerIcon className="size-4" /> : null}
          {quantity > 0 ? t("removeFromCart") : t("addToCart")}
        </Button>
        {quantity > 0 ? (
          <IntentLink href="/cart" className={buttonClasses("primary", "px-2")}>
            {t("goToCart")}
          </IntentLink>
        ) : (
          <Button className="bg-ink px-2 hover:bg-black" disabled={disabled} onClick={buyNow}>
            {busy === "buy" ? <SpinnerIcon className="size-4" /> : null}
            {t("buyNow")}
          </Button>
        )}
      </div>
    </section>
  );
}
