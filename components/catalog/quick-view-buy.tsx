"use client";

import Link from "next/link";
import { useMemo, useRef } from "react";
import type { ProductVariant } from "@/lib/catalog/product/detail";
import { firstInStockVariant } from "@/lib/catalog/product/first-in-stock";
import { offerOf, shopperSize } from "@/lib/catalog/cards/offer";
import type { ProductDetailView } from "@/lib/catalog/product/product-view";
import { rupeesToPaise } from "@/lib/pricing/money";
import { Button, buttonClasses } from "@/components/ui/button";
import { SpinnerIcon } from "@/components/ui/icons";
import { InCartStatus } from "@/components/product/in-cart-status";
import { NotifyMe } from "@/components/product/notify-me";
import { ColourPicker, SizePicker } from "@/components/product/choice-pickers";
import type { RadioGroupHandle } from "@/components/product/radio-group";
import { useCartAndWishlist } from "@/components/product/use-cart-and-wishlist";
import { useProductChoice } from "@/components/product/use-product-choice";
import { productPath } from "@/lib/paths";
import { useLocalePath } from "@/components/i18n/locale-context";
import { useBuyT } from "@/components/product/buy-words";

// The quick view's colour and size and its Add to Cart, beside View More: the product page's own
// pickers and hooks, opening on the first colour in stock. The choice stays in the dialog (the
// page's address is the listing's); the product came from the API, in rupees.

type BuyProduct = Pick<ProductDetailView, "id" | "slug" | "name" | "subDetails" | "sizeChart">;

/** The API's colours as the product page's hooks take them (the dialog shows its own picture). */
function toVariants(subDetails: BuyProduct["subDetails"]): ProductVariant[] {
  return subDetails.map((variant) => {
    const sizes = variant.sizes.map((size) => {
      const pricePaise = rupeesToPaise(size.price);
      // The API's prices with GST are what the page shows (typed or derived), so they price the piece as typed ones.
      const piece = {
        id: size._id,
        size: size.size,
        pricePaise,
        cutPricePaise: rupeesToPaise(size.discount),
        priceWithGstPaise: rupeesToPaise(size.priceWithGst),
        cutPriceWithGstPaise: rupeesToPaise(size.cutPriceWithGst),
        stock: size.stock,
      };
      return shopperSize(piece, pricePaise);
    });
    return { id: variant._id, colorName: variant.colorName, colorCode: variant.colorCode, images: [], sizes, offer: offerOf(sizes) };
  });
}

export function QuickViewBuy({ product }: { product: BuyProduct }) {
  const variants = useMemo(() => toVariants(product.subDetails), [product.subDetails]);
  const { colorId, sizeId, variant, size, chooseColor, chooseSize } = useProductChoice(variants, {
    defaultColorId: firstInStockVariant(variants)?.id ?? null,
    inAddress: false,
  });
  // A sold-out size offers "Notify me" instead of Add to Cart (decision 090).
  const soldOut = size !== null && size.stock <= 0;
  const t = useBuyT();
  const localePath = useLocalePath();
  const colorGroup = useRef<RadioGroupHandle>(null);
  const sizeGroup = useRef<RadioGroupHandle>(null);
  const { quantity, disabled, busy, toggleCart, signedIn } = useCartAndWishlist({
    product: { id: product.id, slug: product.slug, variants },
    variant,
    size,
    colorGroup,
    sizeGroup,
  });

  return (
    <div className="mt-auto space-y-4">
      {variants.length > 0 ? (
        <>
          <ColourPicker variants={variants} colorId={colorId} onChange={chooseColor} groupRef={colorGroup} />
          <SizePicker
            variant={variant}
            sizeId={sizeId}
            onChange={chooseSize}
            groupRef={sizeGroup}
            chart={product.sizeChart}
            productName={product.name}
          />
        </>
      ) : null}
      {soldOut ? <NotifyMe key={size.id} sizeId={size.id} sizeLabel={size.size} signedIn={signedIn} /> : null}
      <div className="grid grid-cols-2 gap-2">
        {soldOut ? null : (
          <Button variant={quantity > 0 ? "secondary" : "primary"} disabled={disabled || variants.length === 0} onClick={toggleCart}>
            {busy === "cart" ? <SpinnerIcon className="size-4" /> : null}
            {quantity > 0 ? t("removeFromCart") : t("addToCart")}
          </Button>
        )}
        <Link href={localePath(productPath(product.slug))} className={buttonClasses("secondary", soldOut ? "col-span-2" : undefined)}>
          {t("quick.viewMore")}
          <span className="sr-only">{t("quick.about", { name: product.name })}</span>
        </Link>
      </div>
      <InCartStatus quantity={quantity} />
    </div>
  );
}
