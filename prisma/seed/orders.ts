/**
 * Past orders over the last three years (busier recently, peaking for Diwali in Oct–Nov), in every
 * status, with line snapshots, payments for prepaid ones, shipments, and a few returns.
 * Stock is not touched: the seeded stock is the current stock.
 */
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";
import { OrderStatus, OrderType, PaymentStatus, PaymentType } from "../../lib/generated/prisma/enums";
import type { SizeLabel } from "../../lib/catalog/sizes";
import { cartTotals, cashRoundOff, gstFor, gstRateFor, roundOffReturned } from "../../lib/pricing";
import type { PoolProduct, PoolSize, PoolVariant } from "./catalog";
import { twinEvents } from "../../lib/shipping/twin/twin-steps";
import { COURIERS } from "./catalog-data";
import { newId } from "./ids";
import { insertRows } from "./insert";
import type { Random } from "./random";
import type { AddressSnapshot, SeedUser, SeededUsers } from "./users";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const IST_OFFSET = 5.5 * HOUR;

type LineDraft = {
  id: string;
  product: PoolProduct;
  variant: PoolVariant;
  size: PoolSize;
  quantity: number;
  returnedQuantity: number;
};

type OrderDraft = {
  id: string;
  user: SeedUser;
  address: AddressSnapshot;
  orderType: OrderType;
  status: OrderStatus;
  paymentType: PaymentType;
  createdAt: Date;
  statusChangedAt: Date;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  /** When the prices were taken (the parent's date for a return). */
  pricedAt: Date;
  lines: LineDraft[];
  parent?: OrderDraft;
  returnReason?: string;
  publicOrderId: string;
};

export type SeededOrders = {
  orders: number;
  returns: number;
  /** (user, product, delivered at) of delivered lines: reviewers who really bought the product. */
  delivered: { user: SeedUser; product: PoolProduct; deliveredAt: Date }[];
};

/** Seasonality by month (Jan = 0): Raksha Bandhan in August, the Diwali peak in October and November. */
const MONTH_WEIGHT = [0.9, 0.85, 1.0, 0.9, 0.9, 0.8, 0.85, 1.2, 1.15, 1.9, 2.0, 1.1] as const;

const RETURN_REASONS = [
  "Size too small, need one size up.",
  "The fit is loose around the shoulders.",
  "Colour looks different from the photos in daylight.",
  "Received a different size than ordered.",
  "Fabric feels thinner than expected.",
  "Stitching came loose at the side slit.",
  "Length is shorter than mentioned on the product page.",
  "Ordered two sizes to try; returning the one that does not fit.",
] as const;

const SIZE_WEIGHT: Record<SizeLabel, number> = { XS: 0.6, S: 1.2, M: 1.6, L: 1.5, XL: 1.0, XXL: 0.6 };

/** A cash-on-delivery order's total in whole rupees, with its round-off, as checkout stores it. */
function wholeRupees(totalPaise: number) {
  const roundOffPaise = cashRoundOff(totalPaise);
  return { roundOffPaise, totalPaise: totalPaise + roundOffPaise };
}

function clampBefore(date: number, limit: number): number {
  return Math.min(date, limit);
}

/** A random instant in the last three years, weighted by recency and season. */
function orderDate(rng: Random, now: Date): Date {
  const months: [number, number][] = [];
  const end = now.getTime();
  const start = end - 3 * 365 * DAY;
  const cursor = new Date(Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth(), 1));
  while (cursor.getTime() < end) {
    const from = Math.max(cursor.getTime(), start);
    const next = Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1);
    const to = Math.min(next, end);
    const ageYears = (end - from) / (365 * DAY);
    const growth = ageYears < 1 ? 1.6 : ageYears < 2 ? 1.1 : 0.7;
    const share = (to - from) / (next - cursor.getTime());
    months.push([from, growth * (MONTH_WEIGHT[cursor.getUTCMonth()] ?? 1) * share]);
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  const from = rng.weighted(months);
  const next = new Date(from);
  const monthEnd = Math.min(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1), end - HOUR);
  // Shoppers order more in the evening (IST): bias the hour of the day.
  const day = from + Math.floor(rng.next() * Math.max(1, (monthEnd - from) / DAY)) * DAY;
  const hour =
    rng.weighted([
      [8, 1],
      [11, 2],
      [14, 2],
      [18, 3],
      [21, 3],
    ] as const) +
    rng.next() * 3;
  const dayStartIst = day - ((day + IST_OFFSET) % DAY);
  return new Date(clampBefore(dayStartIst + hour * HOUR + Math.floor(rng.next() * HOUR), end - 10 * 60 * 1000));
}

/** Index of the first pool product created after `date` (the pool is sorted by createdAt). */
function eligibleCount(pool: readonly PoolProduct[], date: Date): number {
  let lo = 0;
  let hi = pool.length;
  const t = date.getTime() - HOUR;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((pool[mid]?.createdAt.getTime() ?? 0) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function pickLines(rng: Random, pool: readonly PoolProduct[], date: Date): LineDraft[] {
  const count = rng.weighted([
    [1, 50],
    [2, 30],
    [3, 15],
    [4, 5],
  ] as const);
  const eligible = Math.max(Math.min(5, pool.length), eligibleCount(pool, date));
  const lines: LineDraft[] = [];
  const usedSizes = new Set<string>();
  for (let attempt = 0; attempt < count * 4 && lines.length < count; attempt++) {
    // Newer products sell a little more: bias towards the end of the eligible range.
    const product = pool[Math.floor(eligible * Math.sqrt(rng.next()))];
    if (!product) continue;
    const variant = rng.pick(product.variants);
    const size = rng.weighted(variant.sizes.map((s) => [s, SIZE_WEIGHT[s.size] ?? 1] as const));
    if (usedSizes.has(size.id)) continue;
    usedSizes.add(size.id);
    lines.push({
      id: newId(),
      product,
      variant,
      size,
      quantity: rng.weighted([
        [1, 75],
        [2, 20],
        [3, 5],
      ] as const),
      returnedQuantity: 0,
    });
  }
  return lines;
}

/** Status and its timestamps for an order placed at `created`, by its age. */
function lifecycle(
  rng: Random,
  created: Date,
  now: Date,
  forced?: OrderStatus,
): Pick<OrderDraft, "status" | "statusChangedAt" | "deliveredAt" | "cancelledAt"> {
  const t = created.getTime();
  const end = now.getTime() - 60 * 1000;
  const ageDays = (end - t) / DAY;
  const status =
    forced ??
    (ageDays < 1
      ? rng.weighted([
          [OrderStatus.PENDING, 45],
          [OrderStatus.CONFIRMED, 45],
          [OrderStatus.CANCELLED, 10],
        ] as const)
      : ageDays < 3
        ? rng.weighted([
            [OrderStatus.CONFIRMED, 35],
            [OrderStatus.SHIPPED, 50],
            [OrderStatus.CANCELLED, 15],
          ] as const)
        : ageDays < 8
          ? rng.weighted([
              [OrderStatus.SHIPPED, 40],
              [OrderStatus.DELIVERED, 50],
              [OrderStatus.CANCELLED, 10],
            ] as const)
          : rng.weighted([
              [OrderStatus.DELIVERED, 88],
              [OrderStatus.CANCELLED, 12],
            ] as const));
  const within = (min: number, max: number) => new Date(Math.min(end, t + min + rng.next() * (max - min)));
  switch (status) {
    case OrderStatus.PENDING:
      return { status, statusChangedAt: created, deliveredAt: null, cancelledAt: null };
    case OrderStatus.CONFIRMED:
      return { status, statusChangedAt: within(5 * 60 * 1000, 2 * HOUR), deliveredAt: null, cancelledAt: null };
    case OrderStatus.SHIPPED:
      return { status, statusChangedAt: within(12 * HOUR, 2 * DAY), deliveredAt: null, cancelledAt: null };
    case OrderStatus.DELIVERED: {
      const deliveredAt = within(2.5 * DAY, 7 * DAY);
      return { status, statusChangedAt: deliveredAt, deliveredAt, cancelledAt: null };
    }
    default: {
      const cancelledAt = within(10 * 60 * 1000, 20 * HOUR);
      return { status: OrderStatus.CANCELLED, statusChangedAt: cancelledAt, deliveredAt: null, cancelledAt };
    }
  }
}

function linePricing(line: LineDraft, quantity: number, on: Date) {
  // The price typed with GST gives its own GST (lib/pricing's gstFor), so the line is the whole rupees the page showed.
  const unitGstPaise = gstFor(line.size, on);
  return {
    gstRateBp: gstRateFor(line.size.pricePaise, on),
    unitGstPaise,
    lineTotalPaise: (line.size.pricePaise + unitGstPaise) * quantity,
  };
}

export async function seedOrders(
  prisma: PrismaClient,
  options: { size: number; now: Date; rng: Random; users: SeededUsers; pool: readonly PoolProduct[] },
): Promise<SeededOrders> {
  const { size, now, rng, users, pool } = options;
  if (pool.length === 0) return { orders: 0, returns: 0, delivered: [] };
  const nowMs = now.getTime();
  const total = Math.min(3000, Math.max(30, Math.round(150 * Math.sqrt(size / 120))));
  const { priya, customers } = users;
  // Some customers shop much more than others.
  const loyalty = new Map(customers.map((c) => [c.id, 0.3 + rng.next() ** 2 * 3] as const));

  const drafts: OrderDraft[] = [];
  function addOrder(created: Date, user: SeedUser, forced?: OrderStatus, life?: Partial<OrderDraft>): OrderDraft | null {
    const lines = pickLines(rng, pool, created);
    if (lines.length === 0) return null;
    const codAllowed = lines.every((l) => l.product.cashOnDelivery);
    const draft: OrderDraft = {
      id: newId(),
      user,
      address: rng.pick(user.addresses),
      orderType: OrderType.ORDER,
      paymentType: codAllowed && rng.chance(0.45) ? PaymentType.COD : PaymentType.PREPAID,
      createdAt: created,
      pricedAt: created,
      lines,
      publicOrderId: "",
      ...lifecycle(rng, created, now, forced),
      ...life,
    };
    drafts.push(draft);
    return draft;
  }

  // Fixed recent orders, so every status is on screen and Priya can try a return and see a pending order.
  const ago = (ms: number) => new Date(nowMs - ms);
  const priyaDelivered = addOrder(ago(5 * DAY), priya, OrderStatus.DELIVERED, {
    statusChangedAt: ago(DAY),
    deliveredAt: ago(DAY),
  });
  addOrder(ago(3 * HOUR), priya, OrderStatus.PENDING);
  const others = customers.filter((c) => c.id !== priya.id);
  const someone = () => rng.pick(others.length > 0 ? others : customers);
  for (let i = 0; i < 2; i++) addOrder(ago(HOUR + rng.next() * 18 * HOUR), someone(), OrderStatus.PENDING);
  for (let i = 0; i < 2; i++) addOrder(ago(6 * HOUR + rng.next() * 30 * HOUR), someone(), OrderStatus.CONFIRMED);
  for (let i = 0; i < 3; i++) addOrder(ago(1.5 * DAY + rng.next() * 2.5 * DAY), someone(), OrderStatus.SHIPPED);
  addOrder(ago(2 * DAY + rng.next() * DAY), someone(), OrderStatus.CANCELLED);

  while (drafts.length < total) {
    const created = orderDate(rng, now);
    let user: SeedUser;
    if (rng.chance(0.06)) {
      user = priya;
    } else {
      const eligible = customers.filter((c) => c.createdAt.getTime() < created.getTime() - DAY);
      const from = eligible.length > 0 ? eligible : customers.slice(0, 1);
      user = rng.weighted(from.map((c) => [c, loyalty.get(c.id) ?? 1] as const));
    }
    addOrder(created, user);
  }

  // Returns of delivered orders: the two most recent get open return statuses, older ones are refunded.
  const returnCount = Math.min(100, Math.max(10, Math.round(total / 15)));
  const candidates = drafts
    .filter((d) => d.status === OrderStatus.DELIVERED && d !== priyaDelivered && d.deliveredAt !== null)
    .sort((a, b) => (b.deliveredAt?.getTime() ?? 0) - (a.deliveredAt?.getTime() ?? 0));
  const recent = candidates.slice(0, 2);
  const older = rng.sample(candidates.slice(2), returnCount - recent.length);
  const priyaOld = candidates.find((d) => d.user.id === priya.id && !recent.includes(d));
  if (priyaOld && !older.includes(priyaOld)) older[0] = priyaOld;
  const returns: OrderDraft[] = [];
  [...recent, ...older].forEach((parent, i) => {
    if (!parent.deliveredAt) return;
    const delivered = parent.deliveredAt.getTime();
    const created = new Date(delivered + Math.min((0.3 + rng.next() * 5) * DAY, (nowMs - delivered) * 0.6));
    const status = i === 0 ? OrderStatus.RETURN_REQUESTED : i === 1 ? OrderStatus.RETURN_PICKED_UP : OrderStatus.REFUNDED;
    const changed =
      status === OrderStatus.RETURN_REQUESTED
        ? created
        : new Date(
            Math.min(nowMs - 60 * 1000, created.getTime() + (status === OrderStatus.RETURN_PICKED_UP ? 1 : 3) * DAY + rng.next() * 2 * DAY),
          );
    // The first refunded return takes everything back (a whole return); the others some pieces.
    const whole = i === 2;
    const chosen = whole ? parent.lines : rng.sample(parent.lines, rng.int(1, parent.lines.length));
    const lines = chosen.map((line) => {
      const quantity = whole ? line.quantity : rng.int(1, line.quantity);
      line.returnedQuantity = quantity;
      return { ...line, id: newId(), quantity, returnedQuantity: 0 };
    });
    returns.push({
      id: newId(),
      user: parent.user,
      address: parent.address,
      orderType: OrderType.RETURN,
      status,
      paymentType: parent.paymentType,
      createdAt: created,
      statusChangedAt: changed,
      deliveredAt: null,
      cancelledAt: null,
      pricedAt: parent.pricedAt,
      lines,
      parent,
      returnReason: rng.pick(RETURN_REASONS),
      publicOrderId: "",
    });
  });

  // Public ids in date order, numbered per (IST) year: KS-2025-000123.
  const all = [...drafts, ...returns].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const perYear = new Map<number, number>();
  for (const order of all) {
    const year = new Date(order.createdAt.getTime() + IST_OFFSET).getUTCFullYear();
    const seq = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, seq);
    order.publicOrderId = `KS-${year}-${String(seq).padStart(6, "0")}`;
  }

  const orderRows: Prisma.OrderCreateManyInput[] = [];
  const returnRows: Prisma.OrderCreateManyInput[] = [];
  const lineRows: Prisma.OrderLineCreateManyInput[] = [];
  const paymentRows: Prisma.PaymentCreateManyInput[] = [];
  const eventRows: Prisma.ShipmentEventCreateManyInput[] = [];
  const usedAwb = new Set<string>();
  // A return of a COD order's last pieces gives back its round-off, as lib/orders/returns does (parents come first).
  const roundOffs = new Map<string, number>();
  const roundOffGivenBack = (parent: OrderDraft, totalPaise: number) => {
    const lastPieces = parent.lines.every((line) => line.returnedQuantity === line.quantity);
    const roundOffPaise = roundOffReturned(roundOffs.get(parent.id) ?? 0, { lastPieces, replacing: false });
    return { roundOffPaise, totalPaise: totalPaise + roundOffPaise };
  };
  let seq = 0;
  for (const order of all) {
    seq++;
    const cart = cartTotals(
      order.lines.map((l) => ({
        pricePaise: l.size.pricePaise,
        cutPricePaise: l.size.cutPricePaise,
        priceWithGstPaise: l.size.priceWithGstPaise,
        cutPriceWithGstPaise: l.size.cutPriceWithGstPaise,
        quantity: l.quantity,
      })),
      order.pricedAt,
    );
    // An order stores the spec's totals, picked by name (the cart's figures with GST are the cart page's).
    const { subtotalPaise, gstPaise, discountPaise, promoDiscountPaise, deliveryPaise, deliveryDiscountPaise, totalPaise } = cart;
    const totals = { subtotalPaise, gstPaise, discountPaise, promoDiscountPaise, deliveryPaise, deliveryDiscountPaise, totalPaise };
    const isOrder = order.orderType === OrderType.ORDER;
    const prepaid = isOrder && order.paymentType === PaymentType.PREPAID;
    const ref = `${seq.toString(36).padStart(4, "0")}${Math.floor(rng.next() * 36 ** 6)
      .toString(36)
      .padStart(6, "0")}`;
    const providerOrderId = prepaid ? `order_demo${ref}` : null;
    const paymentId = prepaid ? `pay_demo${ref}` : null;
    const shipped = isOrder && (order.status === OrderStatus.SHIPPED || order.status === OrderStatus.DELIVERED);
    let awbCode: string | null = null;
    if (shipped) {
      do {
        awbCode = `AWB${String(rng.int(1000, 9999))}${String(rng.int(0, 999999)).padStart(6, "0")}`;
      } while (usedAwb.has(awbCode));
      usedAwb.add(awbCode);
      eventRows.push(...parcelTimeline(awbCode, order));
    }
    const row: Prisma.OrderCreateManyInput = {
      id: order.id,
      publicOrderId: order.publicOrderId,
      userId: order.user.id,
      orderType: order.orderType,
      status: order.status,
      paymentType: order.paymentType,
      paymentId,
      providerOrderId,
      parentOrderId: order.parent?.id ?? null,
      returnReason: order.returnReason ?? null,
      shipName: order.address.name,
      shipAddressLine1: order.address.addressLine1,
      shipAddressLine2: order.address.addressLine2,
      shipCity: order.address.city,
      shipState: order.address.state,
      shipPinCode: order.address.pinCode,
      shipPhoneNumber: order.address.phoneNumber,
      shipmentId: shipped ? `shp_demo${ref}` : null,
      awbCode,
      courierName: shipped ? rng.pick(COURIERS) : null,
      trackingUrl: awbCode ? `/track/${awbCode}` : null,
      ...totals,
      roundOffPaise: 0,
      ...(isOrder && order.paymentType === PaymentType.COD ? wholeRupees(totals.totalPaise) : {}),
      ...(order.parent ? roundOffGivenBack(order.parent, totals.totalPaise) : {}),
      createdAt: order.createdAt,
      updatedAt: order.statusChangedAt,
      statusChangedAt: order.statusChangedAt,
      deliveredAt: order.deliveredAt,
      cancelledAt: order.cancelledAt,
    };
    (isOrder ? orderRows : returnRows).push(row);
    roundOffs.set(order.id, row.roundOffPaise ?? 0);

    for (const line of order.lines) {
      lineRows.push({
        id: line.id,
        orderId: order.id,
        sizeId: line.size.id,
        productId: line.product.id,
        productName: line.product.name,
        description: line.product.description,
        hsn: line.product.hsn,
        colorName: line.variant.colorName,
        colorCode: line.variant.colorCode,
        size: line.size.size,
        imageUrl: line.variant.imageUrl,
        unitPricePaise: line.size.pricePaise,
        cutPricePaise: line.size.cutPricePaise,
        quantity: line.quantity,
        returnedQuantity: line.returnedQuantity,
        ...linePricing(line, line.quantity, order.pricedAt),
      });
    }

    if (prepaid && providerOrderId && paymentId) {
      const paidAt = new Date(order.createdAt.getTime() - 2 * 60 * 1000);
      paymentRows.push({
        id: newId(),
        orderId: order.id,
        userId: order.user.id,
        provider: "local",
        providerOrderId,
        providerPaymentId: paymentId,
        amountPaise: totals.totalPaise,
        currency: "INR",
        // A cancelled prepaid order was refunded in full.
        status: order.status === OrderStatus.CANCELLED ? PaymentStatus.REFUNDED : PaymentStatus.CAPTURED,
        orderDraft: {
          lines: order.lines.map((l) => ({
            sizeId: l.size.id,
            productId: l.product.id,
            quantity: l.quantity,
            unitPricePaise: l.size.pricePaise,
          })),
          address: order.address,
          totals,
        },
        createdAt: paidAt,
        updatedAt: order.status === OrderStatus.CANCELLED ? order.statusChangedAt : order.createdAt,
      });
    }
  }

  // Parents before their returns (the foreign key), then lines and payments.
  await insertRows(prisma, "Order", orderRows);
  await insertRows(prisma, "Order", returnRows);
  await insertRows(prisma, "OrderLine", lineRows);
  await insertRows(prisma, "Payment", paymentRows);
  await insertRows(prisma, "ShipmentEvent", eventRows);

  const delivered: SeededOrders["delivered"] = [];
  for (const order of drafts) {
    if (order.status !== OrderStatus.DELIVERED || !order.deliveredAt) continue;
    for (const line of order.lines) delivered.push({ user: order.user, product: line.product, deliveredAt: order.deliveredAt });
  }
  return { orders: drafts.length, returns: returns.length, delivered };
}

/** The tracking timeline a shipped demo order's parcel would have: booked, picked up and in transit, then delivered. */
function parcelTimeline(awbCode: string, order: OrderDraft): Prisma.ShipmentEventCreateManyInput[] {
  const city = order.address.city;
  const shippedAt =
    order.status === OrderStatus.DELIVERED && order.deliveredAt
      ? new Date(Math.max(order.createdAt.getTime() + HOUR, order.deliveredAt.getTime() - 2 * DAY))
      : order.statusChangedAt;
  const events = [
    ...twinEvents(awbCode, "BOOKED", city, new Date(shippedAt.getTime() - 3 * HOUR)),
    ...twinEvents(awbCode, "SHIPPED", city, shippedAt),
    ...(order.status === OrderStatus.DELIVERED && order.deliveredAt ? twinEvents(awbCode, "DELIVERED", city, order.deliveredAt) : []),
  ];
  return events.map((event) => ({ id: newId(), ...event }));
}
