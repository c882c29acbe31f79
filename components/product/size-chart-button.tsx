"use client";

import { useId, useRef, useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { chartMeasures, FIT_LABELS, MEASURES, toInches, type ProductSizeChart } from "@/lib/catalog/size-chart-view";

// "Size chart" beside the size buttons: a modal <dialog> (focus kept inside, Escape closes it) with the garment's
// measurements per size in cm or inches, its fit and how to measure. The table scrolls sideways inside its own box,
// so a 360 px phone reads it without the page widening.

type Unit = "cm" | "in";

export function SizeChartButton({ chart, productName }: { chart: ProductSizeChart; productName: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [unit, setUnit] = useState<Unit>("cm");
  const measures = chartMeasures(chart);
  const shown = (cm: number) => (unit === "cm" ? cm : toInches(cm));

  return (
    <>
      <button
        type="button"
        onClick={() => dialogRef.current?.showModal()}
        className="rounded-sm text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Size chart
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
                Size chart
              </h2>
              <p className="text-sm text-ink-muted">
                {productName} · <span className="font-medium text-ink">{FIT_LABELS[chart.fit]}</span>
              </p>
            </div>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              aria-label="Close size chart"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink ring-1 ring-stone-200 hover:bg-stone-100"
            >
              <CloseIcon className="size-5" strokeWidth={2} />
            </button>
          </div>

          <fieldset className="flex items-center gap-2 text-sm">
            <legend className="sr-only">Unit</legend>
            {(["cm", "in"] as const).map((each) => (
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
                {each === "cm" ? "Centimetres" : "Inches"}
              </label>
            ))}
          </fieldset>

          <div
            role="region"
            aria-label={`Measurements in ${unit === "cm" ? "centimetres" : "inches"}`}
            tabIndex={0}
            className="overflow-x-auto rounded-lg border border-stone-200"
          >
            <table className="w-full min-w-max border-collapse text-sm">
              <caption className="sr-only">
                Garment measurements of {productName} per size, in {unit === "cm" ? "centimetres" : "inches"}
              </caption>
              <thead className="bg-stone-50">
                <tr>
                  <th scope="col" className="sticky left-0 bg-stone-50 px-3 py-2 text-left font-semibold">
                    Size
                  </th>
                  {measures.map((key) => (
                    <th key={key} scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                      {MEASURES[key].label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.rows.map((row) => (
                  <tr key={row.size} className="border-t border-stone-200">
                    <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-semibold">
                      {row.size}
                    </th>
                    {measures.map((key) => (
                      <td key={key} className="px-3 py-2 text-right tabular-nums">
                        {shown(row.cm[key]!)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <section aria-label="How to measure" className="space-y-2 text-sm">
            <h3 className="font-semibold">How to measure</h3>
            {chart.note ? <p>{chart.note}</p> : null}
            <dl className="space-y-1 text-ink-muted">
              {measures.map((key) => (
                <div key={key}>
                  <dt className="inline font-medium text-ink">{MEASURES[key].label}: </dt>
                  <dd className="inline">{MEASURES[key].how}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </dialog>
    </>
  );
}
