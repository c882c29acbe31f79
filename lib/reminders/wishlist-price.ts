import "server-only";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatINR, priceWithGst } from "@/lib/pricing";
import { pricesNowPaise } from "@/lib/wishlist/price-seen";

// The wishlist's trigger (decision 111): a wishlisted size whose price now (a sale's, or a lower
// price) is below the one she saw when she saved it. One reminder per shopper, size and price, and
// none once she bought the size since saving it.

type Db = Pick<Prisma.TransactionClient, "wishlistLine" | "orderLine">;
export type Wish = { userId: string; sizeId: string; pricePaise: number };

/** The wishlist lines cheaper now than when saved, not yet reminded at today's price. */
export async function cheaperWishes(): Promise<Wish[]> {
  const lines = await getDb().wishlistLine.findMany({
    where: { savedPricePaise: { not: null } },
    select: { userId: true, sizeId: true, savedPricePaise: true },
  });
  const prices = await pricesNowPaise(lines.map((line) => line.sizeId));
  const cheaper = lines.flatMap(({ userId, sizeId, savedPricePaise }) => {
    const pricePaise = prices.get(sizeId);
    return pricePaise !== undefined && pricePaise < savedPricePaise! ? [{ userId, sizeId, pricePaise }] : [];
  });
  if (cheaper.length === 0) return [];
  const reminded = await getDb().reminder.findMany({
    where: { kind: "WISHLIST_PRICE", OR: cheaper },
    select: { userId: true, sizeId: true, pricePaise: true },
  });
  const key = (wish: { userId: string; sizeId: string | null; pricePaise: number | null }) =>
    `${wish.userId}/${wish.sizeId}/${wish.pricePaise}`;
  const done = new Set(reminded.map(key));
  return cheaper.filter((wish) => !done.has(key(wish)));
}

/** Still on her wishlist and not bought since she saved it. */
export async function stillWished(db: Db, { userId, sizeId }: Omit<Wish, "pricePaise">): Promise<{ savedPricePaise: number } | null> {
  const line = await db.wishlistLine.findUnique({
    where: { userId_sizeId: { userId, sizeId } },
    select: { createdAt: true, savedPricePaise: true },
  });
  if (line?.savedPricePaise == null) return null;
  const bought = await db.orderLine.count({
    where: { sizeId, order: { userId, orderType: "ORDER", status: { not: "CANCELLED" }, createdAt: { gte: line.createdAt } } },
  });
  return bought > 0 ? null : { savedPricePaise: line.savedPricePaise };
}

/** "Chikankari Kurta (M)" with the prices then and now (GST included), while the reminder's price still holds; else null. */
export async function wishNow(wish: Wish): Promise<{ item: string; was: string; now: string } | null> {
  const db = getDb();
  const [line, prices, size] = await Promise.all([
    stillWished(db, wish),
    pricesNowPaise([wish.sizeId]),
    db.sizeStock.findUnique({
      where: { id: wish.sizeId },
      select: { size: true, variant: { select: { product: { select: { name: true } } } } },
    }),
  ]);
  if (!line || !size || prices.get(wish.sizeId) !== wish.pricePaise) return null;
  return {
    item: `${size.variant.product.name} (${size.size})`,
    was: formatINR(priceWithGst(line.savedPricePaise)),
    now: formatINR(priceWithGst(wish.pricePaise)),
  };
}
