import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/send-email";
import { returnRequestedEmail } from "@/lib/email/templates";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { OrderLine, Prisma } from "@/lib/generated/prisma/client";
import { formatINR, returnTotals, roundOffReturned } from "@/lib/pricing";
import { parseInput } from "@/lib/validation";
import { ORDER_TX_OPTIONS } from "../place/place-order";
import { findOrder } from "../model/lookup";
import { newPublicOrderId } from "../place/public-id";
import { returnRefusal } from "../model/return-window";
import { returnSchema, type ReturnRequest } from "../model/schemas";
import { lineName, toOrderView, type OrderView } from "../model/view";
import { queueJob } from "@/lib/jobs/queue-job";
import { revalidateProducts } from "@/lib/cache/tags";
import { roundOffLeft } from "./round-off-left";
import { returnClawback } from "./clawback";
import { chooseReplacements, createReplacement, holdStock, replacementItems, replacementValue } from "./exchange";
import { recordAudit } from "@/lib/audit";
import { returnReasonOf } from "../model/return-reasons";

// returnOrder: the customer returns some or all of a delivered order within the window. The
// return is its own order (type Return, status Return Requested) linked to its parent, with its
// own lines and refund amount from the parent's snapshot. The parent row is locked first, so two
// returns of the same order run one after the other; each line's returnedQuantity only grows
// where it stays within the bought quantity (a CHECK holds it too), so the last piece goes once.
// The reverse pickup is booked by the shipping provider after this commits (lib/shipping).
// A line may be exchanged instead of refunded (`replaceWith`, ./exchange.ts): its replacement
// is held from stock in the same transaction.
type Tx = Prisma.TransactionClient;

export const NOTHING_CHOSEN_MESSAGE = "Select at least one item to return";
export const DUPLICATE_LINE_MESSAGE = "Each item may be listed once";
export const NOT_IN_ORDER_MESSAGE = "That item is not part of this order";
export const ALL_RETURNED_MESSAGE = "Everything in this order has already been returned";
type Chosen = { line: OrderLine; quantity: number; replaceWith?: string };

/** The lines and quantities asked for (all that is left when no cart is sent), checked against what is left. */
function chooseLines(lines: OrderLine[], cart: { lineId: string; quantity: number; replaceWith?: string }[] | undefined): Chosen[] {
  const left = (line: OrderLine) => line.quantity - line.returnedQuantity;
  if (!cart) {
    const all = lines.filter((line) => left(line) > 0).map((line) => ({ line, quantity: left(line) }));
    if (all.length === 0) throw new AppError("conflict", ALL_RETURNED_MESSAGE);
    return all;
  }
  const seen = new Set<string>();
  const chosen: Chosen[] = [];
  for (const { lineId, quantity, replaceWith } of cart) {
    if (seen.has(lineId)) throw new AppError("validation", DUPLICATE_LINE_MESSAGE);
    seen.add(lineId);
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) throw new AppError("validation", NOT_IN_ORDER_MESSAGE);
    if (quantity > left(line)) {
      throw new AppError("conflict", `Only ${left(line)} of ${lineName(line)} can still be returned`);
    }
    if (quantity > 0) chosen.push({ line, quantity, replaceWith });
  }
  if (chosen.length === 0) throw new AppError("validation", NOTHING_CHOSEN_MESSAGE);
  return chosen;
}

async function requestReturnIn(tx: Tx, userId: string, input: ReturnRequest) {
  const found = await findOrder(input.orderId, userId, (where) => tx.order.findFirst({ where, select: { id: true } }));
  await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${found.id} FOR UPDATE`;
  const parent = await tx.order.findUniqueOrThrow({
    where: { id: found.id },
    include: { lines: { orderBy: { id: "asc" } }, user: { select: { email: true, fullname: true } } },
  });
  const now = clock.now();
  const refused = returnRefusal(parent, now);
  if (refused) throw new AppError("conflict", refused);

  const chosen = chooseLines(parent.lines, input.cart);
  for (const { line, quantity } of chosen) {
    const taken = await tx.$executeRaw`
      UPDATE "OrderLine" SET "returnedQuantity" = "returnedQuantity" + ${quantity}
      WHERE "id" = ${line.id} AND "returnedQuantity" + ${quantity} <= "quantity"`;
    if (taken === 0)
      throw new AppError("conflict", `Only ${line.quantity - line.returnedQuantity} of ${lineName(line)} can still be returned`);
  }

  const replacements = await chooseReplacements(
    tx,
    chosen.flatMap(({ line, quantity, replaceWith }) => (replaceWith ? [{ line, quantity, replaceWith }] : [])),
    now,
  );
  if (replacements.length > 0) await holdStock(tx, replacements);
  const goods = returnTotals(chosen.map(({ line, quantity }) => ({ ...line, quantity })));
  // The return refunds the pieces' price less what their replacements cost today (never dearer, so never below 0),
  // and with the order's last pieces, all refunded, its round-off to whole rupees.
  const lastPieces = parent.lines.every(
    (line) => line.quantity - line.returnedQuantity === (chosen.find((one) => one.line.id === line.id)?.quantity ?? 0),
  );
  const roundOffPaise = roundOffReturned(lastPieces ? await roundOffLeft(tx, parent) : 0, {
    lastPieces,
    replacing: replacements.length > 0,
  });
  const refundable = goods.totalPaise - replacementValue(replacements, now) + roundOffPaise;
  // A return that breaks a promotion's condition takes back what the kept pieces no longer earn.
  const clawback = await returnClawback(tx, parent, chosen, refundable);
  const clawbackPaise = clawback?.clawbackPaise ?? 0;
  const totals = { ...goods, roundOffPaise, clawbackPaise, totalPaise: refundable - clawbackPaise };
  const returned = await tx.order.create({
    data: {
      publicOrderId: newPublicOrderId(now),
      userId,
      orderType: "RETURN",
      status: "RETURN_REQUESTED",
      paymentType: parent.paymentType,
      parentOrderId: parent.id,
      returnReason: input.reason,
      returnReasonCode: returnReasonOf(input.reasonCode, input.reason),
      shipName: parent.shipName,
      shipAddressLine1: parent.shipAddressLine1,
      shipAddressLine2: parent.shipAddressLine2,
      shipCity: parent.shipCity,
      shipState: parent.shipState,
      shipPinCode: parent.shipPinCode,
      shipPhoneNumber: parent.shipPhoneNumber,
      ...totals,
      clawbackLines: clawback?.lines,
      deliveryPaise: 0,
      deliveryDiscountPaise: 0,
      createdAt: now,
      statusChangedAt: now,
      lines: {
        create: chosen.map(({ line, quantity }) => ({
          sizeId: line.sizeId,
          productId: line.productId,
          productName: line.productName,
          description: line.description,
          colorName: line.colorName,
          colorCode: line.colorCode,
          size: line.size,
          imageUrl: line.imageUrl,
          unitPricePaise: line.unitPricePaise,
          unitDiscountPaise: line.unitDiscountPaise,
          cutPricePaise: line.cutPricePaise,
          hsn: line.hsn,
          gstRateBp: line.gstRateBp,
          unitGstPaise: line.unitGstPaise,
          quantity,
          lineTotalPaise: returnTotals([{ ...line, quantity }]).totalPaise,
          returnOfLineId: line.id,
        })),
      },
    },
    include: { lines: { orderBy: { id: "asc" } } },
  });
  const replacement = replacements.length > 0 ? await createReplacement(tx, returned, replacements, now) : null;
  await recordAudit(
    tx,
    userId,
    "order.return_requested",
    { type: "Order", id: returned.id },
    {
      parentOrderId: parent.id,
      lines: chosen.map(({ line, quantity }) => ({ orderLineId: line.id, quantity })),
      refundPaise: totals.totalPaise,
      ...(clawbackPaise !== 0 ? { clawbackPaise } : {}),
      reason: input.reason,
      reasonCode: returnReasonOf(input.reasonCode, input.reason),
      ...(replacement
        ? {
            replacementId: replacement.id,
            replacements: replacements.map(({ line, quantity, size }) => ({ orderLineId: line.id, quantity, sizeId: size.id })),
          }
        : {}),
    },
  );

  if (parent.user?.email) {
    const content = returnRequestedEmail({
      fullname: parent.user.fullname,
      publicOrderId: returned.publicOrderId,
      parentOrderId: parent.publicOrderId,
      link: `${getEnv().APP_URL}/orders/${returned.id}`,
      items: chosen.map(({ line, quantity }) => `${quantity} × ${lineName(line)}`),
      replacements: replacement ? replacementItems(replacement, returned) : [],
      refund: totals.totalPaise > 0 ? formatINR(totals.totalPaise) : null,
      cashOnDelivery: parent.paymentType === "COD",
    });
    await queueEmail({ to: parent.user.email, ...content }, tx);
  }
  await queueJob("shipping.book-return-pickup", { returnId: returned.id }, tx);
  return {
    order: { ...returned, children: replacement ? [replacement] : [] },
    held: replacement ? replacement.lines.flatMap((line) => (line.productId ? [line.productId] : [])) : [],
  };
}

/** POST /api/v1/order/returnOrder (`reason`, `orderId`, and `cart` for a partial return): the customer returns their delivered order. */
export async function returnOrder(ctx: Ctx, input: unknown): Promise<OrderView> {
  const caller = requireUser(ctx.caller);
  const parsed = parseInput(returnSchema, input);
  const { order, held } = await getDb().$transaction((tx) => requestReturnIn(tx, caller.id, parsed), ORDER_TX_OPTIONS);
  // A replacement took stock: its product's pages show the new count.
  if (held.length > 0) revalidateProducts(held);
  return toOrderView(order);
}
