import { priceWithGst } from "@/lib/pricing";
import { applyPromotions, pieceOf, type PromoLine } from "../engine";
import type { PromotionRule } from "../model";
import type { SampleItem } from "./page-data";
import { promotionInputSchema } from "./schemas";

// The editor's live preview: the promotion as typed, priced by the shop's own engine on a sample
// cart of the shop's pieces (those it targets first), as on its first day. Conditions about the
// shopper (first order, prepaid) and limits are left out: the cart page says those. Pure, so the
// editor shows it as the owner types; every figure is made here, none in the component.

/** A sample line: its price with GST before the promotion and after it; `discounted` when anything came off its pieces. */
export type PreviewLine = { sizeId: string; name: string; quantity: number; discounted: boolean; beforePaise: number; afterPaise: number };

export type PromotionPreview =
  | { kind: "incomplete"; message: string }
  | { kind: "no-pieces" }
  | { kind: "priced"; lines: PreviewLine[]; beforePaise: number; afterPaise: number; savedPaise: number; refusal: string | null };

/** Two pieces the promotion targets (all of them when it targets the whole cart) and one it does not. */
function sampleCart(rule: PromotionRule, samples: readonly SampleItem[]): (PromoLine & { name: string })[] {
  const all = rule.categoryIds.length + rule.productIds.length + rule.sizeIds.length === 0;
  const targeted = (item: SampleItem) =>
    all || rule.categoryIds.includes(item.categoryId) || rule.productIds.includes(item.productId) || rule.sizeIds.includes(item.sizeId);
  const chosen = [...samples.filter(targeted).slice(0, 2), ...samples.filter((item) => !targeted(item)).slice(0, 1)];
  const group = rule.type === "BUY_X_GET_Y" ? rule.buyQuantity + rule.getQuantity : 1;
  return chosen.map((item, index) => ({ ...item, quantity: index === 0 ? group : 1 }));
}

export function previewPromotion(values: unknown, samples: readonly SampleItem[]): PromotionPreview {
  const parsed = promotionInputSchema.safeParse(values);
  if (!parsed.success) return { kind: "incomplete", message: parsed.error.issues[0]?.message ?? "" };
  const data = parsed.data;
  const on = data.startsAt ?? new Date();
  // A gift's worth is not known here: the preview counts it as in stock at ₹1, enough to show it applies.
  const rule: PromotionRule = { ...data, id: "preview", createdAt: on, giftValuePaise: data.giftSizeId ? 100 : 0 };
  const cart = sampleCart(rule, samples);
  if (cart.length === 0) return { kind: "no-pieces" };
  const outcome = applyPromotions(cart, [rule], new Map(), { firstOrder: true, payment: null }, on);
  const lines = outcome.lines.map((line, index) => ({
    sizeId: line.sizeId,
    name: cart[index]!.name,
    quantity: line.quantity,
    discounted: line.unitDiscountPaise > 0,
    beforePaise: priceWithGst(pieceOf(line), on) * line.quantity,
    afterPaise: line.lineTotalPaise,
  }));
  const beforePaise = lines.reduce((sum, line) => sum + line.beforePaise, 0);
  const afterPaise = lines.reduce((sum, line) => sum + line.afterPaise, 0);
  return {
    kind: "priced",
    lines,
    beforePaise,
    afterPaise,
    savedPaise: beforePaise - afterPaise,
    refusal: outcome.refused[0]?.reason ?? null,
  };
}
