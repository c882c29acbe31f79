import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { cartCount } from "@/lib/cart/queries";
import { countProductView } from "@/lib/catalog/product/views";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { viewerSchema } from "@/lib/accounts/schemas";

// Who is looking at a shop page. The catalogue pages are static, the same for everyone; the
// header's icons and cart count, and a product page's cart and wishlist marks, come from here
// (GET /api/v1/user/viewer) once the page has loaded.

export type Viewer = { fullname: string; isAdmin: boolean; cartCount: number };
/** The viewer's marks on one product: sizeId → quantity in the cart, and the sizes on the wishlist. */
export type ProductMarks = { cart: Record<string, number>; wishlist: string[] };
export type ViewerSummary = { viewer: Viewer | null; product: ProductMarks | null };

export async function viewerSummary(ctx: Ctx, input: Record<string, unknown>): Promise<ViewerSummary> {
  const parsed = viewerSchema.safeParse(input);
  if (!parsed.success) throw new AppError("validation", "Unknown product");
  const db = getDb();
  const { caller } = ctx;
  const key = parsed.data.product;
  const [cartLines, product] = await Promise.all([
    caller ? cartCount(caller.id) : 0,
    key ? db.product.findFirst({ where: { OR: [{ id: key }, { slug: key }], archivedAt: null }, select: { id: true } }) : null,
  ]);
  const viewer = caller ? { fullname: caller.fullname, isAdmin: caller.role === "ADMIN", cartCount: cartLines } : null;
  if (!product) return { viewer, product: null };
  if (!caller) {
    await countProductView(ctx, product.id);
    return { viewer, product: { cart: {}, wishlist: [] } };
  }
  const mine = { userId: caller.id, sizeStock: { variant: { productId: product.id } } };
  const [cart, wishlist] = await Promise.all([
    db.cartLine.findMany({ where: mine, select: { sizeId: true, quantity: true } }),
    db.wishlistLine.findMany({ where: mine, select: { sizeId: true } }),
    countProductView(ctx, product.id),
  ]);
  return {
    viewer,
    product: { cart: Object.fromEntries(cart.map((line) => [line.sizeId, line.quantity])), wishlist: wishlist.map((line) => line.sizeId) },
  };
}
