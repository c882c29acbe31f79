import "server-only";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { loadSales, salePricePaise } from "@/lib/promotions/sale-prices";

// The price of a wishlisted size that a shopper sees, before GST, a live sale's where one applies:
// kept on the line when she saves it, and compared with later by the wishlist reminders (decision 111).

export async function pricesNowPaise(sizeIds: readonly string[]): Promise<Map<string, number>> {
  if (sizeIds.length === 0) return new Map();
  const [sizes, sales] = await Promise.all([
    getDb().sizeStock.findMany({
      where: { id: { in: [...new Set(sizeIds)] } },
      select: { id: true, pricePaise: true, variant: { select: { product: { select: { id: true, categoryId: true } } } } },
    }),
    loadSales(clock.now()),
  ]);
  return new Map(
    sizes.map((size) => {
      const { id: productId, categoryId } = size.variant.product;
      return [size.id, salePricePaise({ sizeId: size.id, productId, categoryId, pricePaise: size.pricePaise }, sales)];
    }),
  );
}
