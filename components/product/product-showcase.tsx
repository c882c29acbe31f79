"use client";

import { useRef, type ReactNode } from "react";
import type { ProductVariant } from "@/lib/catalog/detail";
import type { Offer } from "@/lib/catalog/offer";
import { SIZE_ORDER } from "@/lib/catalog/sizes";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Gallery } from "./gallery";
import { PriceBlock } from "./price-block";
import { RadioGroup, type RadioGroupHandle } from "./radio-group";
import { useCartAndWishlist } from "./use-cart-and-wishlist";
import { useProductChoice } from "./use-product-choice";

// The interactive heart of the product page: the gallery of the chosen colour, the colour and
// size choices, the price of the choice and the cart, wishlist and Buy Now buttons.

export type ShowcaseProduct = { id: string; slug: string; name: string; variants: ProductVariant[]; offer: Offer };

export function ProductShowcase({
  product,
  intro,
  sizeNote,
}: {
  product: ShowcaseProduct;
  /** The server-rendered name, category and rating, shown above the choices. */
  intro: ReactNode;
  /** Shown under the sizes (what reviewers say about the fit). */
  sizeNote?: ReactNode;
}) {
  const { colorId, sizeId, variant, size, chooseColor, chooseSize } = useProductChoice(product.variants);
  const colorGroup = useRef<RadioGroupHandle>(null);
  const sizeGroup = useRef<RadioGroupHandle>(null);
  const { quantity, wishlisted, disabled, busy, toggleCart, toggleWishlist, buyNow } = useCartAndWishlist({
    product,
    variant,
    size,
    colorGroup,
    sizeGroup,
  });
  const shownVariant = variant ?? product.variants[0] ?? null;

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-8 lg:gap-12">
      <div className="md:sticky md:top-24 md:self-start">
        {shownVariant ? (
          <Gallery key={shownVariant.id} images={shownVariant.images} fallbackAlt={`${product.name} in ${shownVariant.colorName}`} />
        ) : null}
      </div>

      <div className="min-w-0 space-y-6">
        {intro}

        <PriceBlock offer={product.offer} variant={variant} size={size} />

        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">
            Colour{variant ? <span className="font-normal text-ink-muted">: {variant.colorName}</span> : null}
          </legend>
          <RadioGroup
            label="Colour"
            groupRef={colorGroup}
            value={colorId}
            onChange={chooseColor}
            className="flex flex-wrap gap-2"
            options={product.variants.map((v) => ({
              key: v.id,
              label: v.colorName,
              className: `inline-flex size-11 items-center justify-center rounded-full border-2 transition ${
                v.id === colorId ? "border-brand-700 ring-2 ring-brand-200" : "border-stone-300 hover:border-brand-500"
              }`,
              content: (
                <span
                  aria-hidden="true"
                  title={v.colorName}
                  className="size-8 rounded-full border border-black/10"
                  style={{ backgroundColor: v.colorCode }}
                />
              ),
            }))}
          />
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">
            Size
            {variant ? null : <span className="font-normal text-ink-muted"> (choose a colour first)</span>}
          </legend>
          {variant ? (
            <RadioGroup
              label="Size"
              groupRef={sizeGroup}
              value={sizeId}
              onChange={chooseSize}
              className="flex flex-wrap gap-2"
              options={variant.sizes.map((s) => ({
                key: s.id,
                label: s.stock > 0 ? s.size : `${s.size}, out of stock`,
                className: sizeClasses(s.id === sizeId, s.stock > 0),
                content: s.size,
              }))}
            />
          ) : (
            <div className="flex flex-wrap gap-2" aria-hidden="true">
              {SIZE_ORDER.map((label) => (
                <span key={label} className={sizeClasses(false, true, true)}>
                  {label}
                </span>
              ))}
            </div>
          )}
          {sizeNote}
        </fieldset>

        <div className="space-y-3">
          <div className="grid grid-cols-2 gap-3">
            <Button variant={quantity > 0 ? "secondary" : "primary"} className="text-base" disabled={disabled} onClick={toggleCart}>
              {busy === "cart" ? <Spinner className="size-4" /> : <CartGlyph />}
              {quantity > 0 ? "Remove From Cart" : "Add to Cart"}
            </Button>
            <Button variant="secondary" className="text-base" disabled={disabled} onClick={toggleWishlist}>
              {busy === "wishlist" ? <Spinner className="size-4" /> : <HeartGlyph filled={wishlisted} />}
              {wishlisted ? (
                <>
                  Wishlisted<span className="sr-only">, remove from wishlist</span>
                </>
              ) : (
                "Add to Wishlist"
              )}
            </Button>
            <Button className="col-span-2 bg-ink text-base hover:bg-black" disabled={disabled} onClick={buyNow}>
              {busy === "buy" ? <Spinner className="size-4" /> : null}
              Buy Now
            </Button>
          </div>
          <p aria-live="polite" className="min-h-5 text-sm font-medium text-brand-700">
            {quantity > 0 ? `In cart: ${quantity}` : ""}
          </p>
        </div>
      </div>
    </div>
  );
}

function sizeClasses(checked: boolean, inStock: boolean, placeholder = false): string {
  const base = "inline-flex h-11 min-w-12 items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors";
  if (placeholder) return `${base} border-stone-200 bg-stone-50 text-stone-500`;
  if (checked) return `${base} border-brand-700 bg-brand-700 text-white ${inStock ? "" : "line-through"}`;
  if (!inStock) return `${base} border-stone-200 bg-stone-50 text-stone-500 line-through decoration-2`;
  return `${base} border-stone-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700`;
}

function CartGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </svg>
  );
}

function HeartGlyph({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      className="size-5 text-red-700"
    >
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" strokeLinejoin="round" />
    </svg>
  );
}
