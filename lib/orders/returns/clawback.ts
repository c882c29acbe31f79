import type { Order, OrderLine, Prisma } from "@/lib/generated/prisma/client";
import { clawbackOf, type Clawback, type ClawbackLine, type ClawbackState } from "@/lib/promotions/clawback";
import { ruleSelect, toRule } from "@/lib/promotions/model";

// The clawback of a return (lib/promotions/clawback.ts) from the database: the promotions the order
// used, what its earlier returns (not cancelled) took back and exchanged, and the kept pieces. Four
// queries whatever the order's size. A free gift's line (₹0, the gift's size) is priced at the value it
// was given at (its struck price), so keeping it without what earned it bills that value.

type Tx = Prisma.TransactionClient;

export type Returning = { line: OrderLine; quantity: number; replaceWith?: string };

const earlierReturnSelect = {
  clawbackLines: true,
  lines: {
    select: {
      returnOfLineId: true,
      quantity: true,
      replacedBy: { where: { order: { status: { not: "CANCELLED" } } }, select: { quantity: true } },
    },
  },
} satisfies Prisma.OrderSelect;

/** The return's clawback, or null when the order used no promotion. `limitPaise`: what the return refunds before it. */
export async function returnClawback(
  tx: Tx,
  parent: Pick<Order, "id" | "createdAt" | "paymentType"> & { lines: OrderLine[] },
  returning: readonly Returning[],
  limitPaise: number,
): Promise<Clawback | null> {
  const uses = await tx.promotionUse.findMany({
    where: { orderId: parent.id, releasedAt: null },
    include: { promotion: { select: ruleSelect } },
  });
  if (uses.length === 0) return null;
  const earlier = await tx.order.findMany({
    where: { parentOrderId: parent.id, orderType: "RETURN", status: { not: "CANCELLED" } },
    orderBy: { createdAt: "asc" },
    select: earlierReturnSelect,
  });
  const giftOf = (line: OrderLine) =>
    line.unitPricePaise > 0
      ? null
      : (uses.find((use) => use.promotion.type === "GIFT" && use.promotion.giftSizeId === line.sizeId)?.promotionId ?? null);
  const lines = parent.lines.filter((line) => line.unitPricePaise > 0 || giftOf(line));
  const sizes = await tx.sizeStock.findMany({
    where: { id: { in: lines.flatMap((line) => (line.sizeId ? [line.sizeId] : [])) } },
    select: { id: true, pricePaise: true, priceWithGstPaise: true, variant: { select: { product: { select: { categoryId: true } } } } },
  });
  const previousState = earlier.findLast((one) => one.clawbackLines !== null)?.clawbackLines as ClawbackState[] | undefined;
  const pieces = (lineId: string) => {
    let gone = 0;
    let exchanged = 0;
    for (const line of earlier.flatMap((one) => one.lines).filter((one) => one.returnOfLineId === lineId)) {
      const replaced = line.replacedBy.reduce((sum, one) => sum + one.quantity, 0);
      gone += line.quantity - replaced;
      exchanged += replaced;
    }
    for (const { quantity, replaceWith } of returning.filter((one) => one.line.id === lineId)) {
      if (replaceWith) exchanged += quantity;
      else gone += quantity;
    }
    return { gone, exchanged };
  };
  const input = lines.map((line): ClawbackLine => {
    const size = sizes.find((one) => one.id === line.sizeId);
    const { gone, exchanged } = pieces(line.id);
    const previous = previousState?.find((state) => state.orderLineId === line.id) ?? null;
    const gift = giftOf(line);
    // A gift was given at its struck price, invoiced as wholly discounted.
    const unitPricePaise = gift ? line.cutPricePaise : line.unitPricePaise;
    return {
      orderLineId: line.id,
      piece: {
        sizeId: line.sizeId ?? "",
        productId: line.productId ?? "",
        categoryId: size?.variant.product.categoryId ?? "",
        unitPricePaise,
        // The price with GST the owner typed, while the size still has the price it was bought at.
        unitPriceWithGstPaise: size?.pricePaise === unitPricePaise ? size.priceWithGstPaise : null,
      },
      unitDiscountPaise: gift ? line.cutPricePaise : line.unitDiscountPaise,
      unitGstPaise: line.unitGstPaise,
      giftOf: gift,
      keptQuantity: line.quantity - gone - exchanged,
      exchangedQuantity: exchanged,
      previous,
    };
  });
  return clawbackOf(
    input,
    uses.map((use) => ({ ...toRule(use.promotion), fixedBeforeGst: use.fixedBeforeGst })),
    { at: parent.createdAt, payment: parent.paymentType },
    limitPaise,
  );
}
