"use client";

import { lazy, Suspense, useRef, type ReactNode } from "react";
import type { ProductVariant } from "@/lib/catalog/product/detail";
import type { ProductSizeChart } from "@/lib/catalog/fit/size-chart-view";
import type { Offer } from "@/lib/catalog/cards/offer";
import { Button } from "@/components/ui/button";
import { AddToCartIcon, SpinnerIcon, WishlistHeartIcon } from "@/components/ui/icons";
import { useBuyT } from "./buy-words";
import { InCartStatus } from "./in-cart-status";
import { NotifyMe } from "./notify-me";
import { ColourPicker, SizePicker } from "./choice-pickers";
import { Gallery } from "./gallery";
import { PriceBlock } from "./price-block";
import type { RadioGroupHandle } from "./radio-group";
import { useCartAndWishlist } from "./use-cart-and-wishlist";
import { useProductChoice } from "./use-product-choice";
import { useScrolledPast } from "./use-scrolled-past";

// The interactive heart of the product page: the gallery of the chosen colour, the colour and
// size choices, the price of the choice and the cart, wishlist and Buy Now buttons (and on a
// phone, the same buttons in a bar at the bottom once these have scrolled away; not for a sold-out
// size, which offers "Notify me" in the page instead).

/** The bar's stand-in until its code has come: it gives the page its room below (app/globals.css), as the bar does. */
function BuyBarRoom() {
  return <div data-buy-bar="" hidden />;
}

// The buy bar's code loads when the buttons first scroll away, not with the page.
const StickyBuyBar = lazy(() => import("./sticky-buy-bar").then((module) => ({ default: module.StickyBuyBar })));

export type ShowcaseProduct = { id: string; slug: string; name: string; variants: ProductVariant[]; offer: Offer };

export function ProductShowcase({
  product,
  defaultColorId,
  intro,
  sizeNote,
  sizeChart,
}: {
  product: ShowcaseProduct;
  /** The colour chosen when the address names none: the first in stock (lib/catalog/product/first-in-stock.ts). */
  defaultColorId: string | null;
  /** The server-rendered name, category and rating, shown above the choices. */
  intro: ReactNode;
  /** Shown under the sizes (what reviewers say about the fit). */
  sizeNote?: ReactNode;
  /** The product's size chart, opened beside the sizes; null: none. */
  sizeChart: ProductSizeChart | null;
}) {
  const t = useBuyT();
  const { colorId, sizeId, variant, size, chooseColor, chooseSize } = useProductChoice(product.variants, { defaultColorId });
  const colorGroup = useRef<RadioGroupHandle>(null);
  const sizeGroup = useRef<RadioGroupHandle>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const pastButtons = useScrolledPast(buttons);
  const actions = useCartAndWishlist({ product, variant, size, colorGroup, sizeGroup });
  const { quantity, wishlisted, disabled, busy, toggleCart, toggleWishlist, buyNow } = actions;
  const shownVariant = variant ?? product.variants[0] ?? null;
  // A sold-out size offers "Notify me" instead of the cart (decision 090).
  const soldOut = size !== null && size.stock <= 0;

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-8 lg:gap-12">
      <div className="md:sticky md:top-24 md:self-start">
        {shownVariant ? (
          <Gallery
            key={shownVariant.id}
            images={shownVariant.images}
            fallbackAlt={t("pictureOf", { name: product.name, colour: shownVariant.colorName })}
          />
        ) : null}
      </div>

      <div className="min-w-0 space-y-6">
        {intro}

        <PriceBlock offer={product.offer} variant={variant} size={size} />

        <ColourPicker variants={product.variants} colorId={colorId} onChange={chooseColor} groupRef={colorGroup} />
        <SizePicker
          variant={variant}
          sizeId={sizeId}
          onChange={chooseSize}
          groupRef={sizeGroup}
          note={sizeNote}
          chart={sizeChart}
          productName={product.name}
        />

        <div className="space-y-3">
          {soldOut ? <NotifyMe key={size.id} sizeId={size.id} sizeLabel={size.size} signedIn={actions.signedIn} /> : null}
          <div ref={buttons} className="grid grid-cols-2 gap-3">
            {soldOut ? null : (
              <Button variant={quantity > 0 ? "secondary" : "primary"} className="text-base" disabled={disabled} onClick={toggleCart}>
                {busy === "cart" ? <SpinnerIcon className="size-4" /> : <AddToCartIcon />}
                {quantity > 0 ? t("removeFromCart") : t("addToCart")}
              </Button>
            )}
            <Button
              variant="secondary"
              className={soldOut ? "col-span-2 text-base" : "text-base"}
              disabled={disabled}
              onClick={toggleWishlist}
            >
              {busy === "wishlist" ? <SpinnerIcon className="size-4" /> : <WishlistHeartIcon filled={wishlisted} />}
              {wishlisted ? (
                <>
                  {t("wishlisted")}
                  <span className="sr-only">{t("removeFromWishlist")}</span>
                </>
              ) : (
                t("addToWishlist")
              )}
            </Button>
            {soldOut ? null : (
              <Button className="col-span-2 bg-ink text-base hover:bg-black" disabled={disabled} onClick={buyNow}>
                {busy === "buy" ? <SpinnerIcon className="size-4" /> : null}
                {t("buyNow")}
              </Button>
            )}
          </div>
          <InCartStatus quantity={quantity} linkClassName="text-base" />
        </div>
      </div>

      {pastButtons === null ? (
        <BuyBarRoom />
      ) : (
        <Suspense fallback={<BuyBarRoom />}>
          <StickyBuyBar shown={pastButtons && !soldOut} productName={product.name} variant={variant} size={size} actions={actions} />
        </Suspense>
      )}
    </div>
  );
}
