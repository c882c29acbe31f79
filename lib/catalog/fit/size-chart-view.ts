// What a size chart is and how it reads (lib/catalog/fit/size-chart.ts checks and stores one): without zod, so the product
// page's dialog can import it.

/** The measurements a chart may give, in the order shown, with the range (cm) a garment's can sanely be. */
export const MEASURES = {
  chest: { label: "Chest", min: 60, max: 180, how: "Across the chest from armpit to armpit, laid flat, doubled." },
  waist: { label: "Waist", min: 50, max: 170, how: "Across the narrowest part of the kurta, laid flat, doubled." },
  hip: { label: "Hip", min: 60, max: 200, how: "Across the kurta at the hip line (about 20 cm below the waist), doubled." },
  shoulder: { label: "Shoulder", min: 25, max: 60, how: "From one shoulder seam to the other, across the back." },
  length: { label: "Kurta length", min: 40, max: 160, how: "From the highest point of the shoulder to the hem." },
  sleeve: { label: "Sleeve", min: 5, max: 90, how: "From the shoulder seam to the end of the sleeve." },
  bottomWaist: { label: "Bottom waist", min: 50, max: 170, how: "The set's bottom: its waistband, relaxed, laid flat, doubled." },
  bottomLength: { label: "Bottom length", min: 50, max: 130, how: "The set's bottom: from the waistband to the hem." },
} as const;
export type Measure = keyof typeof MEASURES;
export const MEASURE_KEYS = Object.keys(MEASURES) as Measure[];

export const FITS = ["slim", "regular", "relaxed", "flared"] as const;
export type Fit = (typeof FITS)[number];
export const FIT_LABELS: Record<Fit, string> = { slim: "Slim fit", regular: "Regular fit", relaxed: "Relaxed fit", flared: "Flared fit" };

export type SizeChartRow = { size: string; cm: Partial<Record<Measure, number>> };
export type SizeChart = { fit: Fit; note: string; rows: SizeChartRow[] };
export type ProductSizeChart = SizeChart & { source: "product" | "category" };

/** The measurements a chart gives, in the order shown. */
export function chartMeasures(chart: SizeChart): Measure[] {
  const first = chart.rows[0];
  return first ? MEASURE_KEYS.filter((key) => first.cm[key] !== undefined) : [];
}

/** Centimetres in inches, to the nearest half inch (as Indian size charts print them). */
export function toInches(cm: number): number {
  return Math.round((cm / 2.54) * 2) / 2;
}

/** Inches typed by the owner in centimetres, to the nearest half centimetre (the steps a chart stores). */
export function toCm(inches: number): number {
  return Math.round(inches * 2.54 * 2) / 2;
}

/** The ease a kurta's chest has over the bust it fits, in cm: a chest of 96 fits a bust of 88 to 91. */
export const CHEST_EASE_CM = { least: 5, most: 8 } as const;

/** The bust (cm) a garment's chest measurement fits: the chest less the ease, smallest first. */
export function bustFitted(chestCm: number): { from: number; to: number } {
  return { from: chestCm - CHEST_EASE_CM.most, to: chestCm - CHEST_EASE_CM.least };
}
