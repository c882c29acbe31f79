import "server-only";
import { sizeSelect, type SizeRow } from "@/lib/cart/priced-lines";
import { AppError } from "@/lib/errors";
import type { Order, OrderLine, Prisma } from "@/lib/generated/prisma/client";
import { formatINR, lessDiscount, paidPerPiecePaise, priceWithGst, returnTotals } from "@/lib/pricing";
import { lineSnapshot } from "../place/line-snapshot";
import { newPublicOrderId } from "../place/public-id";
import { takeStock } from "../place/stock";
import { UNKNOWN_SIZE_MESSAGE } from "../model/schemas";
import { lineName, type OrderWithLines } from "../model/view";

// An exchange: returned pieces replaced by the same product in another size or colour (or the
// same size, for a faulty piece) instead of refunded. The replacement is its own order (type
// Replacement, a child of the return) whose stock is taken when the exchange is requested, by the
// same conditional update orders use, so the size cannot sell out while the parcel travels back.
// A replacement of the same product at the same price (any size or colour) costs what was paid for
// the piece: its promotions' discount (a code, a sale) carries over, so a coupon never makes an
// exchange "cost more". A cheaper one keeps the same share off and the difference is refunded with
// the return; only a dearer product or size is refused (replacementPrice below).
type Tx = Prisma.TransactionClient;

export const OTHER_PRODUCT_MESSAGE = "A replacement must be the same product, in another size or colour";
export const WITHDRAWN_MESSAGE = "This product is no longer sold, so it cannot be replaced: choose a refund instead";
export const dearerMessage = (name: string, price: string, paid: string) =>
  `${name} costs ${price}, more than the ${paid} you paid: return this piece and order the other`;

/** What was paid for one piece of a bought line, its promotions' discount off and GST included. */
export const paidPaise = (line: Pick<OrderLine, "unitPricePaise" | "unitGstPaise" | "unitDiscountPaise">) => paidPerPiecePaise(line);

type Bought = Pick<OrderLine, "unitPricePaise" | "unitGstPaise" | "unitDiscountPaise">;
type Priced = Parameters<typeof priceWithGst>[0] & { pricePaise: number };

/** A replacement size as priced for the shopper: dearer (refused), or its discount off each piece and what a piece costs her. */
export type ReplacementPrice = { dearer: boolean; unitDiscountPaise: number; piecePaise: number };

/**
 * What `size` costs as the replacement of a piece of `line`, GST included. The piece's price is the
 * dearer of its price when bought and its own size's price today (`ownPricePaise`, null when no
 * longer sold), both before GST and promotions: a size priced above it is dearer. Otherwise the
 * replacement is taxed on the share of its price that was paid for the piece (all of it at the same
 * price), never costing more than was paid.
 */
export function replacementPrice(line: Bought, size: Priced, ownPricePaise: number | null, on: Date): ReplacementPrice {
  const piecePrice = Math.max(line.unitPricePaise, ownPricePaise ?? 0);
  const paid = paidPaise(line);
  const taxable = piecePrice > 0 ? Math.round(((line.unitPricePaise - line.unitDiscountPaise) * size.pricePaise) / piecePrice) : 0;
  let unitDiscountPaise = Math.max(0, size.pricePaise - taxable);
  let piecePaise = priceWithGst(lessDiscount(size, unitDiscountPaise), on);
  // GST rounds per piece: a paisa over what was paid comes off the taxable value.
  if (piecePaise > paid && size.pricePaise <= piecePrice) {
    unitDiscountPaise = Math.min(size.pricePaise, unitDiscountPaise + piecePaise - paid);
    piecePaise = priceWithGst(lessDiscount(size, unitDiscountPaise), on);
  }
  return { dearer: size.pricePaise > piecePrice, unitDiscountPaise, piecePaise };
}

export type WantedReplacement = { line: OrderLine; quantity: number; replaceWith: string };
export type Replacement = { line: OrderLine; quantity: number; size: SizeRow; price: ReplacementPrice };

/** The sizes asked for, each checked: sold, of the same product, and not dearer than the piece it replaces. */
export async function chooseReplacements(tx: Tx, wanted: readonly WantedReplacement[], on: Date): Promise<Replacement[]> {
  if (wanted.length === 0) return [];
  const ownSizeIds = wanted.flatMap(({ line }) => (line.sizeId ? [line.sizeId] : []));
  const sizes = await tx.sizeStock.findMany({
    where: { id: { in: [...wanted.map((want) => want.replaceWith), ...ownSizeIds] } },
    select: sizeSelect,
  });
  return wanted.map(({ line, quantity, replaceWith }) => {
    const size = sizes.find((candidate) => candidate.id === replaceWith);
    if (!size) throw new AppError("validation", UNKNOWN_SIZE_MESSAGE);
    if (!line.productId || size.variant.product.id !== line.productId) throw new AppError("validation", OTHER_PRODUCT_MESSAGE);
    const own = sizes.find((candidate) => candidate.id === line.sizeId);
    const price = replacementPrice(line, size, own?.pricePaise ?? null, on);
    if (price.dearer) {
      const name = `${size.variant.colorName} ${size.size}`;
      throw new AppError("conflict", dearerMessage(name, formatINR(priceWithGst(size, on)), formatINR(paidPaise(line))));
    }
    return { line, quantity, size, price };
  });
}

/** What the replacement pieces cost the shopper, GST included: what the return does not refund. */
export function replacementValue(replacements: readonly Replacement[]): number {
  return replacements.reduce((total, { price, quantity }) => total + price.piecePaise * quantity, 0);
}

/**
 * Takes the replacements' stock, all or none. Called before the return's lines are written: those
 * reference the product, and holding that key lock while waiting for the product's row lock would
 * deadlock two exchanges of the same product.
 */
export async function holdStock(tx: Tx, replacements: readonly Replacement[]): Promise<void> {
  const bySize = new Map<string, { size: SizeRow; quantity: number }>();
  for (const { size, quantity } of replacements) {
    const held = bySize.get(size.id);
    bySize.set(size.id, { size, quantity: (held?.quantity ?? 0) + quantity });
  }
  try {
    await takeStock(tx, [...bySize.values()]);
  } catch (error) {
    if (error instanceof AppError && error.code === "out_of_stock") {
      throw new AppError("out_of_stock", `${error.message}. Choose a refund for it instead`);
    }
    if (error instanceof AppError && error.code === "conflict") throw new AppError("conflict", WITHDRAWN_MESSAGE);
    throw error;
  }
}

/** The replacement order, Pending until the return is picked up (its stock already held). */
export async function createReplacement(
  tx: Tx,
  returned: Order & { lines: OrderLine[] },
  replacements: readonly Replacement[],
  on: Date,
): Promise<OrderWithLines> {
  const lines = replacements.map(({ line, quantity, size, price }) => {
    const returnLine = returned.lines.find((candidate) => candidate.returnOfLineId === line.id);
    if (!returnLine) throw new Error(`return ${returned.id} has no line for ${line.id}`);
    return {
      ...lineSnapshot(size, quantity, on, price.unitDiscountPaise),
      replacesLineId: returnLine.id,
    };
  });
  return tx.order.create({
    data: {
      publicOrderId: newPublicOrderId(on),
      userId: returned.userId,
      orderType: "REPLACEMENT",
      status: "PENDING",
      // Paid for by the returned pieces: nothing is collected on delivery.
      paymentType: "PREPAID",
      parentOrderId: returned.id,
      shipName: returned.shipName,
      shipAddressLine1: returned.shipAddressLine1,
      shipAddressLine2: returned.shipAddressLine2,
      shipCity: returned.shipCity,
      shipState: returned.shipState,
      shipPinCode: returned.shipPinCode,
      shipPhoneNumber: returned.shipPhoneNumber,
      ...returnTotals(lines),
      deliveryPaise: 0,
      deliveryDiscountPaise: 0,
      createdAt: on,
      statusChangedAt: on,
      lines: { create: lines },
    },
    include: { lines: { orderBy: { id: "asc" } } },
  });
}

/** "1 × Silk Kurta - Maroon - L (for M)" */
export function replacementItems(replacement: OrderWithLines, returned: { lines: OrderLine[] }): string[] {
  return replacement.lines.map((line) => {
    const was = returned.lines.find((candidate) => candidate.id === line.replacesLineId);
    return `${line.quantity} × ${lineName(line)}${was ? ` (for ${was.colorName} ${was.size})` : ""}`;
  });
}
