"use client";

import type { ReactNode, Ref } from "react";
import type { ProductVariant } from "@/lib/catalog/product/detail";
import type { ProductSizeChart } from "@/lib/catalog/fit/size-chart-view";
import { SIZE_ORDER } from "@/lib/catalog/sizes";
import { RadioGroup, type RadioGroupHandle } from "./radio-group";
import { useBuyT } from "./buy-words";
import { SizeChartButton } from "./size-chart-button";

// The colour and size pickers of the product page and the quick view (the choice itself is use-product-choice.ts).

export function ColourPicker({
  variants,
  colorId,
  onChange,
  groupRef,
}: {
  variants: readonly ProductVariant[];
  colorId: string | null;
  onChange: (id: string) => void;
  groupRef: Ref<RadioGroupHandle>;
}) {
  const t = useBuyT();
  const chosen = variants.find((v) => v.id === colorId);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">
        {t("colour")}
        {chosen ? <span className="font-normal text-ink-muted">: {chosen.colorName}</span> : null}
      </legend>
      <RadioGroup
        label={t("colour")}
        groupRef={groupRef}
        value={colorId}
        onChange={onChange}
        className="flex flex-wrap gap-2"
        options={variants.map((v) => ({
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
  );
}

export function SizePicker({
  variant,
  sizeId,
  onChange,
  groupRef,
  note,
  chart,
  productName,
}: {
  /** The chosen colour, whose sizes are shown; null until a colour is chosen. */
  variant: ProductVariant | null;
  sizeId: string | null;
  onChange: (id: string) => void;
  groupRef: Ref<RadioGroupHandle>;
  /** Shown under the sizes (what reviewers say about the fit). */
  note?: ReactNode;
  /** The product's size chart, opened beside the legend; a row tapped there chooses its size of this colour. */
  chart?: ProductSizeChart | null;
  productName: string;
}) {
  const t = useBuyT();
  const chosen = variant?.sizes.find((s) => s.id === sizeId)?.size ?? null;
  const pickFromChart = (label: string) => {
    const picked = variant?.sizes.find((s) => s.size.toUpperCase() === label.toUpperCase());
    if (picked) onChange(picked.id);
  };
  return (
    <fieldset className="space-y-2">
      {/* The legend floats so that the chart's button can sit beside it and the legend still names the group. */}
      <legend className="float-left text-sm font-semibold">
        {t("size")}
        {variant ? null : <span className="font-normal text-ink-muted">{t("chooseColourFirst")}</span>}
      </legend>
      {chart ? (
        <div className="float-right">
          <SizeChartButton chart={chart} productName={productName} chosen={chosen} onPick={variant ? pickFromChart : undefined} />
        </div>
      ) : null}
      <div className="clear-both" />
      {variant ? (
        <RadioGroup
          label={t("size")}
          groupRef={groupRef}
          value={sizeId}
          onChange={onChange}
          className="flex flex-wrap gap-2"
          options={variant.sizes.map((s) => ({
            key: s.id,
            label: s.stock > 0 ? s.size : t("sizeOutOfStock", { size: s.size }),
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
      {note}
    </fieldset>
  );
}

function sizeClasses(checked: boolean, inStock: boolean, placeholder = false): string {
  const base = "inline-flex h-11 min-w-12 items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors";
  if (placeholder) return `${base} border-stone-200 bg-stone-50 text-stone-500`;
  if (checked) return `${base} border-brand-700 bg-brand-700 text-white ${inStock ? "" : "line-through"}`;
  if (!inStock) return `${base} border-stone-200 bg-stone-50 text-stone-500 line-through decoration-2`;
  return `${base} border-stone-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700`;
}
