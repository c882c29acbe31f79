"use client";

import { useId, useRef, useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { bustFitted, CHEST_EASE_CM, chartMeasures, toInches, type ProductSizeChart } from "@/lib/catalog/fit/size-chart-view";
import { useBuyT } from "./buy-words";

// "Size chart" beside the size buttons: a modal <dialog> (focus kept inside, Escape closes it) with the bust each size
// fits and the garment's measurements per size, in inches (as Indian shoppers read them) or cm, its fit and how to
// measure. The table scrolls sideways inside its own box with the size column fixed, so a 360 px phone reads it without
// the page widening. With onPick, a tap on a row chooses that size and closes the chart.

type Unit = "cm" | "in";

export function SizeChartButton({
  chart,
  productName,
  chosen = null,
  onPick,
}: {
  chart: ProductSizeChart;
  productName: string;
  /** The size chosen on the page, marked in the table. */
  chosen?: string | null;
  /** Chooses a size on the page; without it the rows only read. */
  onPick?: (size: string) => void;
}) {
  const t = useBuyT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [unit, setUnit] = useState<Unit>("in");
  const measures = chartMeasures(chart);
  const shown = (cm: number) => (unit === "cm" ? cm : toInches(cm));
  const bust = (chestCm: number) => {
    const { from, to } = bustFitted(chestCm);
    return `${shown(from)}–${shown(to)}`;
  };
  const pick = (size: string) => {
    if (!onPick) return;
    onPick(size);
    dialogRef.current?.close();
  };

  return (
    <>
      <button
        type="button"
        onClick={() => dialogRef.current?.showModal()}
        className="inline-flex min-h-6 items-center rounded-sm text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t("chart.title")}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClick={(event) => {
          // The dialog itself is hit only outside its content box: on the backdrop.
          if (event.target === event.currentTarget) dialogRef.current?.close();
        }}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60"
      >
        <div className="space-y-4 p-4 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2 id={titleId} className="text-lg font-semibold tracking-tight">
                {t("chart.title")}
              </h2>
              <p className="text-sm text-ink-muted">
                {productName} · <span className="font-medium text-ink">{t(`chart.fit.${chart.fit}`)}</span>
              </p>
            </div>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              aria-label={t("chart.close")}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink ring-1 ring-stone-200 hover:bg-stone-100"
            >
              <CloseIcon className="size-5" strokeWidth={2} />
            </button>
          </div>

          <fieldset className="flex items-center gap-2 text-sm">
            <legend className="sr-only">{t("chart.unit")}</legend>
            {(["in", "cm"] as const).map((each) => (
              <label
                key={each}
                className={`cursor-pointer rounded-full px-3 py-1.5 font-medium ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
                  unit === each ? "bg-ink text-white ring-ink" : "ring-stone-300 hover:bg-stone-100"
                }`}
              >
                <input
                  type="radio"
                  name={`${titleId}-unit`}
                  value={each}
                  checked={unit === each}
                  onChange={() => setUnit(each)}
                  className="sr-only"
                />
                {t(`chart.${each}`)}
              </label>
            ))}
          </fieldset>

          <div
            role="region"
            aria-label={t("chart.inUnit", { unit: t(`chart.unitName.${unit}`) })}
            tabIndex={0}
            className="overflow-x-auto rounded-lg border border-stone-200"
          >
            <table className="w-full min-w-max border-collapse text-sm">
              <caption className="sr-only">
                {t("chart.caption", { name: productName, unit: t(`chart.unitName.${unit}`) })}
                {onPick ? t("chart.captionPick") : ""}
              </caption>
              <thead className="bg-stone-50">
                <tr>
                  <th scope="col" className="sticky left-0 z-10 bg-stone-50 px-3 py-2 text-left font-semibold">
                    {t("chart.size")}
                  </th>
                  {measures.includes("chest") ? (
                    <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap text-brand-800">
                      {t("chart.fitsBust")}
                    </th>
                  ) : null}
                  {measures.map((key) => (
                    <th key={key} scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                      {t(`chart.measure.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.rows.map((row) => {
                  const isChosen = chosen !== null && row.size.toUpperCase() === chosen.toUpperCase();
                  const cell = isChosen ? "bg-brand-50" : "bg-white";
                  return (
                    <tr
                      key={row.size}
                      // The row's button takes the keyboard; a tap anywhere on the row does the same.
                      onClick={onPick ? () => pick(row.size) : undefined}
                      className={`border-t border-stone-200 ${onPick ? "cursor-pointer hover:[&>*]:bg-brand-50" : ""}`}
                    >
                      <th scope="row" className={`sticky left-0 z-10 px-1 py-1 text-left font-semibold ${cell}`}>
                        {onPick ? (
                          <button
                            type="button"
                            aria-pressed={isChosen}
                            aria-label={t("chart.choose", { size: row.size })}
                            onClick={(event) => {
                              event.stopPropagation();
                              pick(row.size);
                            }}
                            className={`inline-flex min-h-11 min-w-12 items-center justify-center rounded-lg px-2 ring-1 ${
                              isChosen ? "bg-ink text-white ring-ink" : "ring-stone-300"
                            }`}
                          >
                            {row.size}
                          </button>
                        ) : (
                          <span className="inline-block px-2 py-1">{row.size}</span>
                        )}
                      </th>
                      {row.cm.chest !== undefined ? (
                        <td className={`px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums ${cell}`}>
                          {bust(row.cm.chest)}
                        </td>
                      ) : null}
                      {measures.map((key) => (
                        <td key={key} className={`px-3 py-2 text-right tabular-nums ${cell}`}>
                          {shown(row.cm[key]!)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>

          <section aria-label={t("chart.howToMeasure")} className="space-y-2 text-sm">
            <h3 className="font-semibold">{t("chart.howToMeasure")}</h3>
            {measures.includes("chest") ? (
              <p>
                <span className="font-medium">{t("chart.easeLead")}</span>
                {t("chart.ease", {
                  least: shown(CHEST_EASE_CM.least),
                  most: shown(CHEST_EASE_CM.most),
                  unit: t(`chart.unitShort.${unit}`),
                })}
              </p>
            ) : null}
            {chart.note ? <p>{chart.note}</p> : null}
            <dl className="space-y-1 text-ink-muted">
              {measures.map((key) => (
                <div key={key}>
                  <dt className="inline font-medium text-ink">{t(`chart.measure.${key}`)}: </dt>
                  <dd className="inline">{t(`chart.how.${key}`)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </dialog>
    </>
  );
}
