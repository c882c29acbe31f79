// The monthly-sales chart's value axis, fixed here rather than left to recharts: from 0 to a round
// value at or above the largest month, in at most four equal steps, so no line runs above the top gridline.
const NICE_STEPS = [1, 2, 2.5, 5, 10];
/** The axis of a chart with no sales yet: ₹0 to ₹1K. */
const EMPTY_TOP = 1000;

export function salesAxis(values: readonly (number | null)[]): { domain: [number, number]; ticks: number[] } {
  const max = Math.max(0, ...values.filter((value): value is number => value !== null)) || EMPTY_TOP;
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = NICE_STEPS.map((factor) => factor * magnitude).find((candidate) => candidate >= rough)!;
  const count = Math.ceil(max / step);
  const ticks = Array.from({ length: count + 1 }, (_, index) => index * step);
  return { domain: [0, count * step], ticks };
}
