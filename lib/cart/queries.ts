import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { lockLines, settle, type Settled } from "./lines";
import { priceCart, sizeSelect, type PricedCart, type SettledLine } from "./priced-lines";
import { sizeChoices } from "./size-choices";
import { toCartView, type CartView } from "./view";

// Reading the cart, for pages and for the getMyCart call. A stored line is met with the
// current stock on every read: lowered or dropped (and saved so), with a notice saying so.

export async function readCartLines(userId: string): Promise<SettledLine[]> {
  const rows = await getDb().cartLine.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { quantity: true, sizeStock: { select: sizeSelect } },
  });
  return rows.map((row) => ({ size: row.sizeStock, quantity: row.quantity }));
}

async function saveCorrections(userId: string, settled: Settled): Promise<void> {
  await getDb().$transaction(async (tx) => {
    await lockLines(tx, "cart", userId);
    if (settled.dropped.length > 0) {
      await tx.cartLine.deleteMany({ where: { userId, sizeId: { in: settled.dropped } } });
    }
    if (settled.capped.size > 0) {
      // One statement for all lowered lines; it only ever lowers, so a concurrent change
      // to a smaller quantity is kept.
      const values = Prisma.join([...settled.capped].map(([sizeId, quantity]) => Prisma.sql`(${sizeId}::text, ${quantity}::int)`));
      await tx.$executeRaw`
        UPDATE "CartLine" AS c SET "quantity" = v.quantity, "updatedAt" = now()
        FROM (VALUES ${values}) AS v("sizeId", quantity)
        WHERE c."userId" = ${userId} AND c."sizeId" = v."sizeId" AND c."quantity" > v.quantity`;
    }
  });
}

/**
 * The lines under the promotions on offer and the code applied to the cart (or `code`, one the
 * shopper is trying); payment not chosen yet.
 */
export async function cartPromotions(userId: string, lines: readonly SettledLine[], now: Date, code?: string): Promise<PricedCart> {
  const db = getDb();
  const applied = code ?? (await db.user.findUnique({ where: { id: userId }, select: { cartCouponCode: true } }))?.cartCouponCode;
  return priceCart(db, userId, lines, { code: applied ?? null, payment: null }, now);
}

/** What the cart's goods cost paid this way (an offer for paying online drops for cash), GST included. */
export async function cartTotalFor(userId: string, payment: "COD" | "PREPAID", now: Date): Promise<number> {
  const lines = settle(await readCartLines(userId)).kept;
  const db = getDb();
  const code = (await db.user.findUnique({ where: { id: userId }, select: { cartCouponCode: true } }))?.cartCouponCode ?? null;
  return (await priceCart(db, userId, lines, { code, payment }, now)).totals.totalPaise;
}

/** The user's cart as stored, re-checked against the current stock; `earlier` notices lead. `code`: see cartPromotions. */
export async function loadCart(userId: string, earlier: readonly string[] = [], code?: string): Promise<CartView> {
  const now = new Date();
  const settled = settle(await readCartLines(userId));
  if (settled.dropped.length > 0 || settled.capped.size > 0) await saveCorrections(userId, settled);
  const [priced, choices] = await Promise.all([cartPromotions(userId, settled.kept, now, code), sizeChoices(settled.kept)]);
  return toCartView(priced, [...earlier, ...settled.notices], choices, now);
}

/** The caller's cart (POST /api/v1/order/getMyCart and the cart page). */
export async function getCart(ctx: Ctx): Promise<CartView> {
  return loadCart(requireUser(ctx.caller).id);
}

/** How many lines the user's cart holds (for the header badge). */
export async function cartCount(userId: string): Promise<number> {
  return getDb().cartLine.count({ where: { userId } });
}
