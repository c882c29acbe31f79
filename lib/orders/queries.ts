import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin, requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addDays, startOfIndianDate } from "@/lib/india-days";
import { parseInput } from "@/lib/validation";
import { findOrder, ORDER_NOT_FOUND, orderNamed, readableOwner } from "./model/lookup";
import { orderIdSchema, orderListSchema, orderPagingSchema, type OrderPaging } from "./model/schemas";
import { readCreditSettings } from "./returns/credit-settings";
import { exchangeOptions, type ExchangeColour } from "./returns/exchange-options";
import { paidPerPiecePaise } from "@/lib/pricing";
import { clock } from "@/lib/clock";
import { lineName, toOrderView, viewInclude, type OrderView } from "./model/view";
import { clawbackNotePath, creditNotePath } from "@/lib/paths";

// Reading orders, for the pages and for getMyOrders / getOrderById. A customer sees only their
// own orders (another's is "not found", never "forbidden"); an admin sees every order.
const withLines = viewInclude;
/** An order of type Order has no replacement (a replacement's parent is a return): its view needs only its lines. */
const linesOnly = { lines: viewInclude.lines } satisfies Prisma.OrderInclude;
const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.OrderOrderByWithRelationInput[];

/** Without page and limit a list answers every order, up to this many (past it, ask for pages). */
export const MAX_UNPAGED_ORDERS = 5_000;
/** A whole list is read this many orders at a time, each batch made into views before the next. */
const BATCH = 500;
export const TOO_MANY_ORDERS_MESSAGE = `There are more than ${MAX_UNPAGED_ORDERS.toLocaleString("en-IN")} orders: ask for them with page and limit`;

const DEFAULT_LIMIT = 20;

export type OrderList = {
  orders: OrderView[];
  pagination: { currentPage: number; totalPages: number; total: number; limit: number };
};

/** A search matching at most this many orders is counted and paged from its matches, read in one statement (see searchPage). */
const FEW_MATCHES = 1_000;

type Row = { id: string; createdAt: Date };
/** Newest first, then by id, as `newestFirst` sorts in the database (ids are cuids: small letters and digits sort alike in any collation). */
const newer = (a: Row, b: Row) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * One page of a search's matches, newest first, and how many there are, in one statement: every match (up to FEW_MATCHES + 1) is
 * read through the search's indexes without an ORDER BY, and sorted here. Asked for them newest first with a LIMIT, PostgreSQL
 * would walk the newest orders through the createdAt index and test each (thousands for a name on a few hundred orders); counted
 * apart, the indexes would be read twice. Null when there are more: such a search is paged like any list.
 */
async function searchPage(where: Prisma.OrderWhereInput, skip: number, take: number): Promise<{ ids: string[]; total: number } | null> {
  const found = await getDb().order.findMany({ where, select: { id: true, createdAt: true }, take: FEW_MATCHES + 1 });
  if (found.length > FEW_MATCHES) return null;
  return {
    ids: found
      .sort(newer)
      .slice(skip, skip + take)
      .map(({ id }) => id),
    total: found.length,
  };
}

/**
 * One page of the orders (newest first) when `page` or `limit` is given; else all of them, read in batches. `search` says the
 * filter is a search's likely to match few orders (found faster through its indexes); `include` what the views need of each order.
 */
async function readOrders(
  where: Prisma.OrderWhereInput,
  paging: OrderPaging,
  { search = false, include = withLines }: { search?: boolean; include?: typeof withLines | typeof linesOnly } = {},
): Promise<OrderList> {
  const db = getDb();
  if (paging.page !== undefined || paging.limit !== undefined) {
    const { page = 1, limit = DEFAULT_LIMIT } = paging;
    const skip = (page - 1) * limit;
    const pagination = (total: number) => ({ currentPage: page, totalPages: Math.ceil(total / limit), total, limit });
    const few = search ? await searchPage(where, skip, limit) : null;
    if (few) {
      const orders = few.ids.length > 0 ? await db.order.findMany({ where: { id: { in: few.ids } }, orderBy: newestFirst, include }) : [];
      return { orders: orders.map(toOrderView), pagination: pagination(few.total) };
    }
    // Two connections: the count does not wait for the page, nor the page for the count.
    const [total, orders] = await Promise.all([
      db.order.count({ where }),
      db.order.findMany({ where, orderBy: newestFirst, skip, take: limit, include }),
    ]);
    return { orders: orders.map(toOrderView), pagination: pagination(total) };
  }
  const total = await db.order.count({ where });
  if (total > MAX_UNPAGED_ORDERS) throw new AppError("validation", TOO_MANY_ORDERS_MESSAGE);
  const views: OrderView[] = [];
  for (let cursor: string | undefined; ;) {
    const batch = await db.order.findMany({
      where,
      orderBy: newestFirst,
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      include,
    });
    views.push(...batch.map(toOrderView));
    cursor = batch.at(-1)?.id;
    // Newest first: orders placed meanwhile sort before the cursor, so the walk always ends.
    if (batch.length < BATCH) break;
  }
  return { orders: views, pagination: { currentPage: 1, totalPages: views.length > 0 ? 1 : 0, total: views.length, limit: views.length } };
}

/** POST /api/v1/order/getMyOrders (optional `page`, `limit`): the caller's orders, newest first. */
export async function listMyOrders(ctx: Ctx, input: unknown = {}): Promise<OrderList> {
  const caller = requireUser(ctx.caller);
  return readOrders({ userId: caller.id }, parseInput(orderPagingSchema, input));
}

/** POST /api/v1/order/getOrderById (`orderId`: the order's id or its public order id). */
export async function getOrderById(ctx: Ctx, input: unknown): Promise<OrderView> {
  const caller = requireUser(ctx.caller);
  const { orderId } = parseInput(orderIdSchema, input);
  const order = await findOrder(orderId, readableOwner(caller), (where) => getDb().order.findFirst({ where, include: withLines }));
  return toOrderView(order);
}

/** Whether the caller may open an order's pages (order, return), checked before the page renders. */
export async function mayReadOrder(ctx: Ctx, orderId: string): Promise<boolean> {
  const parsed = orderIdSchema.safeParse({ orderId });
  if (!ctx.caller || !parsed.success) return false;
  return (await getDb().order.count({ where: orderNamed(parsed.data.orderId, readableOwner(ctx.caller)) })) > 0;
}

/** The returns of one of the caller's orders (any order's, for an admin), newest first. */
export async function listReturnsOf(ctx: Ctx, parentOrderId: string): Promise<OrderView[]> {
  const owner = readableOwner(requireUser(ctx.caller));
  const returns = await getDb().order.findMany({
    where: { parentOrderId, ...(owner === null ? {} : { userId: owner }) },
    orderBy: newestFirst,
    include: withLines,
  });
  return returns.map(toOrderView);
}

export type ReturnFormLine = {
  lineId: string;
  name: string;
  image: string;
  /** What is left to return: the stepper's maximum. */
  left: number;
  /** What one piece was paid, its offers off and GST in: a return gives back what a piece cost. */
  paidPaise: number;
  /** The returned piece's colour and size, and what may replace it (an exchange). */
  colorName: string;
  size: string;
  sizeId: string | null;
  exchange: ExchangeColour[];
};

/** Whether the order is the user's own: an admin reads every order, but a customer's Cancel and Return are not theirs to press. */
export async function ownsOrder(userId: string, orderId: string): Promise<boolean> {
  return (await getDb().order.count({ where: { id: orderId, userId } })) > 0;
}

/** The return screen's order: the caller's own, still returnable, with what is left of each line; else not found. */
export async function getReturnForm(ctx: Ctx, orderId: string) {
  const caller = requireUser(ctx.caller);
  const { orderId: id } = parseInput(orderIdSchema, { orderId });
  const order = await findOrder(id, caller.id, (where) => getDb().order.findFirst({ where, include: withLines }));
  if (!toOrderView(order).returnable) throw new AppError("not_found", ORDER_NOT_FOUND);
  const open = order.lines.filter((line) => line.returnedQuantity < line.quantity);
  const options = await exchangeOptions(open, clock.now());
  const lines: ReturnFormLine[] = open.map((line) => ({
    lineId: line.id,
    name: lineName(line),
    image: line.imageUrl,
    left: line.quantity - line.returnedQuantity,
    paidPaise: paidPerPiecePaise(line),
    colorName: line.colorName,
    size: line.size,
    sizeId: line.sizeId,
    exchange: options.get(line.id) ?? [],
  }));
  // An offer with a condition (buy X get Y, a minimum cart): a return that breaks it takes its benefit back (returns/clawback.ts).
  const conditional = await getDb().promotionUse.count({
    where: { orderId: order.id, releasedAt: null, promotion: { OR: [{ type: "BUY_X_GET_Y" }, { minCartPaise: { gt: 0 } }] } },
  });
  // What a choice refunds is the server's quote (returns/quote-return.ts), asked by the screen as the shopper chooses.
  // A cash-on-delivery order's refund is paid to a UPI ID the screen asks for (returns/refund-destination.ts).
  return {
    id: order.id,
    publicOrderId: order.publicOrderId,
    lines,
    offerTerms: conditional > 0,
    cashOnDelivery: order.paymentType === "COD",
    /** The owner's bonus on a refund taken as store credit, for the choice's words (the quote has the figure). */
    creditBonusPercent: (await readCreditSettings()).returnBonusPercent,
  };
}

/** Orders placed from the start of `from` to the end of `to`, days in India; either end may be open. */
function placedFilter(from: string | undefined, to: string | undefined): Prisma.OrderWhereInput {
  if (!from && !to) return {};
  return {
    createdAt: {
      ...(from ? { gte: startOfIndianDate(from) } : {}),
      ...(to ? { lt: startOfIndianDate(addDays(to, 1)) } : {}),
    },
  };
}

/** How every public order id starts (lib/orders/place/public-id.ts, the seed), in capitals, and nowhere else in one. */
const ORDER_ID_START = /^KS-/i;
/** A whole public order id (KS-261122-7QX4M2; the seed's KS-2026-000041). */
const WHOLE_ORDER_ID = /^KS-[0-9A-Z]+-[0-9A-Z]{6}$/i;

/**
 * Whether a search likely matches few orders (see searchPage): any but the beginning of an order id, which may match thousands
 * (KS-2611: a month's orders), read faster as a count and a walk of the newest. Only the speed depends on it, not the answer.
 */
const fewMatchesLikely = (search: string) => !ORDER_ID_START.test(search) || WHOLE_ORDER_ID.test(search);

/**
 * Orders whose public id or delivery name contains the text (any case), or whose delivery phone contains its digits (spaces,
 * dashes and +91 ignored). Each is a LIKE on an indexed column, so PostgreSQL ORs index scans instead of reading every order:
 * the delivery name and phone, and any part of the order id, through trigrams (migration back_office_at_scale). A search that
 * starts like an order id (KS-...) can only match one from its start, so it is looked up from there through a btree (migration
 * order_id_prefix): its trigrams (KS-, the day) are in every order id, and reading them took longer than the rest of the page.
 */
function searchFilter(search: string | undefined): Prisma.OrderWhereInput {
  if (!search) return {};
  const digits = search.replace(/[\s-]/g, "").replace(/^\+91/, "");
  const byPhone = /^\d{3,}$/.test(digits) ? [{ shipPhoneNumber: { contains: digits } }] : [];
  const byOrderId = ORDER_ID_START.test(search)
    ? { publicOrderId: { startsWith: search.toUpperCase() } }
    : { publicOrderId: { contains: search, mode: "insensitive" as const } };
  return { OR: [byOrderId, { shipName: { contains: search, mode: "insensitive" } }, ...byPhone] };
}

const exchanges = { children: { some: { orderType: "REPLACEMENT" } } } satisfies Prisma.OrderWhereInput;

/**
 * POST /api/v1/order/getOrders (`type` Order or Returns, optional `status`, `search`, `page`, `limit`, our `from` and `to`
 * (days in India), and `kind` Exchange or Refund for returns): every customer's orders, newest first, for admins; all of them
 * when no page or limit is asked.
 */
export async function listOrders(ctx: Ctx, input: unknown) {
  requireAdmin(ctx.caller);
  const { type, status, search, from, to, kind, ...paging } = parseInput(orderListSchema, input);
  const where: Prisma.OrderWhereInput = {
    orderType: type === "Order" ? "ORDER" : "RETURN",
    ...(status ? { status } : {}),
    ...searchFilter(search),
    ...placedFilter(from, to),
    ...(type === "Returns" && kind === "Exchange" ? exchanges : {}),
    ...(type === "Returns" && kind === "Refund" ? { NOT: exchanges } : {}),
  };
  const { orders, pagination } = await readOrders(where, paging, {
    search: search !== undefined && fewMatchesLikely(search),
    include: type === "Order" ? linesOnly : withLines,
  });
  return { data: orders, pagination };
}

export type NoteLink = { kind: "Credit note" | "Debit note"; number: string; totalPaise: number; href: string; issuedAt: Date };

/** The order's credit notes and its returns' clawback notes, oldest first, for its page: kind, number, amount and where the PDF is. */
export async function creditNotesOf(orderId: string, issuedAt?: Date): Promise<NoteLink[]> {
  const db = getDb();
  const [credits, clawbacks] = await Promise.all([
    db.creditNote.findMany({ where: { orderId, issuedAt }, orderBy: { issuedAt: "asc" } }),
    db.clawbackNote.findMany({ where: { orderId, issuedAt }, orderBy: { issuedAt: "asc" } }),
  ]);
  return [
    ...credits.map((note) => ({
      kind: "Credit note" as const,
      issuedAt: note.issuedAt,
      number: note.number,
      totalPaise: note.totalPaise,
      href: creditNotePath(orderId, note.id),
    })),
    ...clawbacks.map((note) => ({
      kind: note.kind === "DEBIT" ? ("Debit note" as const) : ("Credit note" as const),
      issuedAt: note.issuedAt,
      number: note.number,
      totalPaise: note.totalPaise,
      href: clawbackNotePath(orderId, note.id),
    })),
  ].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
}

/** A return's credit note: issued on its order's invoice when the return was picked up, at that same moment (lib/orders/returns/settle-return.ts). */
export async function creditNotesOfReturn(returnId: string): Promise<NoteLink[]> {
  const returned = await getDb().order.findUnique({ where: { id: returnId }, select: { parentOrderId: true, pickedUpAt: true } });
  if (!returned?.parentOrderId || !returned.pickedUpAt) return [];
  return creditNotesOf(returned.parentOrderId, returned.pickedUpAt);
}
