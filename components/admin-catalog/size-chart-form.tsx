"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { saveSizeChartAction } from "@/lib/catalog-admin/actions";
import {
  chartMeasures,
  FIT_LABELS,
  FITS,
  MEASURE_KEYS,
  MEASURES,
  toCm,
  toInches,
  type Fit,
  type Measure,
  type SizeChart,
} from "@/lib/catalog/fit/size-chart-view";

// The size chart's editor on Update Category (the template of its products) and Edit Product (its own chart, replacing
// the category's): which measurements, a row per size (a row left empty is left out) typed in cm or inches, the fit and
// how to measure. Charts are stored in cm: inches are turned to the nearest half centimetre on saving, and the cells
// typed so far are turned over when the unit changes. The server checks it all (lib/catalog/fit/size-chart.ts).

type Cells = Record<string, Partial<Record<Measure, string>>>;
type Unit = "cm" | "in";
const UNIT_NAMES: Record<Unit, string> = { cm: "centimetres", in: "inches" };

/** A typed cell in the other unit; text that is not a number is kept as typed, for the server to name. */
function convert(value: string, to: Unit): string {
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number)) return value;
  return String(to === "cm" ? toCm(number) : toInches(number));
}

function convertAll(cells: Cells, to: Unit): Cells {
  return Object.fromEntries(
    Object.entries(cells).map(([size, row]) => [
      size,
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, convert(value ?? "", to)])),
    ]),
  );
}

function cellsOf(chart: SizeChart | null): Cells {
  const cells: Cells = {};
  for (const row of chart?.rows ?? []) {
    cells[row.size] = Object.fromEntries(Object.entries(row.cm).map(([key, value]) => [key, String(value)]));
  }
  return cells;
}

export function SizeChartForm({
  target,
  sizes,
  initial,
  template,
}: {
  target: { categoryId: string } | { productId: string };
  /** The rows offered: the shop's sizes for a category, the product's own sizes for a product. */
  sizes: string[];
  /** The chart saved here, or null. */
  initial: SizeChart | null;
  /** A product's category chart, shown while it has none of its own and offered as a start. */
  template?: SizeChart | null;
}) {
  const router = useRouter();
  const formId = useId();
  const start = initial ?? template ?? null;
  const [fit, setFit] = useState<Fit>(start?.fit ?? "regular");
  const [note, setNote] = useState(start?.note ?? "");
  const [measures, setMeasures] = useState<Measure[]>(
    start ? chartMeasures(start) : ["chest", "waist", "hip", "shoulder", "length", "sleeve"],
  );
  const [cells, setCells] = useState<Cells>(cellsOf(start));
  const [unit, setUnit] = useState<Unit>("cm");
  const [error, setError] = useState("");

  async function send(chart: unknown) {
    setError("");
    const result = await withLoadingToast("Saving size chart", () => saveSizeChartAction({ ...target, chart }));
    if (!result.ok) {
      setError(result.message);
      notify.error(result.message);
      return;
    }
    notify.success(result.data);
    router.refresh();
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    const rows = sizes
      .map((size) => ({
        size,
        cm: Object.fromEntries(
          measures.map((key) => {
            const typed = cells[size]?.[key]?.trim() ?? "";
            return [key, unit === "cm" ? typed : convert(typed, "cm")];
          }),
        ),
      }))
      .filter((row) => Object.values(row.cm).some((value) => value !== ""));
    void send({ fit, note, rows });
  }

  const toggle = (key: Measure) =>
    setMeasures((current) =>
      current.includes(key)
        ? current.filter((each) => each !== key)
        : MEASURE_KEYS.filter((each) => each === key || current.includes(each)),
    );

  return (
    <form onSubmit={save} noValidate className="space-y-4" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="text-xl font-bold">
        Size chart
      </h2>
      {"productId" in target ? (
        <p className="text-sm text-ink-muted">
          {initial
            ? "This product has its own chart, shown instead of its category's."
            : template
              ? "This product shows its category's chart (below). Save to give it its own."
              : "Neither this product nor its category has a chart yet."}
        </p>
      ) : (
        <p className="text-sm text-ink-muted">The chart of every product of this category that has none of its own.</p>
      )}
      <div>
        <label htmlFor={`${formId}-fit`} className="mb-1.5 block text-sm font-medium">
          Fit
        </label>
        <select
          id={`${formId}-fit`}
          value={fit}
          onChange={(event) => setFit(event.target.value as Fit)}
          className="rounded-lg border border-stone-300 px-3 py-2"
        >
          {FITS.map((each) => (
            <option key={each} value={each}>
              {FIT_LABELS[each]}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">Measurements given</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {MEASURE_KEYS.map((key) => (
            <label key={key} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" checked={measures.includes(key)} onChange={() => toggle(key)} />
              {MEASURES[key].label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex items-center gap-2 text-sm">
        <legend className="mb-1.5 text-sm font-medium">Typed in</legend>
        {(["cm", "in"] as const).map((each) => (
          <label key={each} className="inline-flex min-h-6 items-center gap-2">
            <input
              type="radio"
              name={`${formId}-unit`}
              checked={unit === each}
              onChange={() => {
                setCells((current) => convertAll(current, each));
                setUnit(each);
              }}
            />
            {each === "cm" ? "Centimetres" : "Inches"}
          </label>
        ))}
      </fieldset>
      <div
        role="region"
        aria-label={`Measurements in ${UNIT_NAMES[unit]}`}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-stone-200"
      >
        <table className="min-w-max text-sm">
          <caption className="sr-only">Garment measurements per size, in {UNIT_NAMES[unit]}; leave a size empty to leave it out</caption>
          <thead className="bg-stone-50">
            <tr>
              <th scope="col" className="px-2 py-2 text-left">
                Size
              </th>
              {measures.map((key) => (
                <th key={key} scope="col" className="px-2 py-2 text-left whitespace-nowrap">
                  {MEASURES[key].label} ({unit})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size} className="border-t border-stone-200">
                <th scope="row" className="px-2 py-1 text-left">
                  {size}
                </th>
                {measures.map((key) => (
                  <td key={key} className="px-2 py-1">
                    <input
                      type="number"
                      inputMode="decimal"
                      step="0.5"
                      min={unit === "cm" ? MEASURES[key].min : toInches(MEASURES[key].min)}
                      max={unit === "cm" ? MEASURES[key].max : toInches(MEASURES[key].max)}
                      aria-label={`${MEASURES[key].label} of size ${size}, ${unit}`}
                      value={cells[size]?.[key] ?? ""}
                      onChange={(event) => setCells((current) => ({ ...current, [size]: { ...current[size], [key]: event.target.value } }))}
                      className="w-20 rounded border border-stone-300 px-2 py-1"
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TextAreaField
        label="How to measure (optional)"
        value={note}
        maxLength={500}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Save Size Chart</Button>
        {initial ? (
          <Button type="button" variant="secondary" onClick={() => void send(null)}>
            {"productId" in target ? "Use the category's chart" : "Remove Size Chart"}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
