import { z } from "zod";
import {
  FITS,
  MEASURE_KEYS,
  MEASURES,
  chartMeasures,
  type Measure,
  type ProductSizeChart,
  type SizeChart,
  type SizeChartRow,
} from "./size-chart-view";
import { accepting } from "@/lib/validation";
import { sizeRank, sortBySize } from "../sizes";

// A size chart: the garment's measurements per size in centimetres, its fit and how to measure. A category holds one as
// the template of its products; a product may hold its own, which replaces it. Stored as JSON (Category.sizeChart,
// Product.sizeChart), always written through sizeChartSchema; shown in cm or inches; carried by the catalogue's CSV in
// the compact form of formatSizeChart.

export const MAX_CHART_SIZES = 12;
export const MAX_NOTE = 500;

export const FIT_MESSAGE = `Fit must be one of: ${FITS.join(", ")}`;
export const NO_ROWS_MESSAGE = "A size chart needs at least one size";
export const NO_MEASURES_MESSAGE = "A size chart needs at least one measurement";

const measureMessage = (key: Measure, size: string) =>
  `${MEASURES[key].label} for size ${size} must be a number of cm from ${MEASURES[key].min} to ${MEASURES[key].max}, in steps of 0.5`;

/** The measurements the check below takes, for the API document: the known ones only, each in its range (or empty). */
const documentedCm = z.strictObject(
  Object.fromEntries(
    MEASURE_KEYS.map((key) => {
      const { min, max } = MEASURES[key];
      const number = z.number().min(min).max(max).multipleOf(0.5);
      return [
        key,
        z
          .union([
            number,
            z
              .string()
              .regex(/^\d+(\.\d+)?$/)
              .describe("The number as text"),
            z.null(),
            z.literal(""),
          ])
          .optional(),
      ];
    }),
  ),
);

const rowSchema = z.object({
  size: z.string({ error: "Each row needs its size" }).trim().min(1, "Each row needs its size").max(20, "A size is at most 20 characters"),
  cm: accepting(z.record(z.string(), z.unknown(), { error: "Each row needs its measurements in cm" }), documentedCm),
});

/** A chart as an admin or the CSV gives it; every row gives the same measurements, each in its range (cm, steps of 0.5). */
export const sizeChartSchema = z
  .object({
    fit: z.enum(FITS, { error: FIT_MESSAGE }),
    note: z
      .string({ error: "How to measure must be text" })
      .trim()
      .max(MAX_NOTE, `How to measure is at most ${MAX_NOTE} characters`)
      .optional()
      .default(""),
    rows: z
      .array(rowSchema, { error: NO_ROWS_MESSAGE })
      .min(1, NO_ROWS_MESSAGE)
      .max(MAX_CHART_SIZES, `A size chart has at most ${MAX_CHART_SIZES} sizes`),
  })
  .transform((chart, context): SizeChart => {
    const fail = (message: string) => {
      context.addIssue({ code: "custom", message, path: ["rows"] });
      return z.NEVER;
    };
    const seen = new Set<string>();
    const first = chart.rows[0]!;
    const measures = MEASURE_KEYS.filter((key) => first.cm[key] !== undefined && first.cm[key] !== null && first.cm[key] !== "");
    if (measures.length === 0) return fail(NO_MEASURES_MESSAGE);
    const rows: SizeChartRow[] = [];
    for (const row of chart.rows) {
      const unknown = Object.keys(row.cm).find((key) => !(key in MEASURES));
      if (unknown) return fail(`Unknown measurement "${unknown}": use ${MEASURE_KEYS.join(", ")}`);
      const key = row.size.toUpperCase();
      if (seen.has(key)) return fail(`Size ${row.size} appears twice in the size chart`);
      seen.add(key);
      const cm: SizeChartRow["cm"] = {};
      for (const measure of MEASURE_KEYS) {
        const raw = row.cm[measure];
        const given = raw !== undefined && raw !== null && raw !== "";
        if (given !== measures.includes(measure)) {
          return fail(
            `Every size needs the same measurements: size ${row.size} ${given ? "adds" : "lacks"} ${MEASURES[measure].label.toLowerCase()}`,
          );
        }
        if (!given) continue;
        const value = typeof raw === "string" ? Number(raw) : raw;
        const { min, max } = MEASURES[measure];
        if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max || !Number.isInteger(value * 2)) {
          return fail(measureMessage(measure, row.size));
        }
        cm[measure] = value;
      }
      rows.push({ size: row.size, cm });
    }
    return { fit: chart.fit, note: chart.note, rows: sortBySize(rows) };
  });

/** A stored chart read back; null when there is none or it no longer parses (never shown half-read). */
export function readSizeChart(stored: unknown): SizeChart | null {
  if (stored === null || stored === undefined) return null;
  const parsed = sizeChartSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * The chart a product shows: its own, else its category's, with only the sizes it sells; null when neither gives one
 * of them.
 */
export function productSizeChart(own: unknown, category: unknown, sizes: readonly string[]): ProductSizeChart | null {
  const ownChart = readSizeChart(own);
  const chart = ownChart ?? readSizeChart(category);
  if (!chart) return null;
  const sold = new Set(sizes.map((size) => size.toUpperCase()));
  const rows = chart.rows.filter((row) => sold.has(row.size.toUpperCase()));
  if (rows.length === 0) return null;
  return { ...chart, rows, source: ownChart ? "product" : "category" };
}

/** The sizes of a chart that are not among these (a product's own chart may list only the sizes it sells). */
export function sizesOutside(chart: SizeChart, sizes: readonly string[]): string[] {
  const sold = new Set(sizes.map((size) => size.toUpperCase()));
  return chart.rows.map((row) => row.size).filter((size) => !sold.has(size.toUpperCase()));
}

// The CSV's compact form, one cell per product (docs/features/size-charts.md):
//   fit=regular; S: chest 96, waist 86, length 112; M: chest 101, waist 91, length 113; note=Measured flat
// Sizes in any order; "note=" runs to the end of the cell, so it may hold ";" and ":".

/** A chart in the CSV's compact form; "" for none. */
export function formatSizeChart(chart: SizeChart | null): string {
  if (!chart) return "";
  const measures = chartMeasures(chart);
  const rows = chart.rows.map((row) => `${row.size}: ${measures.map((key) => `${key} ${row.cm[key]}`).join(", ")}`);
  return [`fit=${chart.fit}`, ...rows, ...(chart.note ? [`note=${chart.note}`] : [])].join("; ");
}

export const COMPACT_MESSAGE = 'sizeChart: write it as "fit=regular; S: chest 96, waist 86; M: chest 101, waist 91; note=How to measure"';

/**
 * The CSV's compact form read as a chart's input (checked by sizeChartSchema after); `{ chart: null }` for an empty
 * cell, `{ error }` when it cannot be read.
 */
export function parseSizeChart(cell: string): { chart: SizeChart | null } | { error: string } {
  const text = cell.trim();
  if (!text) return { chart: null };
  const noteAt = text.search(/(^|;)\s*note=/);
  const note = noteAt < 0 ? "" : text.slice(text.indexOf("note=", noteAt) + "note=".length).trim();
  const parts = (noteAt < 0 ? text : text.slice(0, noteAt))
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  const fitPart = parts.find((part) => part.startsWith("fit="));
  const rows: { size: string; cm: Record<string, string> }[] = [];
  for (const part of parts) {
    if (part === fitPart) continue;
    const colon = part.indexOf(":");
    if (colon < 1) return { error: COMPACT_MESSAGE };
    const cm: Record<string, string> = {};
    for (const pair of part.slice(colon + 1).split(",")) {
      const [key, value, ...rest] = pair.trim().split(/\s+/);
      if (!key || value === undefined || rest.length > 0) return { error: COMPACT_MESSAGE };
      cm[key] = value;
    }
    rows.push({ size: part.slice(0, colon).trim(), cm });
  }
  const parsed = sizeChartSchema.safeParse({ fit: fitPart?.slice("fit=".length).trim() ?? "", note, rows });
  if (!parsed.success) return { error: `sizeChart: ${parsed.error.issues[0]!.message}` };
  return { chart: parsed.data };
}

/** Sizes in the shop's order, for messages. */
export const listSizes = (sizes: readonly string[]) => [...sizes].sort((a, b) => sizeRank(a) - sizeRank(b)).join(", ");
