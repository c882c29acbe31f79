import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { offersFor, type OfferView } from "@/lib/promotions/offers";
import { customerKeysOf, isFirstOrder } from "@/lib/promotions/store";
import { isFinalRefusal, UNKNOWN_CODE_MESSAGE } from "@/lib/promotions/price-lines";
import { parseInput } from "@/lib/validation";
import { loadCart, readCartLines } from "./queries";
import { couponSchema } from "./schemas";
import { promoLineOf } from "./priced-lines";
import type { CartView } from "./view";

// The code a shopper applies to the cart (POST and DELETE /api/v1/cart/coupon). A code that can
// never apply to this shopper is refused; one the cart does not meet yet ("Add ₹X more") is kept,
// and the cart says what it needs.

export async function applyCoupon(ctx: Ctx, input: unknown): Promise<CartView> {
  const caller = requireUser(ctx.caller);
  const { code } = parseInput(couponSchema, input);
  const db = getDb();
  const promotion = await db.promotion.findFirst({ where: { code, archivedAt: null }, select: { id: true } });
  // The status the orders give a code they cannot use (decision 100): an unknown code is refused like an expired one.
  if (!promotion) throw new AppError("conflict", UNKNOWN_CODE_MESSAGE);
  const cart = await loadCart(caller.id, [], code);
  if (cart.coupon && !cart.coupon.applied && isFinalRefusal(cart.coupon.reason)) throw new AppError("conflict", cart.coupon.reason!);
  await db.user.update({ where: { id: caller.id }, data: { cartCouponCode: code } });
  return cart;
}

export async function removeCoupon(ctx: Ctx): Promise<CartView> {
  const caller = requireUser(ctx.caller);
  await getDb().user.update({ where: { id: caller.id }, data: { cartCouponCode: null } });
  return loadCart(caller.id);
}

/** GET /api/v1/offers: the codes on offer, each with what it would save on the caller's cart (none for a visitor). */
export async function listOffers(ctx: Ctx): Promise<OfferView[]> {
  const db = getDb();
  const userId = ctx.caller?.id;
  const lines = userId ? await readCartLines(userId) : [];
  const firstOrder = userId ? await isFirstOrder(db, await customerKeysOf(db, userId)) : true;
  return offersFor(db, lines.map(promoLineOf), firstOrder, new Date());
}
