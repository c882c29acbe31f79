import "server-only";
import { revalidateProducts } from "@/lib/cache/tags";
import { createHash, randomUUID } from "node:crypto";
import type { Ctx } from "@/lib/auth/caller";
import { requireVerified } from "@/lib/auth/guards";
import { resolveLines } from "@/lib/cart/lines";
import { itemName, type SettledLine, type SizeRow } from "@/lib/cart/view";
import { refreshProductListing } from "@/lib/catalog/listing";
import { getDb } from "@/lib/db";
import { orderConfirmationEmail } from "@/lib/email/order-email";
import { queueEmail, type EmailMessage } from "@/lib/email/send-email";
import { requireDelivery } from "@/lib/shipping/serviceability";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { Prisma, type Address } from "@/lib/generated/prisma/client";
import { cartTotals, gstFor, gstRateFor, lineTotal, type CartTotals } from "@/lib/pricing";
import { codRefusal } from "./cod";
import { assertRoomForAnOrder } from "./open-orders";
import { newPublicOrderId } from "./public-id";
import { parseIdempotencyKey, parseOrderRequest, type OrderRequest } from "./schemas";
import { lineName, toOrderView, type OrderView, type OrderWithLines } from "./view";

// Placing an order: one transaction that checks the lines against the database as the cart
// does, takes the stock with a conditional update, copies every line and the address as they
// are now, and writes the purchase counts, the emptied cart, the confirmation email and the
// audit entry. It either all happens or none of it does.

type Tx = Prisma.TransactionClient;

export type Buyer = { id: string; email: string; fullname: string };

/** How the order is paid: cash on delivery, or a captured online payment of `paidPaise`. */
export type Settlement = { type: "COD" } | { type: "PREPAID"; providerOrderId: string; providerPaymentId: string; paidPaise: number };

/** Enough room for a burst of shoppers waiting on one product's lock (the pool is small). */
export const ORDER_TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;

export const ITEM_GONE_MESSAGE = "An item in your cart is no longer sold. Please review your cart.";
export const PRICE_CHANGED_MESSAGE = "The price of an item changed while you were paying.";
export const ADDRESS_NOT_FOUND = "Address not found";
export const KEY_REUSED_MESSAGE = "This Idempotency-Key was already used for a different order";

export type PreparedOrder = { address: Address; lines: SettledLine[]; totals: CartTotals };

export type PlacedOrder = {
  order: OrderWithLines;
  /** False when an earlier attempt with the same idempotency key placed it. */
  created: boolean;
};

/** "Only 2 left of Silk Kurta - Maroon - M. Zari Kurta - Gold - L is out of stock" */
export function shortageMessage(short: readonly { size: SizeRow; stock: number }[]): string {
  return short
    .map(({ size, stock }) => (stock > 0 ? `Only ${stock} left of ${itemName(size)}` : `${itemName(size)} is out of stock`))
    .join(". ");
}

/**
 * The address (the buyer's own) and the lines as the cart reads them: unknown or forged lines
 * refuse the order, lines of one size add up, and prices come from the database.
 */
export async function prepareOrder(db: Tx, buyerId: string, request: OrderRequest, on: Date): Promise<PreparedOrder> {
  const address = await db.address.findFirst({ where: { id: request.addressId, userId: buyerId } });
  if (!address) throw new AppError("not_found", ADDRESS_NOT_FOUND);
  const { resolved, notices } = await resolveLines<OrderRequest["lines"][number], SettledLine>(
    request.lines,
    (size, line) => ({ size, quantity: line.quantity }),
    (into, line) => {
      into.quantity += line.quantity;
    },
    db,
  );
  if (notices.length > 0) throw new AppError("conflict", ITEM_GONE_MESSAGE);
  const totals = cartTotals(
    resolved.map(({ size, quantity }) => ({ pricePaise: size.pricePaise, cutPricePaise: size.cutPricePaise, quantity })),
    on,
  );
  return { address, lines: resolved, totals };
}

async function pinCodeOf(buyerId: string, addressId: string): Promise<string> {
  const address = await getDb().address.findFirst({ where: { id: addressId, userId: buyerId }, select: { pinCode: true } });
  if (!address) throw new AppError("not_found", ADDRESS_NOT_FOUND);
  return address.pinCode;
}

/** The COD rule of these lines, as the booking page and the server both apply it. */
export function codRefusalFor(prepared: PreparedOrder): string | null {
  const lines = prepared.lines.map(({ size }) => ({
    productName: size.variant.product.name,
    cashOnDelivery: size.variant.product.cashOnDelivery,
  }));
  return codRefusal(lines, prepared.totals.totalPaise, getEnv().COD_MAX_ORDER_RUPEES * 100);
}

export const PRODUCT_WITHDRAWN_MESSAGE = "A product in your cart is no longer sold";

/**
 * Takes the stock of every line, or none: the products are locked in id order first (every
 * order of a product queues there, so two orders never deadlock), then each size is lowered
 * only where `stock >= quantity`. A short line refuses the whole order, naming what is left.
 */
async function takeStock(tx: Tx, lines: readonly SettledLine[]): Promise<void> {
  const productIds = [...new Set(lines.map(({ size }) => size.variant.product.id))];
  const locked = await tx.$queryRaw<{ archived: boolean }[]>`
    SELECT "archivedAt" IS NOT NULL AS archived FROM "Product" WHERE "id" = ANY(${productIds}::text[]) ORDER BY "id" FOR UPDATE`;
  if (locked.some((row) => row.archived)) throw new AppError("conflict", PRODUCT_WITHDRAWN_MESSAGE);
  const values = Prisma.join(lines.map(({ size, quantity }) => Prisma.sql`(${size.id}::text, ${quantity}::int)`));
  const taken = await tx.$queryRaw<{ id: string }[]>`
    UPDATE "SizeStock" AS s SET "stock" = s."stock" - v.quantity, "updatedAt" = now()
    FROM (VALUES ${values}) AS v(id, quantity)
    WHERE s."id" = v.id AND s."stock" >= v.quantity
    RETURNING s."id"`;
  if (taken.length === lines.length) return;
  const done = new Set(taken.map((row) => row.id));
  const missing = lines.filter(({ size }) => !done.has(size.id));
  const left = await tx.sizeStock.findMany({
    where: { id: { in: missing.map(({ size }) => size.id) } },
    select: { id: true, stock: true },
  });
  const stockOf = new Map(left.map((row) => [row.id, row.stock]));
  throw new AppError("out_of_stock", shortageMessage(missing.map(({ size }) => ({ size, stock: stockOf.get(size.id) ?? 0 }))));
}

function requestHash(request: OrderRequest, settlement: Settlement): string {
  const lines = request.lines.map((line) => `${line.sizeId}:${line.quantity}`).sort();
  return createHash("sha256")
    .update(JSON.stringify([settlement.type, request.addressId, lines]))
    .digest("hex");
}

/**
 * Claims an idempotency key for this order. A second attempt with the key waits here until the
 * first commits (the unique key), then gets the first one's order; if the first rolled back, the
 * key is free again and the second goes on.
 */
async function claimKey(tx: Tx, buyerId: string, key: string, hash: string, publicOrderId: string): Promise<OrderWithLines | null> {
  const expiresAt = new Date(Date.now() + 30 * 24 * 3600_000);
  const claimed = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "IdempotencyKey" ("id", "key", "userId", "scope", "requestHash", "statusCode", "responseBody", "expiresAt")
    VALUES (${randomUUID()}, ${key}, ${buyerId}, 'order', ${hash}, 200, ${JSON.stringify({ publicOrderId })}::jsonb, ${expiresAt})
    ON CONFLICT ("userId", "scope", "key") DO NOTHING
    RETURNING "id"`;
  if (claimed.length > 0) return null;
  const earlier = await tx.idempotencyKey.findUnique({
    where: { userId_scope_key: { userId: buyerId, scope: "order", key } },
    select: { requestHash: true, responseBody: true },
  });
  if (!earlier || earlier.requestHash !== hash) throw new AppError("conflict", KEY_REUSED_MESSAGE);
  const { publicOrderId: earlierId } = earlier.responseBody as { publicOrderId: string };
  return tx.order.findUniqueOrThrow({ where: { publicOrderId: earlierId }, include: { lines: { orderBy: { id: "asc" } } } });
}

function oneLineAddress(address: Address): string {
  return [address.name, address.addressLine1, address.addressLine2, `${address.city}, ${address.state} ${address.pinCode}`]
    .filter(Boolean)
    .join(", ");
}

/** Places the order inside `tx` (the caller commits). Every refusal is an AppError and leaves nothing behind. */
export async function placeOrderIn(
  tx: Tx,
  buyer: Buyer,
  request: OrderRequest,
  settlement: Settlement,
  idempotencyKey?: string,
): Promise<PlacedOrder> {
  const now = new Date();
  const publicOrderId = newPublicOrderId(now);
  if (idempotencyKey) {
    const earlier = await claimKey(tx, buyer.id, idempotencyKey, requestHash(request, settlement), publicOrderId);
    if (earlier) return { order: earlier, created: false };
  }
  const prepared = await prepareOrder(tx, buyer.id, request, now);
  if (settlement.type === "COD") {
    const refusal = codRefusalFor(prepared);
    if (refusal) throw new AppError("validation", refusal);
  } else if (prepared.totals.totalPaise !== settlement.paidPaise) {
    throw new AppError("conflict", PRICE_CHANGED_MESSAGE);
  }
  await takeStock(tx, prepared.lines);

  const { address, lines, totals } = prepared;
  const order = await tx.order.create({
    data: {
      publicOrderId,
      userId: buyer.id,
      paymentType: settlement.type,
      paymentId: settlement.type === "PREPAID" ? settlement.providerPaymentId : null,
      providerOrderId: settlement.type === "PREPAID" ? settlement.providerOrderId : null,
      shipName: address.name,
      shipAddressLine1: address.addressLine1,
      shipAddressLine2: address.addressLine2,
      shipCity: address.city,
      shipState: address.state,
      shipPinCode: address.pinCode,
      shipPhoneNumber: address.phoneNumber,
      subtotalPaise: totals.subtotalPaise,
      gstPaise: totals.gstPaise,
      discountPaise: totals.discountPaise,
      deliveryPaise: totals.deliveryPaise,
      deliveryDiscountPaise: totals.deliveryDiscountPaise,
      totalPaise: totals.totalPaise,
      createdAt: now,
      statusChangedAt: now,
    },
  });
  const rows = lines.map(({ size, quantity }) => ({
    orderId: order.id,
    sizeId: size.id,
    productId: size.variant.product.id,
    productName: size.variant.product.name,
    description: size.variant.product.description,
    colorName: size.variant.colorName,
    colorCode: size.variant.colorCode,
    size: size.size,
    imageUrl: size.variant.images[0]?.url ?? "",
    unitPricePaise: size.pricePaise,
    cutPricePaise: size.cutPricePaise,
    hsn: size.variant.product.hsn,
    gstRateBp: gstRateFor(size.pricePaise, now),
    unitGstPaise: gstFor(size.pricePaise, now),
    quantity,
    lineTotalPaise: lineTotal({ pricePaise: size.pricePaise, cutPricePaise: size.cutPricePaise, quantity }, now),
  }));
  const orderLines = await tx.orderLine.createManyAndReturn({ data: rows });

  const bought = new Map<string, number>();
  for (const { size, quantity } of lines) bought.set(size.variant.product.id, (bought.get(size.variant.product.id) ?? 0) + quantity);
  const counts = Prisma.join([...bought].map(([id, quantity]) => Prisma.sql`(${id}::text, ${quantity}::int)`));
  await tx.$executeRaw`UPDATE "Product" AS p SET "purchased" = p."purchased" + v.quantity FROM (VALUES ${counts}) AS v(id, quantity) WHERE p."id" = v.id`;
  await refreshProductListing([...bought.keys()], tx);
  await tx.cartLine.deleteMany({ where: { userId: buyer.id, sizeId: { in: lines.map(({ size }) => size.id) } } });

  const message: EmailMessage = {
    to: buyer.email,
    ...orderConfirmationEmail({
      fullname: buyer.fullname,
      publicOrderId,
      link: `${getEnv().APP_URL}/orders/${order.id}`,
      paymentType: settlement.type,
      totalPaise: totals.totalPaise,
      lines: rows.map((row) => ({ name: lineName(row), quantity: row.quantity, lineTotalPaise: row.lineTotalPaise })),
      address: oneLineAddress(address),
    }),
  };
  await queueEmail(message, tx);
  await tx.auditLog.create({
    data: {
      actorId: buyer.id,
      action: "order.placed",
      entityType: "Order",
      entityId: order.id,
      data: { publicOrderId, paymentType: settlement.type, totalPaise: totals.totalPaise, lines: lines.length },
    },
  });
  return { order: { ...order, lines: orderLines }, created: true };
}

/** What follows a commit (the email's job was queued with the order): the cache forgets the old stock and the buyer's cart. */
export async function afterOrderCommitted(placed: PlacedOrder): Promise<void> {
  if (!placed.created) return;
  revalidateProducts(placed.order.lines.flatMap((line) => (line.productId ? [line.productId] : [])));
}

/**
 * POST /api/v1/order/cashOnDelivery: `addressId`, `cart` (JSON text or a list) and an optional
 * idempotency key (the Idempotency-Key header, or `idempotencyKey`). The same key always answers
 * the same order.
 */
export async function cashOnDelivery(ctx: Ctx, input: unknown, idempotencyHeader?: string | null): Promise<OrderView> {
  const caller = requireVerified(ctx.caller);
  const request = parseOrderRequest(input);
  const key = parseIdempotencyKey(idempotencyHeader, input);
  // Asked outside the transaction: the provider is an outside call.
  await requireDelivery(await pinCodeOf(caller.id, request.addressId), "COD");
  const placed = await getDb().$transaction(async (tx) => {
    await assertRoomForAnOrder(tx, caller.id);
    return placeOrderIn(tx, caller, request, { type: "COD" }, key);
  }, ORDER_TX_OPTIONS);
  await afterOrderCommitted(placed);
  return toOrderView(placed.order);
}
