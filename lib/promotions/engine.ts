import { formatINR, gstFor, gstRateFor, lessDiscount, priceWithGst, type PiecePrice } from "@/lib/pricing";
import { windowAt, type PromotionRule, type PromotionType } from "./model";

// The promotions engine: pure, so every page and the server price a cart the same way
// (decision 084). Amounts are paise before GST, as the order lines keep them; a discount lowers
// the taxable value (CGST Act s.15(3)(a)) and each piece's GST, slab included, is then chosen on
// what is left of its price.

/** What the database says is left of a promotion's limits; null = no limit. */
export type PromotionLimits = { usesLeft: number | null; customerUsesLeft: number | null; budgetLeftPaise: number | null };

export type PromoLine = {
  sizeId: string;
  productId: string;
  categoryId: string;
  unitPricePaise: number;
  /** The price with GST the owner typed (decision 083), null when set before GST. */
  unitPriceWithGstPaise?: number | null;
  quantity: number;
};

/** One piece of the line, as the pages price it. */
export function pieceOf(line: PromoLine): PiecePrice {
  return { pricePaise: line.unitPricePaise, priceWithGstPaise: line.unitPriceWithGstPaise };
}

/**
 * Who is buying: `payment` is null while the shopper has not chosen (the cart). `placed`: re-running an
 * order's own promotions on it (a return's clawback); they applied when it was placed, so their dates,
 * which the owner may have changed since, are not asked again.
 */
export type PromoShopper = { firstOrder: boolean; payment: "COD" | "PREPAID" | null; placed?: boolean };

export type AppliedPromotion = {
  id: string;
  code: string | null;
  title: string;
  type: PromotionType;
  /** Off the lines, before GST (0 for a gift). */
  discountPaise: number;
  /** What it costs the shop, counted against its budget: the discount, or the gift's price before GST. */
  givenPaise: number;
  note: string | null;
  /** Buy X get Y, a gift or a minimum cart: a return that breaks the condition takes its benefit back (lib/promotions/clawback.ts). */
  conditional: boolean;
};
export type RefusedPromotion = { id: string; code: string | null; title: string; reason: string; shortByPaise: number | null };

/** Pieces of a line with the same discount: a fixed amount may leave a paisa more on the first pieces. */
export type PricedPart = { quantity: number; unitDiscountPaise: number; gstRateBp: number; unitGstPaise: number };

export type PricedPromoLine = PromoLine & {
  /** Off each piece of the first part (the most off), before GST; the same for every piece of a line of one part. */
  unitDiscountPaise: number;
  gstRateBp: number;
  unitGstPaise: number;
  /** The line's pieces by discount, in order (one part unless a fixed amount's last paise split it). */
  parts: PricedPart[];
  /** Σ (price − discount + GST) × quantity over the parts */
  lineTotalPaise: number;
};

export type PromotionOutcome = {
  lines: PricedPromoLine[];
  /** Free gifts: one piece of each size, at ₹0. */
  gifts: { promotionId: string; sizeId: string }[];
  applied: AppliedPromotion[];
  refused: RefusedPromotion[];
  /** Σ unit discount × quantity, before GST. */
  discountPaise: number;
};

export const PROMOTION_MESSAGES = {
  notStarted: "This offer has not started yet",
  ended: "This offer has ended",
  usedUp: "This offer has been fully used",
  customerUsedUp: "You have already used this offer",
  firstOrder: "This offer is for a first order only",
  prepaid: "This offer is for orders paid online",
  noPieces: "No item in your cart is part of this offer",
  tooFew: "Add more of the items in this offer",
  giftGone: "The gift of this offer is out of stock",
  better: "Another offer saves you more",
} as const;

const BP = 10_000;

function targets(rule: PromotionRule, line: PromoLine): boolean {
  if (rule.categoryIds.length + rule.productIds.length + rule.sizeIds.length === 0) return true;
  return rule.categoryIds.includes(line.categoryId) || rule.productIds.includes(line.productId) || rule.sizeIds.includes(line.sizeId);
}

/** off = round(price × bp / 10000), halves up, in integers. */
function percentOf(pricePaise: number, bp: number): number {
  return Math.floor((pricePaise * bp + BP / 2) / BP);
}

/**
 * Spreads `amount` over lines as a discount per piece, equal within a line: each line's share is
 * proportional to its value, rounded down to whole paise per piece; the paise left go, one line
 * at a time, to the lines with the largest remainders (then the earlier line) where a whole round
 * of their pieces fits. What cannot be split equally (fewer paise than any line's pieces) is not
 * given, so a promotion never gives more than it says.
 */
export function allocatePerPiece(amount: number, lines: readonly { unitPaise: number; quantity: number }[]): number[] {
  const value = lines.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0);
  if (value === 0 || amount <= 0) return lines.map(() => 0);
  const total = Math.min(amount, value);
  const ideal = lines.map((line) => (total * line.unitPaise * line.quantity) / value / line.quantity);
  const perPiece = ideal.map((share, i) => Math.min(Math.floor(share), lines[i]!.unitPaise));
  let left = total - perPiece.reduce((sum, off, i) => sum + off * lines[i]!.quantity, 0);
  const order = ideal
    .map((share, i) => ({ i, fraction: share - perPiece[i]! }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i)
    .map(({ i }) => i);
  for (let placed = true; placed && left > 0;) {
    placed = false;
    for (const i of order) {
      const line = lines[i]!;
      if (line.quantity <= left && perPiece[i]! < line.unitPaise) {
        perPiece[i]! += 1;
        left -= line.quantity;
        placed = true;
      }
    }
  }
  return perPiece;
}

/**
 * A sale price (decision 086): an automatic percentage off with no condition and no limit, the same
 * whatever the cart and the shopper, so the catalogue's pages show it.
 */
export function isSale(rule: PromotionRule, limits: PromotionLimits | undefined): boolean {
  const limited = limits && (limits.usesLeft !== null || limits.customerUsesLeft !== null || limits.budgetLeftPaise !== null);
  return (
    rule.code === null &&
    rule.type === "PERCENT" &&
    rule.percentBp > 0 &&
    rule.minCartPaise === 0 &&
    !rule.firstOrderOnly &&
    !rule.prepaidOnly &&
    !limited
  );
}

/** Each piece of each line with the same discount. */
const perLine = (lines: readonly PromoLine[], unit: readonly number[]) =>
  lines.map((line, i) => Array<number>(line.quantity).fill(unit[i]!));

/**
 * A fixed amount off what the shopper pays, to the paisa: each piece's share of it (by what it costs
 * with GST now) becomes the most off its price before GST whose price with GST falls by no more than
 * the share, GST and its slab on what is left; the paise still short go piece by piece, in line order,
 * to the first pieces that can take them (and, when every piece's next paisa costs two, one piece
 * gives one back for another to take two). Pieces not eligible get 0.
 */
export function fixedOff(
  amount: number,
  lines: readonly PromoLine[],
  taken: readonly number[],
  eligible: readonly boolean[],
  on: Date,
): number[][] {
  const paid = (i: number, off: number) => priceWithGst(lessDiscount(pieceOf(lines[i]!), taken[i]! + off), on);
  const full = lines.map((_, i) => paid(i, 0));
  const room = lines.map((line, i) => (eligible[i] ? line.unitPricePaise - taken[i]! : 0));
  const less = (i: number, off: number) => full[i]! - paid(i, off);
  // The most off (up to the piece's price) whose fall in price with GST is at most `fall`: it rises with the discount.
  const upTo = (i: number, fall: number) => {
    let [low, high] = [0, room[i]!];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (less(i, middle) <= fall) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const value = lines.reduce((sum, line, i) => sum + (room[i]! > 0 ? full[i]! * line.quantity : 0), 0);
  const shares = allocatePerPiece(
    amount,
    lines.map((line, i) => ({ unitPaise: room[i]! > 0 ? full[i]! : 0, quantity: line.quantity })),
  );
  const off = lines.map((line, i) => Array<number>(line.quantity).fill(room[i]! > 0 ? upTo(i, shares[i]!) : 0));
  const pieces = off.flatMap((line, i) => line.map((_, p) => ({ i, p })));
  let short = Math.min(amount, value) - pieces.reduce((sum, { i, p }) => sum + less(i, off[i]![p]!), 0);
  for (const { i, p } of pieces) {
    if (short <= 0) break;
    const more = upTo(i, less(i, off[i]![p]!) + short);
    short -= less(i, more) - less(i, off[i]![p]!);
    off[i]![p] = more;
  }
  for (const give of short > 0 ? pieces : []) {
    for (const take of pieces) {
      if (short <= 0 || give === take) continue;
      const [from, to] = [off[give.i]![give.p]!, off[take.i]![take.p]!];
      for (const back of [1, 2]) {
        const fewer = upTo(give.i, less(give.i, from) - back);
        const more = upTo(take.i, less(take.i, to) + back + short);
        if (less(give.i, from) - less(give.i, fewer) === back && less(take.i, more) - less(take.i, to) === back + short) {
          [off[give.i]![give.p], off[take.i]![take.p], short] = [fewer, more, 0];
          break;
        }
      }
    }
  }
  return off;
}

/**
 * The discount of each piece one promotion gives on lines whose pieces have `taken` off already
 * (by earlier promotions), leaving out the lines `onSale` marks when it does not combine with sale prices.
 */
function discountOf(
  rule: PromotionRule,
  lines: readonly PromoLine[],
  taken: readonly number[],
  onSale: readonly boolean[],
  on: Date,
): number[][] {
  const unitPaise = lines.map((line, i) => line.unitPricePaise - taken[i]!);
  if (rule.type === "GIFT")
    return perLine(
      lines,
      lines.map(() => 0),
    );
  const eligible = lines.map((line, i) => targets(rule, line) && unitPaise[i]! > 0 && (rule.combinesWithSales || !onSale[i]));
  if (rule.type === "PERCENT")
    return perLine(
      lines,
      unitPaise.map((unit, i) => (eligible[i] ? percentOf(unit, rule.percentBp) : 0)),
    );
  const pool = lines.map((line, i) => ({ unitPaise: eligible[i] ? unitPaise[i]! : 0, quantity: line.quantity }));
  if (rule.type === "FIXED") {
    return rule.fixedBeforeGst
      ? perLine(lines, allocatePerPiece(rule.amountPaise, pool))
      : fixedOff(rule.amountPaise, lines, taken, eligible, on);
  }
  // Buy X get Y: the pieces in price order, highest first (earlier line on a tie); each full group of
  // X + Y gives its Y cheapest pieces the percentage off, as often as the cart (and maxRepeats) allows.
  const pieces = pool
    .flatMap((line, i) => Array.from({ length: line.unitPaise > 0 ? line.quantity : 0 }, () => ({ i, unit: line.unitPaise })))
    .sort((a, b) => b.unit - a.unit || a.i - b.i);
  const group = rule.buyQuantity + rule.getQuantity;
  const repeats = Math.min(Math.floor(pieces.length / group), rule.maxRepeats ?? Number.POSITIVE_INFINITY);
  let amount = 0;
  for (let r = 0; r < repeats; r++) {
    for (const piece of pieces.slice(r * group + rule.buyQuantity, (r + 1) * group)) amount += percentOf(piece.unit, rule.percentBp);
  }
  return perLine(lines, allocatePerPiece(amount, pool));
}

function goodsWithGst(lines: readonly PromoLine[], on: Date): number {
  return lines.reduce((sum, line) => sum + priceWithGst(pieceOf(line), on) * line.quantity, 0);
}

/** Why a promotion cannot apply to this cart and shopper now, or null when it can. */
function refusalOf(
  rule: PromotionRule,
  limits: PromotionLimits,
  lines: readonly PromoLine[],
  shopper: PromoShopper,
  now: Date,
): { reason: string; shortByPaise: number | null } | null {
  const plain = (reason: string) => ({ reason, shortByPaise: null });
  const window = shopper.placed ? "live" : windowAt(rule, now);
  if (window === "scheduled") return plain(PROMOTION_MESSAGES.notStarted);
  if (window === "ended") return plain(PROMOTION_MESSAGES.ended);
  if (limits.usesLeft !== null && limits.usesLeft <= 0) return plain(PROMOTION_MESSAGES.usedUp);
  if (limits.budgetLeftPaise !== null && limits.budgetLeftPaise <= 0) return plain(PROMOTION_MESSAGES.usedUp);
  if (limits.customerUsesLeft !== null && limits.customerUsesLeft <= 0) return plain(PROMOTION_MESSAGES.customerUsedUp);
  if (rule.firstOrderOnly && !shopper.firstOrder) return plain(PROMOTION_MESSAGES.firstOrder);
  if (rule.prepaidOnly && shopper.payment === "COD") return plain(PROMOTION_MESSAGES.prepaid);
  if (rule.type === "GIFT" && (rule.giftSizeId === null || rule.giftValuePaise <= 0)) return plain(PROMOTION_MESSAGES.giftGone);
  const targeted = lines.filter((line) => targets(rule, line));
  if (targeted.length === 0) return plain(PROMOTION_MESSAGES.noPieces);
  const goods = goodsWithGst(lines, now);
  if (goods < rule.minCartPaise) {
    const short = rule.minCartPaise - goods;
    return { reason: `Add ${formatINR(short)} more to use this offer`, shortByPaise: short };
  }
  if (rule.type === "BUY_X_GET_Y" && targeted.reduce((sum, line) => sum + line.quantity, 0) < rule.buyQuantity + rule.getQuantity) {
    return plain(PROMOTION_MESSAGES.tooFew);
  }
  return null;
}

/** `valuePaise`: what the shopper gains, GST included: the lower total and the gifts' worth. `perPiece`: per rule, line and piece. */
type Stack = { rules: PromotionRule[]; perPiece: number[][][]; total: number; paidPaise: number; valuePaise: number };

const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** Each piece's discount under all the rules of a stack, per line. */
function piecesOff(lines: readonly PromoLine[], perPiece: readonly number[][][]): number[][] {
  return lines.map((line, i) => Array.from({ length: line.quantity }, (_, p) => sumOf(perPiece.map((rule) => rule[i]![p]!))));
}

/** Applies rules one after another, each on what the earlier ones left of each piece. */
function stack(
  rules: readonly PromotionRule[],
  lines: readonly PromoLine[],
  limits: ReadonlyMap<string, PromotionLimits>,
  now: Date,
): Stack {
  // What earlier rules took off each line's pieces: a later rule works on what the least-discounted piece has left.
  const taken = lines.map(() => 0);
  const onSale = lines.map(() => false);
  const kept: PromotionRule[] = [];
  const perPiece: number[][][] = [];
  let total = 0;
  for (const rule of rules) {
    const off = discountOf(rule, lines, taken, onSale, now);
    const amount = rule.type === "GIFT" ? rule.giftValuePaise : sumOf(off.map(sumOf));
    const budget = limits.get(rule.id)?.budgetLeftPaise ?? null;
    if (amount === 0 || (budget !== null && amount > budget)) continue;
    off.forEach((pieces, i) => (taken[i]! += pieces.reduce((least, piece) => Math.min(least, piece), pieces[0] ?? 0)));
    if (isSale(rule, limits.get(rule.id))) off.forEach((pieces, i) => (onSale[i] ||= pieces.some((piece) => piece > 0)));
    kept.push(rule);
    perPiece.push(off);
    total += amount;
  }
  const paidPaise = sumOf(
    piecesOff(lines, perPiece).flatMap((pieces, i) => pieces.map((piece) => priceWithGst(lessDiscount(pieceOf(lines[i]!), piece), now))),
  );
  const fullPaise = goodsWithGst(lines, now);
  const giftsPaise = kept.reduce((sum, rule) => sum + (rule.type === "GIFT" ? priceWithGst(rule.giftValuePaise, now) : 0), 0);
  return { rules: kept, perPiece, total, paidPaise, valuePaise: fullPaise - paidPaise + giftsPaise };
}

/** Automatic promotions first, then codes; within each, the older first, so the order never depends on the caller. */
function byPrecedence(a: PromotionRule, b: PromotionRule): number {
  return Number(a.code !== null) - Number(b.code !== null) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
}

/**
 * Prices `lines` under the promotions on offer (automatic ones and the code the shopper gave):
 * those that combine stack; one that does not stands alone; the choice that saves the shopper the
 * most, GST included, wins (on a tie, the combining stack, then the older promotion). Every promotion not applied
 * comes back with its reason.
 */
export function applyPromotions(
  lines: readonly PromoLine[],
  rules: readonly PromotionRule[],
  limits: ReadonlyMap<string, PromotionLimits>,
  shopper: PromoShopper,
  now: Date,
): PromotionOutcome {
  const refused: RefusedPromotion[] = [];
  const open: PromotionRule[] = [];
  for (const rule of [...rules].sort(byPrecedence)) {
    const why = refusalOf(
      rule,
      limits.get(rule.id) ?? { usesLeft: null, customerUsesLeft: null, budgetLeftPaise: null },
      lines,
      shopper,
      now,
    );
    if (why) refused.push({ id: rule.id, code: rule.code, title: rule.title, ...why });
    else open.push(rule);
  }
  // The shopper's gain is in what they pay, GST included (a discount can move a piece to a lower slab), and in gifts.
  const choices = [
    stack(
      open.filter((rule) => rule.combinable),
      lines,
      limits,
      now,
    ),
  ];
  // One that stands alone but leaves sale prices alone keeps the sales that combine on their pieces.
  const sales = open.filter((rule) => rule.combinable && isSale(rule, limits.get(rule.id)));
  const alone = (rule: PromotionRule) => (rule.combinesWithSales ? [rule] : [...sales, rule]);
  for (const rule of open.filter((candidate) => !candidate.combinable)) choices.push(stack(alone(rule), lines, limits, now));
  const best = choices.reduce((winner, choice) => (choice.valuePaise > winner.valuePaise ? choice : winner));
  for (const rule of open.filter((candidate) => !best.rules.includes(candidate))) {
    // Alone it gives nothing: either its budget cannot cover it, or its pieces are worth nothing now.
    const givesNothing = !stack(alone(rule), lines, limits, now).rules.includes(rule);
    const overBudget = givesNothing && limits.get(rule.id)?.budgetLeftPaise != null;
    const reason = overBudget ? PROMOTION_MESSAGES.usedUp : givesNothing ? PROMOTION_MESSAGES.noPieces : PROMOTION_MESSAGES.better;
    refused.push({ id: rule.id, code: rule.code, title: rule.title, reason, shortByPaise: null });
  }
  const priced = piecesOff(lines, best.perPiece).map((pieces, i): PricedPromoLine => {
    const line = lines[i]!;
    const parts: PricedPart[] = [];
    for (const off of pieces) {
      const last = parts.at(-1);
      if (last?.unitDiscountPaise === off) last.quantity += 1;
      else {
        const rate = gstRateFor(line.unitPricePaise - off, now);
        parts.push({ quantity: 1, unitDiscountPaise: off, gstRateBp: rate, unitGstPaise: gstFor(lessDiscount(pieceOf(line), off), now) });
      }
    }
    const first = parts[0] ?? {
      unitDiscountPaise: 0,
      gstRateBp: gstRateFor(line.unitPricePaise, now),
      unitGstPaise: gstFor(pieceOf(line), now),
    };
    return {
      ...line,
      unitDiscountPaise: first.unitDiscountPaise,
      gstRateBp: first.gstRateBp,
      unitGstPaise: first.unitGstPaise,
      parts,
      lineTotalPaise: sumOf(parts.map((part) => (line.unitPricePaise - part.unitDiscountPaise + part.unitGstPaise) * part.quantity)),
    };
  });
  const applied = best.rules.map((rule, r): AppliedPromotion => {
    const discountPaise = sumOf(best.perPiece[r]!.map(sumOf));
    return {
      id: rule.id,
      code: rule.code,
      title: rule.title,
      type: rule.type,
      discountPaise,
      givenPaise: rule.type === "GIFT" ? rule.giftValuePaise : discountPaise,
      note: rule.prepaidOnly && shopper.payment === null ? PROMOTION_MESSAGES.prepaid : null,
      conditional: rule.type === "BUY_X_GET_Y" || rule.type === "GIFT" || rule.minCartPaise > 0,
    };
  });
  const gifts = best.rules.flatMap((rule) =>
    rule.type === "GIFT" && rule.giftSizeId ? [{ promotionId: rule.id, sizeId: rule.giftSizeId }] : [],
  );
  const discountPaise = sumOf(priced.flatMap((line) => line.parts.map((part) => part.unitDiscountPaise * part.quantity)));
  return { lines: priced, gifts, applied, refused, discountPaise };
}
