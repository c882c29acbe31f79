import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { productKeySchema } from "@/lib/catalog/product/detail";
import { firstInStockSizeId } from "@/lib/catalog/product/first-in-stock";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import type { WishlistView } from "./view";
import { addToWishlist } from "./wishlist";

/**
 * A product card's wishlist heart: saves the product's first size in stock (the colour the product
 * page opens on, its smallest size in stock), through addToWishlist and its rules.
 */
export async function addProductToWishlist(ctx: Ctx, input: unknown): Promise<WishlistView> {
  requireUser(ctx.caller);
  const key = parseInput(productKeySchema, input);
  const variants = await getDb().variant.findMany({
    where: { product: { OR: [{ id: key }, { slug: key }], archivedAt: null } },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, sizes: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, size: true, stock: true } } },
  });
  const sizeId = firstInStockSizeId(variants);
  if (!sizeId) throw new AppError("not_found", "Product not found");
  return addToWishlist(ctx, { sizeId });
}
