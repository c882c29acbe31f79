"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { ProductDetailView } from "@/lib/catalog/product/product-view";
import { formatINR, rupeesToPaise } from "@/lib/pricing/money";
import { buttonClasses } from "@/components/ui/button";
import { Image } from "@/components/ui/image";
import { CloseIcon, SpinnerIcon } from "@/components/ui/icons";
import { CodNote } from "@/components/product/cod-note";
import { useBuyT } from "@/components/product/buy-words";
import { QuickViewBuy } from "./quick-view-buy";

// The quick view's dialog, loaded when a shopper first opens one (see quick-view.tsx). The product
// is fetched when the dialog opens, through the shop's own API (POST /api/v1/products/getProduct),
// whose prices are before GST as the spec has them: like the spec's client, it adds GST itself.

type QuickProduct = Pick<
  ProductDetailView,
  | "id"
  | "slug"
  | "name"
  | "description"
  | "details"
  | "image"
  | "minPriceWithGst"
  | "maxDiscount"
  | "isCOD"
  | "availableSizes"
  | "inStock"
  | "subDetails"
  | "sizeChart"
>;

type LoadState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; product: QuickProduct };

async function fetchProduct(id: string, signal: AbortSignal): Promise<QuickProduct> {
  const response = await fetch("/api/v1/products/getProduct", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ id }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string; product?: QuickProduct } | null;
  if (!response.ok || !body?.success || !body.product) {
    throw new Error(body?.message ?? "");
  }
  return body.product;
}

export function QuickViewDialog({ productId, productName, onClosed }: { productId: string; productName: string; onClosed: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useBuyT();
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchProduct(productId, controller.signal).then(
      (product) => setState({ status: "ready", product }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: "error",
          // The API's own message, or none: the dialog then says it in the page's language.
          message: error instanceof Error ? error.message : "",
        });
      },
    );
    return () => controller.abort();
  }, [productId, attempt]);

  const close = () => dialogRef.current?.close();
  const product = state.status === "ready" ? state.product : null;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-busy={state.status === "loading"}
      onClose={onClosed}
      onClick={(event) => {
        // The dialog itself is hit only outside its content box: on the backdrop.
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-3xl overflow-hidden rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60"
    >
      <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <button
          type="button"
          onClick={close}
          aria-label={t("quick.close")}
          className="absolute right-2 top-2 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-stone-200 hover:bg-stone-100"
        >
          <CloseIcon className="size-5" strokeWidth={2} />
        </button>

        {state.status === "loading" ? (
          <div className="flex min-h-72 flex-col items-center justify-center gap-3 p-8" role="status">
            <h2 id={titleId} className="sr-only">
              {productName}
            </h2>
            <SpinnerIcon className="size-8 text-brand-700" />
            <p className="text-sm text-ink-muted">{t("quick.loading", { name: productName })}</p>
          </div>
        ) : state.status === "error" ? (
          <div className="flex min-h-72 flex-col items-center justify-center gap-4 p-8 text-center">
            <h2 id={titleId} className="text-lg font-semibold">
              {productName}
            </h2>
            <p role="alert" className="text-sm text-red-700">
              {state.message || t("quick.failed")}
            </p>
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={() => {
                setState({ status: "loading" });
                setAttempt((n) => n + 1);
              }}
            >
              {t("quick.tryAgain")}
            </button>
          </div>
        ) : product ? (
          <QuickViewBody product={product} titleId={titleId} />
        ) : null}
      </div>
    </dialog>
  );
}

function QuickViewBody({ product, titleId }: { product: QuickProduct; titleId: string }) {
  const t = useBuyT();
  const firstVariant = product.subDetails[0];
  const imageUrl = firstVariant?.images[0] ?? product.image[0];

  return (
    <div className="grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="relative h-60 bg-stone-100 sm:h-auto sm:min-h-full">
        {imageUrl ? (
          <Image
            src={imageUrl}
            alt={firstVariant ? t("pictureOf", { name: product.name, colour: firstVariant.colorName }) : product.name}
            fill
            sizes="(min-width: 768px) 300px, (min-width: 640px) 40vw, 192px"
            className="object-contain sm:object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="pr-10">
          <h2 id={titleId} className="text-xl font-semibold leading-snug">
            {product.name}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {t("startingFrom")} <span className="font-semibold text-ink">{formatINR(rupeesToPaise(product.minPriceWithGst))}</span>
            {!product.inStock ? <span className="ml-2 font-medium text-red-700">{t("outOfStock")}</span> : null}
          </p>
          <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
            {product.maxDiscount > 0 ? (
              <span className="font-semibold text-green-800">{t("quick.upTo", { pct: product.maxDiscount })}</span>
            ) : null}
            <span className="text-ink-muted">{t("quick.inclusive")}</span>
          </p>
          <CodNote cashOnDelivery={product.isCOD} className="mt-2" />
        </div>

        <p className="line-clamp-5 text-sm leading-relaxed text-ink">{product.description}</p>

        {product.details.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold">{t("quick.details")}</h3>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink">
              {product.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          </div>
        ) : null}

        <QuickViewBuy product={product} />
      </div>
    </div>
  );
}
