"use client";

import type { Ref } from "react";
import { RadioGroup, type RadioGroupHandle } from "@/components/product/radio-group";
import type { ExchangeColour, ExchangeSize } from "@/lib/orders/returns/exchange-options";
import type { ReturnFormLine } from "@/lib/orders/queries";
import { formatINR } from "@/lib/pricing/money";
import { useReturnsT } from "./returns-words";

// What replaces a returned piece: the product's colours (swatches) and the chosen colour's sizes,
// each with its price today (GST included), as the product page shows them. A size that costs
// more than was paid, or is sold out, is shown but cannot be chosen, with the reason.

export type ExchangeChoice = { colorName: string; sizeId: string | null };

/** The size chosen, when it can still be chosen (a refresh may have sold it out meanwhile). */
export function chosenSize(line: ReturnFormLine, choice: ExchangeChoice): ExchangeSize | null {
  const size = line.exchange.flatMap((colour) => colour.sizes).find((candidate) => candidate.sizeId === choice.sizeId);
  return size && size.refusal === null ? size : null;
}

function sizeClasses(checked: boolean, refused: boolean): string {
  const base =
    "inline-flex min-h-14 min-w-20 flex-col items-center justify-center rounded-lg border px-3 py-1.5 text-sm font-semibold transition-colors";
  if (refused) return `${base} cursor-not-allowed border-stone-200 bg-stone-50 text-stone-500`;
  if (checked) return `${base} border-brand-700 bg-brand-700 text-white`;
  return `${base} border-stone-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700`;
}

const SOLD_OUT = "Sold out";

export function ExchangePicker({
  line,
  choice,
  onChange,
  sizeGroup,
  error,
}: {
  line: ReturnFormLine;
  choice: ExchangeChoice;
  onChange: (choice: ExchangeChoice) => void;
  sizeGroup: Ref<RadioGroupHandle>;
  error: string | null;
}) {
  const colour: ExchangeColour | undefined = line.exchange.find((candidate) => candidate.colorName === choice.colorName);
  const size = chosenSize(line, choice);
  const refused = colour?.sizes.filter((candidate) => candidate.refusal !== null) ?? [];
  const dearer = refused.some((candidate) => candidate.refusal !== SOLD_OUT);
  const t = useReturnsT();
  // The server's reason is English (exchange-options.ts); the page writes it from its figures.
  const refusal = (size: ExchangeSize) =>
    size.refusal === SOLD_OUT ? t("picker.soldOut") : t("picker.dearerReason", { amount: formatINR(size.payablePaise) });
  /** The short word under a size that cannot be chosen; the full reason is listed below the sizes. */
  const shortRefusal = (size: ExchangeSize) => (size.refusal === SOLD_OUT ? t("picker.soldOut") : t("picker.costsMore"));
  const idBase = `exchange-${line.lineId}`;

  function chooseColour(colorName: string) {
    // The same size in the new colour stays chosen when it can be.
    const same = line.exchange
      .find((candidate) => candidate.colorName === colorName)
      ?.sizes.find((candidate) => candidate.size === sizeLabel(line, choice) && candidate.refusal === null);
    onChange({ colorName, sizeId: same?.sizeId ?? null });
  }

  return (
    <div className="mt-3 space-y-4 rounded-lg border border-stone-200 bg-stone-50 p-3 sm:p-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">
          {t("picker.colour")}
          <span className="font-normal text-ink-muted">: {choice.colorName}</span>
        </legend>
        <RadioGroup
          label={t("picker.colourGroup", { name: line.name })}
          value={choice.colorName}
          onChange={chooseColour}
          className="flex flex-wrap gap-2"
          options={line.exchange.map((candidate) => ({
            key: candidate.colorName,
            label: candidate.colorName,
            className: `inline-flex size-11 items-center justify-center rounded-full border-2 bg-white transition ${
              candidate.colorName === choice.colorName
                ? "border-brand-700 ring-2 ring-brand-200"
                : "border-stone-300 hover:border-brand-500"
            }`,
            content: (
              <span
                aria-hidden="true"
                title={candidate.colorName}
                className="size-8 rounded-full border border-black/10"
                style={{ backgroundColor: candidate.colorCode }}
              />
            ),
          }))}
        />
      </fieldset>

      <fieldset className="space-y-2" aria-describedby={refused.length > 0 ? `${idBase}-refused` : undefined}>
        <legend className="text-sm font-semibold">{t("picker.size")}</legend>
        <RadioGroup
          label={t("picker.sizeGroup", { name: line.name })}
          groupRef={sizeGroup}
          value={choice.sizeId}
          onChange={(sizeId) => onChange({ ...choice, sizeId })}
          className="flex flex-wrap gap-2"
          options={(colour?.sizes ?? []).map((candidate) => ({
            key: candidate.sizeId,
            disabled: candidate.refusal !== null,
            className: sizeClasses(candidate.sizeId === choice.sizeId, candidate.refusal !== null),
            // Named by what it shows ("L, ₹576.45"), a refused size by its whole reason, shown short. The
            // unseen words are inline text of no size: an sr-only box would be a block of its own, and
            // the name would read "L , …".
            content: candidate.refusal ? (
              <>
                <span>
                  <span className="line-through decoration-2">{candidate.size}</span>
                  <span className="text-[0px]">, {refusal(candidate)}</span>
                </span>
                <span aria-hidden="true" className="text-xs font-normal">
                  {shortRefusal(candidate)}
                </span>
              </>
            ) : (
              <>
                <span>
                  {candidate.size}
                  <span className="text-[0px]">,</span>
                </span>
                <span className="text-xs font-normal">{formatINR(candidate.payablePaise)}</span>
              </>
            ),
          }))}
        />
        {error ? (
          <p id={`${idBase}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        {refused.length > 0 ? (
          <div id={`${idBase}-refused`} className="text-sm text-ink-muted">
            <ul className="space-y-0.5">
              {refused.map((candidate) => (
                <li key={candidate.sizeId}>
                  <span className="font-semibold text-ink">{candidate.size}:</span> {refusal(candidate)}
                </li>
              ))}
            </ul>
            {dearer ? <p className="mt-1">{t("picker.dearer")}</p> : null}
          </div>
        ) : null}
      </fieldset>

      <p aria-live="polite" className="text-sm font-medium text-brand-900" data-testid={`${idBase}-summary`}>
        {size
          ? `${t("picker.summary", { colour: choice.colorName, size: size.size, wasColour: line.colorName, wasSize: line.size })} ${
              size.differencePaise > 0 ? t("picker.cheaper", { amount: formatINR(size.differencePaise) }) : t("picker.same")
            }`
          : ""}
      </p>
    </div>
  );
}

function sizeLabel(line: ReturnFormLine, choice: ExchangeChoice): string | null {
  return line.exchange.flatMap((colour) => colour.sizes).find((candidate) => candidate.sizeId === choice.sizeId)?.size ?? null;
}
