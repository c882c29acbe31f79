import "server-only";
import { revalidateProducts } from "@/lib/cache/tags";
import type { Ctx } from "@/lib/auth/caller";
import { requireVerified } from "@/lib/auth/guards";
import { resolveLines } from "@/lib/cart/lines";
import { priceCart, type PricedLine, type SettledLine } from "@/lib/cart/priced-lines";
import { getDb } from "@/lib/db";
import { orderConfirmationEmail } from "@/lib/email/order-email";
import { queueEmail } from "@/lib/email/send-email";
import { queueJob } from "@/lib/jobs/queue-job";
import { messageSendingTime } from "@/lib/sms/quiet-hours";
import { requireDelivery } from "@/lib/shipping/serviceability";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { Address, Prisma } from "@/lib/generated/prisma/client";
import { secondLine } from "@/lib/accounts/addresses/address-lines";
import { cashRoundOff, codFeeSplit, gstRateFor, type CartTotals } from "@/lib/pricing";
import type { AppliedPromotion } from "@/lib/promotions/engine";
import { isFinalRefusal } from "@/lib/promotions/price-lines";
import { reservePromotionUses } from "@/lib/promotions/reserve";
import type { CustomerKeys } from "@/lib/promotions/store";
import { askCod } from "../cod-rules/ask";
import { advanceOn } from "../cod-rules/advance";
import { claimKey, requestHash } from "./idempotency";
import { holdRoomForAnOrder } from "./open-orders";
import { newPublicOrderId } from "./public-id";
import { orderLink } from "../model/order-link";
import { parseIdempotencyKey, parseOrderRequest, type OrderRequest } from "../model/schemas";
import { giftSnapshot, lineSnapshot } from "./line-snapshot";
import { queuePhoneNews } from "../news/queue-news";
import { assertInStock, takeStock } from "./stock";
import { creditTender, spendCredit } from "./store-credit-tender";
import { lineName, toOrderView, type OrderView, type OrderWithLines } from "../model/view";
import { recordAudit } from "@/lib/audit";

// Placing an order: one transaction that checks the lines against the database as the cart
// does, takes the stock with a conditional update, copies every line and the address as they
// are now, and writes the purchase counts, the emptied cart, the confirmation email and the
// audit entry. It either all happens or none of it does.

type Tx = Prisma.TransactionClient;

export type Buyer = { id: string; email: string | null; fullname: string };

/** How the order is paid: cash on delivery, or a captured online payment of `paidPaise`. */
export type Settlement =
  | { type: "COD" }
  // No provider ids when store credit paid it all (paidPaise 0).
  | { type: "PREPAID"; providerOrderId: string | null; providerPaymentId: string | null; paidPaise: number };

/**
 * Room for a burst of shoppers waiting on one product's lock. The wait for a connection is bounded
 * by the pool's own DB_CONNECT_TIMEOUT_MS, which gives up before `maxWait` (docs/decisions/061).
 */
export const ORDER_TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;

export const ITEM_GONE_MESSAGE = "An item in your cart is no longer sold. Please review your cart.";
export const PRICE_CHANGED_MESSAGE = "The price of an item changed while you were paying.";
export const ADDRESS_NOT_FOUND = "Address not found";

export type PreparedOrder = {
  address: Address;
  /** Each line's parts (pieces by what the promotions take off each) become its order lines. */
  lines: PricedLine[];
  totals: CartTotals;
  promotions: AppliedPromotion[];
  /** The code that applies to this order, if any (given with it, or the cart's). */
  coupon: string | null;
  /** Free gifts the offers add: one piece each. */
  gifts: SettledLine[];
  customer: () => Promise<CustomerKeys>;
};

export type PlacedOrder = {
  order: OrderWithLines;
  /** False when an earlier attempt with the same idempotency key placed it. */
  created: boolean;
};

/**
 * The address (the buyer's own) and the lines as the cart reads them: unknown or forged lines
 * refuse the order, lines of one size add up, and prices come from the database, less the
 * promotions on offer for this way of paying. A code given with the order that does not apply
 * refuses it with the reason; so does the cart's code when nothing in the cart could lift the
 * reason (used up, ended...), since the cart showed it applied.
 */
export async function prepareOrder(
  db: Tx,
  buyerId: string,
  request: OrderRequest,
  on: Date,
  payment: "COD" | "PREPAID",
): Promise<PreparedOrder> {
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
  const code =
    request.coupon ?? (await db.user.findUnique({ where: { id: buyerId }, select: { cartCouponCode: true } }))?.cartCouponCode ?? null;
  const priced = await priceCart(db, buyerId, resolved, { code, payment, deliveryPhone: address.phoneNumber }, on);
  if (priced.coupon && !priced.coupon.applied && (request.coupon || isFinalRefusal(priced.coupon.reason))) {
    throw new AppError("conflict", priced.coupon.reason!);
  }
  return {
    address,
    lines: priced.lines,
    totals: priced.totals,
    promotions: priced.applied,
    coupon: priced.coupon?.applied ? priced.coupon.code : null,
    gifts: priced.gifts.map((size) => ({ size, quantity: 1 })),
    customer: priced.customer,
  };
}

async function pinCodeOf(buyerId: string, addressId: string): Promise<string> {
  const address = await getDb().address.findFirst({ where: { id: addressId, userId: buyerId }, select: { pinCode: true } });
  if (!address) throw new AppError("not_found", ADDRESS_NOT_FOUND);
  return address.pinCode;
}

/** The pieces of a prepared order as the cash-on-delivery rules read them. */
function codLinesOf(prepared: PreparedOrder) {
  return prepared.lines.map(({ size }) => ({
    productId: size.variant.product.id,
    productName: size.variant.product.name,
    cashOnDelivery: size.variant.product.cashOnDelivery,
  }));
}

/** Cash on delivery under the rules in force: refused with the rule's reason, else the fee, its GST and any advance asked. */
async function codFeeOf(tx: Tx, buyerId: string, prepared: PreparedOrder, now: Date) {
  const question = { buyerId, lines: codLinesOf(prepared), goodsPaise: prepared.totals.totalPaise };
  const decision = (await askCod(question, [prepared.address], now, tx)).decisions[0]!;
  if (!decision.ok) throw new AppError("validation", decision.message);
  const split = codFeeSplit(
    decision.feePaise,
    prepared.lines.map(({ size }) => gstRateFor(size.pricePaise, now)),
  );
  return { codFeePaise: decision.feePaise, codFeeGstPaise: split.gstPaise, advance: decision.advance ?? null };
}

function oneLineAddress(address: Address): string {
  return [address.name, address.addressLine1, secondLine(address), `${address.city}, ${address.state} ${address.pinCode}`]
    .filter(Boolean)
    .join(", ");
}

/**
 * Places the order inside `tx` (the caller commits). Every refusal is an AppError and leaves nothing
 * behind; one is the cap on open orders, checked here under the account's lock for either payment.
 */
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
    const earlier = await claimKey(tx, buyer.id, idempotencyKey, requestHash(request, settlement.type), publicOrderId);
    if (earlier) return { order: earlier, created: false };
  }
  await holdRoomForAnOrder(tx, buyer.id);
  const prepared = await prepareOrder(tx, buyer.id, request, now, settlement.type);
  const { advance, ...fee } =
    settlement.type === "COD" ? await codFeeOf(tx, buyer.id, prepared, now) : { codFeePaise: 0, codFeeGstPaise: 0, advance: null };
  const cash = settlement.type === "COD";
  const storeCreditPaise = await creditTender(tx, buyer.id, request, cash, prepared.totals.totalPaise + fee.codFeePaise, now);
  // Credit first, then the advance on what it leaves, then cash (decision 115).
  const advancePaise = advance ? advanceOn(advance, prepared.totals.totalPaise + fee.codFeePaise - storeCreditPaise) : 0;
  if (settlement.type === "PREPAID" && prepared.totals.totalPaise !== settlement.paidPaise + storeCreditPaise) {
    throw new AppError("conflict", PRICE_CHANGED_MESSAGE);
  }
  assertInStock([...prepared.lines, ...prepared.gifts]);
  await takeStock(tx, [...prepared.lines, ...prepared.gifts]);

  const { address, lines, totals } = prepared;
  // Cash is collected in whole rupees (what store credit leaves); a card pays the exact paise.
  const roundOffPaise = cash ? cashRoundOff(totals.totalPaise + fee.codFeePaise - storeCreditPaise) : 0;
  const totalPaise = totals.totalPaise + fee.codFeePaise + roundOffPaise;
  const order = await tx.order.create({
    data: {
      publicOrderId,
      userId: buyer.id,
      paymentType: settlement.type,
      paymentId: settlement.type === "PREPAID" ? settlement.providerPaymentId : null,
      providerOrderId: settlement.type === "PREPAID" ? settlement.providerOrderId : null,
      shipName: address.name,
      shipAddressLine1: address.addressLine1,
      // The spec's order keeps one second line: the locality and landmark join it.
      shipAddressLine2: secondLine(address) || null,
      shipCity: address.city,
      shipState: address.state,
      shipPinCode: address.pinCode,
      shipPhoneNumber: address.phoneNumber,
      subtotalPaise: totals.subtotalPaise,
      gstPaise: totals.gstPaise,
      discountPaise: totals.discountPaise,
      promoDiscountPaise: totals.promoDiscountPaise,
      deliveryPaise: totals.deliveryPaise,
      deliveryDiscountPaise: totals.deliveryDiscountPaise,
      ...fee,
      roundOffPaise,
      totalPaise,
      storeCreditPaise,
      advancePaise,
      advanceKeepPaise: advancePaise > 0 ? advance!.keepPaise : 0,
      ...(settlement.type === "COD" ? { codConfirmBy: new Date(now.getTime() + getEnv().COD_CONFIRM_HOURS * 3_600_000) } : {}),
      createdAt: now,
      statusChangedAt: now,
    },
  });
  const rows = lines.flatMap(({ size, parts }) =>
    parts.map((part) => ({ orderId: order.id, ...lineSnapshot(size, part.quantity, now, part.unitDiscountPaise) })),
  );
  for (const { size } of prepared.gifts) rows.push({ orderId: order.id, ...giftSnapshot(size, now) });
  const orderLines = await tx.orderLine.createManyAndReturn({ data: rows });
  await spendCredit(tx, buyer.id, order, storeCreditPaise, now);
  await tx.cartLine.deleteMany({ where: { userId: buyer.id, sizeId: { in: lines.map(({ size }) => size.id) } } });
  if (prepared.promotions.length > 0) await reservePromotionUses(tx, order.id, prepared.promotions, await prepared.customer());
  // The cart's code is spent with the order that used it.
  if (prepared.coupon)
    await tx.user.updateMany({ where: { id: buyer.id, cartCouponCode: prepared.coupon }, data: { cartCouponCode: null } });

  // The shopper is asked to confirm paying in cash (lib/orders/cod), outside quiet hours; paying an advance asked confirms it instead.
  if (settlement.type === "COD" && advancePaise > 0) await queuePhoneNews(tx, order.id, "placed", now);
  else if (settlement.type === "COD")
    await queueJob("cod.ask-confirmation", { orderId: order.id }, tx, { startAfter: messageSendingTime(now) });
  // Her phone hears of the order too (lib/orders/news); a cash-on-delivery order's request to confirm is that news.
  else await queuePhoneNews(tx, order.id, "placed", now);
  // An account made with a mobile number may have no email yet: its order page tells it instead.
  if (buyer.email) {
    // Her language as the order leaves it: the booking page told it before (lib/accounts/language.ts).
    const { language } = await tx.user.findUniqueOrThrow({ where: { id: buyer.id }, select: { language: true } });
    const content = orderConfirmationEmail({
      fullname: buyer.fullname,
      publicOrderId,
      link: orderLink(order.id, language),
      language,
      paymentType: settlement.type,
      codFeePaise: fee.codFeePaise,
      roundOffPaise,
      totalPaise,
      storeCreditPaise,
      advancePaise,
      lines: rows.map((row) => ({ name: lineName(row), quantity: row.quantity, lineTotalPaise: row.lineTotalPaise })),
      address: oneLineAddress(address),
    });
    await queueEmail({ to: buyer.email, ...content }, tx);
  }
  await recordAudit(
    tx,
    buyer.id,
    "order.placed",
    { type: "Order", id: order.id },
    { publicOrderId, paymentType: settlement.type, totalPaise, lines: lines.length },
  );
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
  const placed = await getDb().$transaction((tx) => placeOrderIn(tx, caller, request, { type: "COD" }, key), ORDER_TX_OPTIONS);
  await afterOrderCommitted(placed);
  return toOrderView(placed.order);
}
