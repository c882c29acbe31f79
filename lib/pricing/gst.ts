/**
 * GST on apparel, kept as dated data.
 *
 * A change in the law is a data change: append a schedule with the date it
 * takes effect. The schedule in force on a date is the one with the latest
 * `validFrom` on or before that date. Dates are calendar days in India
 * (IST, UTC+05:30, no daylight saving), so a schedule starting '2025-09-22'
 * applies from 00:00 IST that day (2025-09-21T18:30:00Z).
 *
 * Within a schedule, the slab used is the one with the highest
 * `minPricePaise` that is <= the unit selling price. Rates are in basis
 * points (1 bp = 0.01%, so 500 = 5%, 1200 = 12%).
 */

import { assertPaise, checkedAdd, checkedMul } from "./validate";

export type GstSlab = {
  /** Lowest unit selling price (inclusive, paise) this rate applies to. */
  readonly minPricePaise: number;
  /** Rate in basis points: 500 = 5%. */
  readonly rateBasisPoints: number;
};

export type GstSchedule = {
  /** First day (IST) the schedule is in force, 'YYYY-MM-DD'. */
  readonly validFrom: string;
  /** Slabs in ascending order of minPricePaise; the first must start at 0. */
  readonly slabs: readonly GstSlab[];
};

/**
 * The product spec's rule (5% below ₹1,000 unit price, 12% from ₹1,000) held until the
 * 2025 rate change below. To record a change in the law, add an entry; do not edit past entries
 * (orders placed before the change must still price the same).
 */
export const GST_SCHEDULES: readonly GstSchedule[] = Object.freeze([
  Object.freeze({
    validFrom: "2017-07-01",
    slabs: Object.freeze([
      Object.freeze({ minPricePaise: 0, rateBasisPoints: 500 }),
      Object.freeze({ minPricePaise: 100_000, rateBasisPoints: 1200 }),
    ]),
  }),
  // GST rate rationalisation (GST Council, 56th meeting): apparel up to ₹2,500 a piece 5%, above it 18%.
  Object.freeze({
    validFrom: "2025-09-22",
    slabs: Object.freeze([
      Object.freeze({ minPricePaise: 0, rateBasisPoints: 500 }),
      Object.freeze({ minPricePaise: 250_001, rateBasisPoints: 1800 }),
    ]),
  }),
]);

const BASIS_POINTS_PER_UNIT = 10_000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' → yyyymmdd as a number, validating it is a real calendar date. */
function dayNumberOf(validFrom: string): number {
  const match = ISO_DATE.exec(validFrom);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const probe = new Date(Date.UTC(year, month - 1, day));
    if (probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day) {
      return year * 10_000 + month * 100 + day;
    }
  }
  throw new RangeError(`GST schedule validFrom must be a real date as 'YYYY-MM-DD', got '${validFrom}'`);
}

/** The IST calendar day of an instant, as yyyymmdd. */
function istDayNumberOf(on: Date): number {
  const time = on instanceof Date ? on.getTime() : Number.NaN;
  if (Number.isNaN(time)) {
    throw new RangeError(`GST date must be a valid Date, got ${String(on)}`);
  }
  const ist = new Date(time + IST_OFFSET_MS);
  return ist.getUTCFullYear() * 10_000 + (ist.getUTCMonth() + 1) * 100 + ist.getUTCDate();
}

function validateSchedule(schedule: GstSchedule): void {
  const { validFrom, slabs } = schedule;
  if (slabs.length === 0) {
    throw new RangeError(`GST schedule ${validFrom} has no slabs`);
  }
  slabs.forEach((slab, i) => {
    assertPaise(slab.minPricePaise, `GST schedule ${validFrom} slab ${i} minPricePaise`);
    const rate = slab.rateBasisPoints;
    if (!Number.isSafeInteger(rate) || rate < 0 || rate > BASIS_POINTS_PER_UNIT) {
      throw new RangeError(
        `GST schedule ${validFrom} slab ${i} rateBasisPoints must be a whole number from 0 to 10000, got ${String(rate)}`,
      );
    }
    if (i === 0 && slab.minPricePaise !== 0) {
      throw new RangeError(`GST schedule ${validFrom}: the first slab must start at minPricePaise 0`);
    }
    const previous = slabs[i - 1];
    if (previous !== undefined && slab.minPricePaise <= previous.minPricePaise) {
      throw new RangeError(`GST schedule ${validFrom}: slabs must be in strictly ascending minPricePaise order`);
    }
  });
}

/**
 * The schedule in force on `on` (latest validFrom <= the IST date of `on`).
 * Schedules may be given in any order; each is validated.
 * @throws RangeError if `schedules` is malformed, two share a validFrom, or
 *         `on` is before the first schedule.
 */
export function gstScheduleFor(on: Date = new Date(), schedules: readonly GstSchedule[] = GST_SCHEDULES): GstSchedule {
  const day = istDayNumberOf(on);
  let best: { from: number; schedule: GstSchedule } | undefined;
  for (const entry of checkedSchedules(schedules)) if (entry.from <= day && (best === undefined || entry.from > best.from)) best = entry;
  if (best === undefined) {
    const first = Math.min(...checkedSchedules(schedules).map((entry) => entry.from));
    throw new RangeError(
      `No GST schedule in force on ${on.toISOString()}: the earliest schedule starts ${String(first).replace(/^(\d+)(\d\d)(\d\d)$/, "$1-$2-$3")} (IST)`,
    );
  }
  return best.schedule;
}

/** Each list of schedules is checked once (a page prices hundreds of pieces), then read from here. */
const checked = new WeakMap<readonly GstSchedule[], readonly { from: number; schedule: GstSchedule }[]>();

function checkedSchedules(schedules: readonly GstSchedule[]): readonly { from: number; schedule: GstSchedule }[] {
  const known = checked.get(schedules);
  if (known) return known;
  if (schedules.length === 0) throw new RangeError("No GST schedules defined");
  const seen = new Set<number>();
  const entries = schedules.map((schedule) => {
    const from = dayNumberOf(schedule.validFrom);
    if (seen.has(from)) {
      throw new RangeError(`GST schedules contain more than one entry with validFrom '${schedule.validFrom}'`);
    }
    seen.add(from);
    validateSchedule(schedule);
    return { from, schedule };
  });
  checked.set(schedules, entries);
  return entries;
}

/**
 * GST rate, in basis points (500 = 5%), for a unit selling price on a date.
 * @throws RangeError for an invalid price/date or no schedule in force.
 */
export function gstRateFor(pricePaise: number, on: Date = new Date(), schedules: readonly GstSchedule[] = GST_SCHEDULES): number {
  assertPaise(pricePaise, "pricePaise");
  const { slabs } = gstScheduleFor(on, schedules);
  let rate = 0;
  for (const slab of slabs) {
    if (slab.minPricePaise <= pricePaise) rate = slab.rateBasisPoints;
  }
  return rate;
}

/**
 * One piece's price: before GST (the spec's price), or with the price with GST the owner typed
 * (decision 083), from which the price before GST was derived (`priceBeforeGst`); a null typed
 * price is priced from the price before GST, as every price set before that decision.
 */
export type PiecePrice = number | { readonly pricePaise: number; readonly priceWithGstPaise?: number | null };

/** A piece's price with GST as typed, or null. */
function typedOf(piece: PiecePrice): number | null {
  return typeof piece === "number" ? null : (piece.priceWithGstPaise ?? null);
}

function pricePaiseOf(piece: PiecePrice): number {
  return typeof piece === "number" ? piece : piece.pricePaise;
}

/** A size's cut price as a piece: before GST, and with GST when the owner typed it so. */
export function cutPiece(size: { readonly cutPricePaise: number; readonly cutPriceWithGstPaise?: number | null }): PiecePrice {
  return { pricePaise: size.cutPricePaise, priceWithGstPaise: size.cutPriceWithGstPaise ?? null };
}

/** The piece less a promotion's discount: a discounted piece is taxed on what is left, whatever was typed. */
export function lessDiscount(piece: PiecePrice, discountPaise: number): PiecePrice {
  return discountPaise > 0 ? pricePaiseOf(piece) - discountPaise : piece;
}

/**
 * GST in paise on one piece. For a price before GST, rounded to the nearest paisa with
 * halves rounded up: gst = floor((price × rateBp + 5000) / 10000). For a price typed with GST
 * whose price before GST was derived from it on the same schedule, what lies between them, so
 * the piece costs exactly what was typed; after a change of schedule it prices from its price
 * before GST until it is saved again.
 *
 * Computed with integers only. To keep price × rateBp from exceeding
 * Number.MAX_SAFE_INTEGER, the price is split as q × 10000 + r, so
 *   price × bp / 10000 = q × bp + r × bp / 10000
 * where q × bp is an integer and r × bp < 10^8; only the second term needs
 * rounding. Examples: ₹123.45 at 5% = 617.25 paise → 617;
 * ₹999.99 at 5% = 4999.95 paise → 5000; ₹1,234.56 at 12% = 14814.72 → 14815.
 */
export function gstFor(piece: PiecePrice, on: Date = new Date(), schedules: readonly GstSchedule[] = GST_SCHEDULES): number {
  const pricePaise = pricePaiseOf(piece);
  const typed = typedOf(piece);
  if (typed !== null) {
    const split = priceBeforeGst(typed, on, schedules);
    if ("pricePaise" in split && split.pricePaise === pricePaise) return typed - pricePaise;
  }
  const rate = gstRateFor(pricePaise, on, schedules);
  const remainder = pricePaise % BASIS_POINTS_PER_UNIT;
  const quotient = (pricePaise - remainder) / BASIS_POINTS_PER_UNIT;
  const roundedRemainderPart = Math.floor((remainder * rate + BASIS_POINTS_PER_UNIT / 2) / BASIS_POINTS_PER_UNIT);
  return checkedAdd(checkedMul(quotient, rate, "GST"), roundedRemainderPart, "GST");
}

/**
 * What one piece costs the shopper: the price plus its GST (gstFor, the same rate
 * and rounding), which is the cart line's per-piece figure; a typed price exactly. It never falls
 * as the price rises while each schedule's rates rise with the price, so the lowest price of a
 * range is also the lowest price with GST.
 */
export function priceWithGst(piece: PiecePrice, on: Date = new Date(), schedules: readonly GstSchedule[] = GST_SCHEDULES): number {
  return checkedAdd(pricePaiseOf(piece), gstFor(piece, on, schedules), "price with GST");
}

/**
 * The price before GST of a price typed with GST (decision 083): the GST carved out of it,
 * round(T × rate / (1 + rate)) with halves up, at the one rate that the price left
 * (the taxable value) is charged at. A typed price no taxable value reaches, between two
 * slabs (₹2,625.01 to ₹2,950 from 2025-09-22), answers the nearest typed prices either side.
 */
export function priceBeforeGst(
  withGstPaise: number,
  on: Date = new Date(),
  schedules: readonly GstSchedule[] = GST_SCHEDULES,
): { pricePaise: number; gstPaise: number } | { belowPaise: number; abovePaise: number } {
  assertPaise(withGstPaise, "withGstPaise");
  const { slabs } = gstScheduleFor(on, schedules);
  for (const { rateBasisPoints: rate } of slabs) {
    const over = BASIS_POINTS_PER_UNIT + rate;
    const gstPaise = Math.floor((checkedMul(checkedMul(withGstPaise, 2, "typed price"), rate, "typed price") + over) / (2 * over));
    const pricePaise = withGstPaise - gstPaise;
    if (gstRateFor(pricePaise, on, schedules) === rate) return { pricePaise, gstPaise };
  }
  // Rates rise with the price, so a typed price no rate fits lies where one slab's highest price with GST
  // and the next slab's lowest leave a gap.
  for (const slab of slabs.slice(1)) {
    const [belowPaise, abovePaise] = [priceWithGst(slab.minPricePaise - 1, on, schedules), priceWithGst(slab.minPricePaise, on, schedules)];
    if (belowPaise < withGstPaise && withGstPaise < abovePaise) return { belowPaise, abovePaise };
  }
  throw new RangeError(`No price before GST for ${withGstPaise} paise with GST`);
}

/**
 * The instant the next schedule after `on` takes effect (00:00 IST of its first day), or null
 * when none is set: a price with GST worked out before it holds until then.
 */
export function nextGstChange(on: Date = new Date(), schedules: readonly GstSchedule[] = GST_SCHEDULES): Date | null {
  const day = istDayNumberOf(on);
  const later = schedules.map((schedule) => dayNumberOf(schedule.validFrom)).filter((from) => from > day);
  if (later.length === 0) return null;
  const first = Math.min(...later);
  const [year, month, date] = [Math.floor(first / 10_000), Math.floor(first / 100) % 100, first % 100];
  return new Date(Date.UTC(year, month - 1, date) - IST_OFFSET_MS);
}

/**
 * The range of prices before GST whose price with GST (priceWithGst) lies within
 * [minWithGstPaise, maxWithGstPaise], or null when none does. Exact because priceWithGst never
 * falls as the price rises: the storefront's price filter, which shoppers read against the cards'
 * prices with GST, becomes a range on the stored prices before GST (and keeps their index).
 */
export function priceRangeBeforeGst(
  minWithGstPaise: number,
  maxWithGstPaise: number,
  on: Date = new Date(),
  schedules: readonly GstSchedule[] = GST_SCHEDULES,
): { minPaise: number; maxPaise: number } | null {
  assertPaise(minWithGstPaise, "minWithGstPaise");
  assertPaise(maxWithGstPaise, "maxWithGstPaise");
  const withGst = (price: number) => priceWithGst(price, on, schedules);
  // GST never lowers a price, so no price above the bound itself can be within it.
  const minPaise = firstPrice(minWithGstPaise, (price) => withGst(price) >= minWithGstPaise);
  const maxPaise = firstPrice(maxWithGstPaise + 1, (price) => withGst(price) > maxWithGstPaise) - 1;
  return minPaise <= maxPaise ? { minPaise, maxPaise } : null;
}

/** The lowest price in [0, upTo] for which `reached` holds (it holds for every higher price), else upTo. */
function firstPrice(upTo: number, reached: (pricePaise: number) => boolean): number {
  let [low, high] = [0, upTo];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (reached(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}
