import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/send-email";
import { returnRequestedEmail } from "@/lib/email/templates";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatINR, returnTotals } from "@/lib/pricing";
import { parseInput } from "@/lib/validation";
import { ORDER_TX_OPTIONS } from "../place/place-order";
import { findOrder } from "../model/lookup";
import { orderLink } from "../model/order-link";
import { newPublicOrderId } from "../place/public-id";
import { returnRefusal } from "../model/return-window";
import { returnSchema, type ReturnRequest } from "../model/schemas";
import { lineName, toOrderView, type OrderView } from "../model/view";
import { queueJob } from "@/lib/jobs/queue-job";
import { revalidateProducts } from "@/lib/cache/tags";
import { chooseLines, quoteReturn } from "./quote-return";
import { createReplacement, holdStock, replacementItems } from "./exchange";
import { recordAudit } from "@/lib/audit";
import { returnReasonOf } from "../model/return-reasons";
import { checkRefundUpi, CREDIT_UPI_MESSAGE, refundDestinationFor, type RefundDestination } from "./refund-destination";

// returnOrder: the customer returns some or all of a delivered order within the window. The
// return is its own order (type Return, status Return Requested) linked to its parent, with its
// own lines and refund amount from the parent's snapshot. The parent row is locked first, so two
// returns of the same order run one after the other; each line's returnedQuantity only grows
// where it stays within the bought quantity (a CHECK holds it too), so the last piece goes once.
// The reverse pickup is booked by the shipping provider after this commits (lib/shipping).
// A line may be exchanged instead of refunded (`replaceWith`, ./exchange.ts): its replacement
// is held from stock in the same transaction. What it refunds is ./quote-return.ts's quote, the return
// screen's figure.
type Tx = Prisma.TransactionClient;

async function requestReturnIn(tx: Tx, userId: string, input: ReturnRequest, checkedUpi: RefundDestination | null) {
  const found = await findOrder(input.orderId, userId, (where) => tx.order.findFirst({ where, select: { id: true } }));
  await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${found.id} FOR UPDATE`;
  const parent = await tx.order.findUniqueOrThrow({
    where: { id: found.id },
    include: { lines: { orderBy: { id: "asc" } }, user: { select: { email: true, fullname: true, language: true } } },
  });
  const now = clock.now();
  const refused = returnRefusal(parent, now);
  if (refused) throw new AppError("conflict", refused);
  const toCredit = input.refundTo === "storeCredit";
  const destination = refundDestinationFor(parent.paymentType, checkedUpi);

  const chosen = chooseLines(parent.lines, input.cart);
  for (const { line, quantity } of chosen) {
    const taken = await tx.$executeRaw`
      UPDATE "OrderLine" SET "returnedQuantity" = "returnedQuantity" + ${quantity}
      WHERE "id" = ${line.id} AND "returnedQuantity" + ${quantity} <= "quantity"`;
    if (taken === 0)
      throw new AppError("conflict", `Only ${line.quantity - line.returnedQuantity} of ${lineName(line)} can still be returned`);
  }

  const { goods, replacements, roundOffPaise, clawback, refundPaise, split } = await quoteReturn(tx, parent, chosen, toCredit, now);
  if (replacements.length > 0) await holdStock(tx, replacements);
  const clawbackPaise = clawback?.clawbackPaise ?? 0;
  const totals = { ...goods, roundOffPaise, clawbackPaise, totalPaise: refundPaise };
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
      ...destination,
      refundToCredit: toCredit,
      creditBackPaise: split.creditBackPaise,
      creditBonusPaise: split.creditBonusPaise,
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
      ...(destination ? { refundUpi: destination.refundUpi } : {}),
      ...(split.creditPaise > 0 ? { creditPaise: split.creditPaise, refundToCredit: toCredit } : {}),
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
      link: orderLink(returned.id, parent.user.language),
      language: parent.user.language,
      items: chosen.map(({ line, quantity }) => `${quantity} × ${lineName(line)}`),
      replacements: replacement ? replacementItems(replacement, returned) : [],
      refund: split.moneyPaise > 0 ? formatINR(split.moneyPaise) : null,
      storeCredit: split.creditPaise > 0 ? formatINR(split.creditPaise) : null,
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

/**
 * POST /api/v1/order/returnOrder (`reason`, `orderId`, and `cart` for a partial return): the customer returns their delivered order;
 * `refundUpi` (ours) says where a cash-on-delivery return's refund goes, `refundTo: "storeCredit"` (ours) refunds it to store credit.
 */
export async function returnOrder(ctx: Ctx, input: unknown): Promise<OrderView> {
  const caller = requireUser(ctx.caller);
  const parsed = parseInput(returnSchema, input);
  if (parsed.refundUpi && parsed.refundTo === "storeCredit")
    throw new AppError("validation", CREDIT_UPI_MESSAGE, { refundUpi: CREDIT_UPI_MESSAGE });
  const checkedUpi = parsed.refundUpi ? await checkUpiForReturn(caller.id, parsed.orderId, parsed.refundUpi) : null;
  const { order, held } = await getDb().$transaction((tx) => requestReturnIn(tx, caller.id, parsed, checkedUpi), ORDER_TX_OPTIONS);
  // A replacement took stock: its product's pages show the new count.
  if (held.length > 0) revalidateProducts(held);
  return toOrderView(order);
}

/** The refund's UPI ID checked with the bank, once the order is found hers and returnable (the transaction checks again). */
async function checkUpiForReturn(userId: string, orderId: string, upi: string): Promise<RefundDestination> {
  const order = await findOrder(orderId, userId, (where) =>
    getDb().order.findFirst({ where, select: { orderType: true, status: true, deliveredAt: true, paymentType: true } }),
  );
  const refused = returnRefusal(order, clock.now());
  if (refused) throw new AppError("conflict", refused);
  return checkRefundUpi(userId, order.paymentType, upi);
}
