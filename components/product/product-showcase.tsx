"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { addToCartAction, removeFromCartAction } from "@/lib/cart/actions";
import type { CartView } from "@/lib/cart/view";
import type { ProductSize, ProductVariant } from "@/lib/catalog/detail";
import { SIZE_ORDER } from "@/lib/catalog/sizes";
import { stockLevel } from "@/lib/catalog/stock";
import { formatINR, percentOff } from "@/lib/pricing";
import { addToWishlistAction, removeFromWishlistAction } from "@/lib/wishlist/actions";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { notify } from "@/components/ui/toast";
import { callAction } from "@/components/cart/call-action";
import { useProductMarks } from "@/components/layout/viewer-provider";
import { Gallery } from "./gallery";
import { RadioGroup, type RadioGroupHandle } from "./radio-group";

// The interactive heart of the product page: the gallery of the chosen colour, the colour and
// size choices, the price of the choice and the cart, wishlist and Buy Now buttons.

const SELECT_COLOR = "Select the color first";
const SELECT_SIZE = "Select the size";
const OUT_OF_STOCK = "Item is out of stock";

export type ShowcaseProduct = { id: string; slug: string; name: string; variants: ProductVariant[] };

type Busy = "cart" | "wishlist" | "buy" | null;

/** The page's address for a choice: ?color=<variant id>&size=<size>, so a link shares it. */
function choiceHref(colorId: string | null, size: string | null): string {
  const params = new URLSearchParams();
  if (colorId) params.set("color", colorId);
  if (colorId && size) params.set("size", size);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

type Choice = { colorId: string | null; sizeId: string | null };

const subscribeNever = () => () => {};
const readAddressQuery = () => window.location.search;
const noAddressQuery = () => "";

/** ?color=<variant id>&size=<size>, kept only when this product has them. */
function choiceOf(variants: ProductVariant[], query: URLSearchParams): Choice {
  const variant = variants.find((candidate) => candidate.id === query.get("color"));
  const size = variant?.sizes.find((candidate) => candidate.size === query.get("size"));
  return { colorId: variant?.id ?? null, sizeId: size?.id ?? null };
}

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
  const router = useRouter();
  // The page is static: a shared choice (?color=…&size=…) is read from the address in the browser,
  // until the shopper picks their own.
  const address = useSyncExternalStore(subscribeNever, readAddressQuery, noAddressQuery);
  const [picked, setPicked] = useState<Choice | null>(null);
  const { colorId, sizeId } = picked ?? choiceOf(product.variants, new URLSearchParams(address));
  // The buttons wait until the browser knows who is looking (signedIn is null until then).
  const { marks, signedIn, reload } = useProductMarks(product.id);
  // The viewer's own changes made on this page; until one, the marks as read.
  const [cartChange, setCartChange] = useState<Record<string, number> | null>(null);
  const [wishlistChange, setWishlistChange] = useState<Set<string> | null>(null);
  const inCart = cartChange ?? marks?.cart ?? {};
  const wishlisted = wishlistChange ?? new Set(marks?.wishlist);
  const [busy, setBusy] = useState<Busy>(null);
  const colorGroup = useRef<RadioGroupHandle>(null);
  const sizeGroup = useRef<RadioGroupHandle>(null);

  const variant = product.variants.find((v) => v.id === colorId) ?? null;
  const size = variant?.sizes.find((s) => s.id === sizeId) ?? null;
  const shownVariant = variant ?? product.variants[0] ?? null;
  const quantity = size ? (inCart[size.id] ?? 0) : 0;
  const loginHref = `/login?next=${encodeURIComponent(`/product/${product.slug}`)}`;

  function chooseColor(id: string) {
    if (id === colorId) return;
    setPicked({ colorId: id, sizeId: null });
    router.replace(choiceHref(id, null), { scroll: false });
  }

  function chooseSize(id: string) {
    setPicked({ colorId, sizeId: id });
    const label = variant?.sizes.find((s) => s.id === id)?.size ?? null;
    router.replace(choiceHref(colorId, label), { scroll: false });
  }

  /** The chosen size when the shopper may act on it; otherwise says what is missing (or goes to login). */
  function chosenSize(): ProductSize | null {
    if (!signedIn) {
      router.push(loginHref);
      return null;
    }
    if (!variant) {
      notify.error(SELECT_COLOR);
      colorGroup.current?.focus();
      return null;
    }
    if (!size) {
      notify.error(SELECT_SIZE);
      sizeGroup.current?.focus();
      return null;
    }
    return size;
  }

  function takeCart(view: CartView) {
    const ids = new Set(product.variants.flatMap((v) => v.sizes.map((s) => s.id)));
    setCartChange(Object.fromEntries(view.cart.filter((line) => ids.has(line.sizeId)).map((line) => [line.sizeId, line.quantity])));
    for (const notice of view.notices) notify.error(notice);
  }

  async function addToCart(chosen: ProductSize): Promise<boolean> {
    if (chosen.stock <= 0) {
      notify.error(OUT_OF_STOCK);
      return false;
    }
    const result = await callAction(() => addToCartAction({ sizeId: chosen.id }));
    if (!result.ok) {
      notify.error(result.message);
      return false;
    }
    takeCart(result.data);
    return true;
  }

  async function toggleCart() {
    const chosen = chosenSize();
    if (!chosen) return;
    setBusy("cart");
    let changed = false;
    if (inCart[chosen.id]) {
      const result = await callAction(() => removeFromCartAction({ sizeId: chosen.id }));
      if (result.ok) takeCart(result.data);
      else notify.error(result.message);
      changed = result.ok;
      if (changed) notify.success("Removed from cart");
    } else {
      changed = await addToCart(chosen);
      if (changed) notify.success("Added to cart");
    }
    setBusy(null);
    // The header's cart count.
    if (changed) reload();
  }

  async function toggleWishlist() {
    const chosen = chosenSize();
    if (!chosen) return;
    setBusy("wishlist");
    const saved = wishlisted.has(chosen.id);
    const result = await callAction(() =>
      saved ? removeFromWishlistAction({ sizeId: chosen.id }) : addToWishlistAction({ sizeId: chosen.id }),
    );
    setBusy(null);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    setWishlistChange(new Set(result.data.wishlist.map((item) => item.sizeId)));
    notify.success(saved ? "Removed from wishlist" : "Added to wishlist");
  }

  async function buyNow() {
    const chosen = chosenSize();
    if (!chosen) return;
    if (!inCart[chosen.id]) {
      setBusy("buy");
      const added = await addToCart(chosen);
      setBusy(null);
      if (!added) return;
    }
    router.push("/cart");
  }

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-8 lg:gap-12">
      <div className="md:sticky md:top-24 md:self-start">
        {shownVariant ? (
          <Gallery key={shownVariant.id} images={shownVariant.images} fallbackAlt={`${product.name} in ${shownVariant.colorName}`} />
        ) : null}
      </div>

      <div className="min-w-0 space-y-6">
        {intro}

        <PriceBlock variants={product.variants} variant={variant} size={size} />

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
            <Button
              variant={quantity > 0 ? "secondary" : "primary"}
              className="text-base"
              disabled={busy !== null || signedIn === null}
              onClick={toggleCart}
            >
              {busy === "cart" ? <Spinner className="size-4" /> : <CartGlyph />}
              {quantity > 0 ? "Remove From Cart" : "Add to Cart"}
            </Button>
            <Button variant="secondary" className="text-base" disabled={busy !== null || signedIn === null} onClick={toggleWishlist}>
              {busy === "wishlist" ? <Spinner className="size-4" /> : <HeartGlyph filled={size ? wishlisted.has(size.id) : false} />}
              {size && wishlisted.has(size.id) ? (
                <>
                  Wishlisted<span className="sr-only">, remove from wishlist</span>
                </>
              ) : (
                "Add to Wishlist"
              )}
            </Button>
            <Button className="col-span-2 bg-ink text-base hover:bg-black" disabled={busy !== null || signedIn === null} onClick={buyNow}>
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

function PriceBlock({ variants, variant, size }: { variants: ProductVariant[]; variant: ProductVariant | null; size: ProductSize | null }) {
  let body: ReactNode;
  if (size) {
    const off = percentOff(size.pricePaise, size.cutPricePaise);
    body = (
      <>
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-3xl font-bold tracking-tight">{formatINR(size.pricePaise)}</span>
          {size.cutPricePaise > size.pricePaise ? (
            <s className="text-lg text-ink-muted">
              <span className="sr-only">Cut price </span>
              {formatINR(size.cutPricePaise)}
            </s>
          ) : null}
          {off > 0 ? <span className="text-lg font-semibold text-green-800">{off}% off</span> : null}
        </p>
        <StockNote stock={size.stock} />
      </>
    );
  } else {
    const prices = (variant ? variant.sizes : variants.flatMap((v) => v.sizes)).map((s) => s.pricePaise);
    const low = prices.length > 0 ? Math.min(...prices) : 0;
    const high = prices.length > 0 ? Math.max(...prices) : 0;
    body =
      variant && low !== high ? (
        <p className="text-2xl font-bold tracking-tight">
          {formatINR(low)} <span aria-hidden="true">–</span>
          <span className="sr-only"> to </span> {formatINR(high)}
        </p>
      ) : variant ? (
        <p className="text-2xl font-bold tracking-tight">{formatINR(low)}</p>
      ) : (
        <p className="text-lg text-ink-muted">
          Starting from <span className="text-2xl font-bold tracking-tight text-ink">{formatINR(low)}</span>
        </p>
      );
    if (variant && variant.sizes.every((s) => s.stock <= 0))
      body = (
        <>
          {body}
          <StockNote stock={0} />
        </>
      );
  }
  return (
    <div aria-live="polite" className="space-y-1">
      {body}
      <p className="text-xs text-ink-muted">GST is added in the cart. Free delivery across India.</p>
    </div>
  );
}

function StockNote({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  if (level === "out") return <p className="text-base font-semibold text-red-700">Out of stock</p>;
  if (level === "low") return <p className="text-base font-semibold text-red-700">Hurry Up, Only {stock} left</p>;
  return <p className="text-sm font-medium text-green-800">In stock</p>;
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
