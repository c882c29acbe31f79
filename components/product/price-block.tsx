import type { ReactNode } from "react";
import type { ProductSize, ProductVariant } from "@/lib/catalog/product/detail";
import type { Offer } from "@/lib/catalog/cards/offer";
import { stockLevel } from "@/lib/catalog/stock";
import { formatINR } from "@/lib/pricing/money";
import { useBuyT } from "./buy-words";

// The price of the shopper's choice, GST included as Indian shoppers read a price: the size's price, cut price and
// stock; the colour's range; or the product's starting price. The figures come from lib/catalog/product/detail.ts
// (priceWithGst), the cart line's per-piece figure; the discount is shopperSize's percentOff of the prices before GST,
// the rule of the listing's filter and cards, for a size and for the cheapest piece before one is chosen.

export function PriceBlock({ offer, variant, size }: { offer: Offer; variant: ProductVariant | null; size: ProductSize | null }) {
  const t = useBuyT();
  return (
    <div aria-live="polite" className="space-y-1">
      {size ? <SizePrice size={size} /> : variant ? <VariantPrice offer={variant.offer} /> : <StartingPrice offer={offer} />}
      <p className="text-xs text-ink-muted">{t("inclusive")}</p>
    </div>
  );
}

function SizePrice({ size }: { size: ProductSize }) {
  const t = useBuyT();
  const off = size.percentOff;
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold tracking-tight" data-testid="price-with-gst">
          {formatINR(size.priceWithGstPaise)}
        </span>
        {size.cutPriceWithGstPaise > size.priceWithGstPaise ? (
          <s className="text-lg text-ink-muted">
            <span className="sr-only">{t("cutPrice")}</span>
            {formatINR(size.cutPriceWithGstPaise)}
          </s>
        ) : null}
        {off > 0 ? <span className="text-lg font-semibold text-green-800">{t("off", { pct: off })}</span> : null}
      </p>
      <StockNote stock={size.stock} />
    </>
  );
}

function VariantPrice({ offer }: { offer: Offer }) {
  const t = useBuyT();
  const price: ReactNode =
    offer.lowPaise !== offer.highPaise ? (
      <p className="text-2xl font-bold tracking-tight">
        {formatINR(offer.lowPaise)} <span aria-hidden="true">–</span>
        <span className="sr-only">{t("to")}</span> {formatINR(offer.highPaise)}
      </p>
    ) : (
      <p className="text-2xl font-bold tracking-tight">{formatINR(offer.lowPaise)}</p>
    );
  return (
    <>
      {price}
      {offer.wasPaise !== null ? (
        <p className="flex flex-wrap items-baseline gap-x-3 text-lg text-ink-muted">
          <SalePart wasPaise={offer.wasPaise} off={offer.percentOff} />
        </p>
      ) : null}
      {offer.inStock ? null : <StockNote stock={0} />}
    </>
  );
}

function StartingPrice({ offer }: { offer: Offer }) {
  const t = useBuyT();
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-lg text-ink-muted">
      <span>
        {t("startingFrom")} <span className="text-2xl font-bold tracking-tight text-ink">{formatINR(offer.lowPaise)}</span>
      </span>
      {offer.wasPaise !== null ? <SalePart wasPaise={offer.wasPaise} off={offer.percentOff} /> : null}
    </p>
  );
}

/** The cheapest piece's struck price and percentage before a size is chosen (decision 086), as that size shows them. */
function SalePart({ wasPaise, off }: { wasPaise: number; off: number }) {
  const t = useBuyT();
  return (
    <>
      <s>
        <span className="sr-only">{t("cutPrice")}</span>
        {formatINR(wasPaise)}
      </s>
      {off > 0 ? <span className="font-semibold text-green-800">{t("off", { pct: off })}</span> : null}
    </>
  );
}

function StockNote({ stock }: { stock: number }) {
  const t = useBuyT();
  const level = stockLevel(stock);
  if (level === "out") return <p className="text-base font-semibold text-red-700">{t("outOfStock")}</p>;
  if (level === "low") return <p className="text-base font-semibold text-red-700">{t("onlyLeft", { stock })}</p>;
  return <p className="text-sm font-medium text-green-800">{t("inStock")}</p>;
}
