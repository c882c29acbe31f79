import { gstFor, lessDiscount } from "@/lib/pricing";
import { applyPromotions, pieceOf, type PromoLine } from "./engine";
import type { PromotionRule } from "./model";

// A return that breaks a promotion's condition (buy 2 get 1 losing a piece, a minimum cart no longer
// met) takes back the benefit the kept pieces no longer earn (docs/features/promotions.md):
//   due      = what the kept pieces cost under the order's own promotions, re-run on them alone
//              (the order's time and payment, no limits, dates not asked again), less what they were paid; ≥ 0
//   clawback = due − what the order's earlier returns took (negative gives it back)
// A free gift kept while the pieces that earned it are gone is billed at its value (with its GST), as
// the cart said; a gift returned with them owes nothing.
// Each return keeps the kept pieces' new unit discount and GST (its state), so the next return
// compares with it, and its note (a debit note, or a credit note when negative) changes each kept
// line by exactly its share: the credit note of the returned pieces less this note is the refund.

export type ClawbackLine = {
  orderLineId: string;
  /** The piece as bought: price before GST (and the typed price with GST when known). */
  piece: Omit<PromoLine, "quantity">;
  /** As invoiced. */
  unitDiscountPaise: number;
  unitGstPaise: number;
  /** Pieces still on the order after this return, billed on its invoice. */
  keptQuantity: number;
  /** Pieces exchanged: kept for the promotions' conditions, billed on their replacement. */
  exchangedQuantity: number;
  /**
   * A free gift's line: the promotion that gave it. Its piece is priced at the gift's value and
   * invoiced fully discounted (taxable 0, GST 0), so withdrawing the gift bills that value.
   */
  giftOf?: string | null;
  /** The state after the order's last return (none: as invoiced, for no piece). */
  previous: { quantity: number; unitDiscountPaise: number; unitGstPaise: number } | null;
};

export type ClawbackState = {
  orderLineId: string;
  quantity: number;
  unitDiscountPaise: number;
  unitGstPaise: number;
  /** What this return's note changes on the line: positive raises the kept pieces' taxable value and GST. */
  taxablePaise: number;
  gstPaise: number;
};

export type Clawback = { clawbackPaise: number; lines: ClawbackState[] };

type Unit = { unitDiscountPaise: number; unitGstPaise: number };

/** What the kept pieces owe beyond the invoice, per line, with these unit values: (taxable, GST). */
function withdrawn(line: ClawbackLine, quantity: number, unit: Unit): { taxable: number; gst: number } {
  return {
    taxable: quantity * (line.unitDiscountPaise - unit.unitDiscountPaise),
    gst: quantity * (unit.unitGstPaise - line.unitGstPaise),
  };
}

function stateOf(lines: readonly ClawbackLine[], units: readonly Unit[]): Clawback {
  const states = lines.map((line, i): ClawbackState => {
    const now = withdrawn(line, line.keptQuantity, units[i]!);
    const before = line.previous ? withdrawn(line, line.previous.quantity, line.previous) : { taxable: 0, gst: 0 };
    return {
      orderLineId: line.orderLineId,
      quantity: line.keptQuantity,
      unitDiscountPaise: units[i]!.unitDiscountPaise,
      unitGstPaise: units[i]!.unitGstPaise,
      taxablePaise: now.taxable - before.taxable,
      gstPaise: now.gst - before.gst,
    };
  });
  return { clawbackPaise: states.reduce((sum, state) => sum + state.taxablePaise + state.gstPaise, 0), lines: states };
}

/**
 * The clawback of a return, never more than `limitPaise` (what the return refunds before it, so the
 * refund never goes below 0): when the full clawback is more, the kept pieces' discount is withdrawn
 * only in part, the most that fits, equal within a line.
 */
export function clawbackOf(
  lines: readonly ClawbackLine[],
  rules: readonly PromotionRule[],
  order: { at: Date; payment: "COD" | "PREPAID" },
  limitPaise: number,
): Clawback {
  const invoiced = lines.map((line) => ({ unitDiscountPaise: line.unitDiscountPaise, unitGstPaise: line.unitGstPaise }));
  const previous = lines.map((line, i) => line.previous ?? invoiced[i]!);
  const counted = lines.filter((line) => !line.giftOf && line.keptQuantity + line.exchangedQuantity > 0);
  const gifts = new Map(lines.flatMap((line) => (line.giftOf ? [[line.giftOf, line.piece.unitPricePaise] as const] : [])));
  const rerun = applyPromotions(
    counted.map((line) => ({ ...line.piece, quantity: line.keptQuantity + line.exchangedQuantity })),
    // A gift is re-run at the value it was given at, in stock or not now; one whose line is not here is left out.
    rules
      .filter((rule) => rule.type !== "GIFT" || gifts.has(rule.id))
      .map((rule) => ({ ...rule, giftValuePaise: gifts.get(rule.id) ?? rule.giftValuePaise })),
    new Map(),
    { firstOrder: true, payment: order.payment, placed: true },
    order.at,
  );
  const unitOf = (line: ClawbackLine, unitDiscountPaise: number, i: number): Unit =>
    unitDiscountPaise === line.unitDiscountPaise
      ? invoiced[i]!
      : { unitDiscountPaise, unitGstPaise: gstFor(lessDiscount(pieceOf({ ...line.piece, quantity: 1 }), unitDiscountPaise), order.at) };
  const rerunUnits = lines.map((line, i) => {
    if (line.giftOf) return rerun.gifts.some((gift) => gift.promotionId === line.giftOf) ? invoiced[i]! : unitOf(line, 0, i);
    const priced = rerun.lines[counted.indexOf(line)];
    // A kept piece never gets more off than invoiced (a fixed amount re-spread over fewer pieces could give it more).
    return priced ? unitOf(line, Math.min(priced.unitDiscountPaise, line.unitDiscountPaise), i) : invoiced[i]!;
  });
  // due < 0: the kept pieces keep what they were invoiced at (a return never gives them more).
  const due = lines.reduce((sum, line, i) => {
    const owed = withdrawn(line, line.keptQuantity, rerunUnits[i]!);
    return sum + owed.taxable + owed.gst;
  }, 0);
  const target = due > 0 ? rerunUnits : invoiced;
  const full = stateOf(lines, target);
  if (full.clawbackPaise <= limitPaise) return full;
  // Part of the way from the previous state to the target: step s of `steps` moves each line's unit
  // discount s/steps of its way, in whole paise. Step 0 only gives back what the returned pieces had
  // withdrawn (≤ 0), so it always fits; the largest step that fits is found by halving.
  const steps = Math.max(...lines.map((line, i) => Math.abs(previous[i]!.unitDiscountPaise - target[i]!.unitDiscountPaise)));
  const at = (step: number) =>
    stateOf(
      lines,
      lines.map((line, i) => {
        const from = previous[i]!.unitDiscountPaise;
        const moved = Math.trunc(((target[i]!.unitDiscountPaise - from) * step) / steps);
        return moved === 0 ? previous[i]! : unitOf(line, from + moved, i);
      }),
    );
  let [low, high] = [0, steps];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (at(mid).clawbackPaise <= limitPaise) low = mid;
    else high = mid - 1;
  }
  return at(low);
}
