import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { cardOnSale } from "@/lib/catalog/cards/card-on-sale";
import { productCardSelect, toProductCard, type ProductCard } from "@/lib/catalog/cards/product-card";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { promotionSelect, windowAt, type PromotionRow } from "@/lib/promotions/model";
import { loadSalePromotions, salesAt } from "@/lib/promotions/sale-prices";

// The owner's preview of the shop on a promotion's first day: the cards it targets priced by the sales
// that will be in force then (scheduled ones included), beside today's. Nothing is written: the promotion
// goes live only at its start.

const CARDS = 12;

export type ShopPreview = {
  /** The instant shown: the promotion's start when it is still to come, else now. */
  at: Date;
  title: string;
  cards: { then: ProductCard; today: ProductCard }[];
  /** Whether any card's price differs then (a code or a conditional offer changes only the cart). */
  changesCards: boolean;
};

/** The products a promotion targets (all of them when it names none). */
function targetedWhere(row: PromotionRow): Prisma.ProductWhereInput {
  if (row.categoryIds.length + row.productIds.length + row.sizeIds.length === 0) return {};
  return {
    OR: [
      { categoryId: { in: row.categoryIds } },
      { id: { in: row.productIds } },
      { variants: { some: { sizes: { some: { id: { in: row.sizeIds } } } } } },
    ],
  };
}

export async function previewShopOn(ctx: Ctx, promotionId: string): Promise<ShopPreview> {
  requireAdmin(ctx.caller);
  const db = getDb();
  const row = await db.promotion.findUnique({ where: { id: promotionId }, select: promotionSelect });
  if (!row || row.archivedAt) throw new AppError("not_found", "Promotion not found");
  const now = new Date();
  const at = windowAt(row, now) === "scheduled" ? row.startsAt! : now;
  const [promotions, rows] = await Promise.all([
    loadSalePromotions(now),
    db.product.findMany({
      where: { archivedAt: null, inStock: true, ...targetedWhere(row) },
      select: productCardSelect,
      orderBy: [{ purchased: "desc" }, { id: "asc" }],
      take: CARDS,
    }),
  ]);
  const [then, today] = [salesAt(promotions, at), salesAt(promotions, now)];
  const cards = rows.map((product) => ({
    then: cardOnSale(toProductCard(product, at), then),
    today: cardOnSale(toProductCard(product, now), today),
  }));
  const changesCards = cards.some((card) => card.then.sale?.priceWithGstPaise !== card.today.sale?.priceWithGstPaise);
  return { at, title: row.title, cards, changesCards };
}
