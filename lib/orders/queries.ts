import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { z } from "zod";
import { requireAdmin, requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addDays, isIndianDate, startOfIndianDate } from "@/lib/india-days";
import { cappedText } from "@/lib/text-fields";
import { parseInput } from "@/lib/validation";
import { findOrder, ORDER_NOT_FOUND, orderNamed, readableOwner } from "./lookup";
import { orderIdSchema } from "./schemas";
import { parseStatus } from "./status";
import { exchangeOptions, type ExchangeColour } from "./exchange-options";
import { clock } from "@/lib/clock";
import { lineName, toOrderView, viewInclude, type OrderView } from "./view";

// Reading orders, for the pages and for getMyOrders / getOrderById. A customer sees only their
// own orders (another's is "not found", never "forbidden"); an admin sees every order.
const withLines = viewInclude;
const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.OrderOrderByWithRelationInput[];

/** Without page and limit a list answers every order, up to this many (past it, ask for pages). */
export const MAX_UNPAGED_ORDERS = 5_000;
/** A whole list is read this many orders at a time, each batch made into views before the next. */
const BATCH = 500;
export const TOO_MANY_ORDERS_MESSAGE = `There are more than ${MAX_UNPAGED_ORDERS.toLocaleString("en-IN")} orders: ask for them with page and limit`;

export const orderPagingSchema = z.object({
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(100_000, "page must be a whole number from 1")
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be from 1 to 100" })
    .int("limit must be from 1 to 100")
    .min(1, "limit must be from 1 to 100")
    .max(100, "limit must be from 1 to 100")
    .optional(),
});
type Paging = z.output<typeof orderPagingSchema>;
const DEFAULT_LIMIT = 20;

export type OrderList = {
  orders: OrderView[];
  pagination: { currentPage: number; totalPages: number; total: number; limit: number };
};

/** A search matching at most this many orders reads its page through the search's indexes (see pageOf). */
const FEW_MATCHES = 1_000;

/**
 * The ids of one page of a search's matches, newest first. Asked for the first page with a LIMIT, PostgreSQL walks the newest
 * orders through the createdAt index and tests each (thousands for a name on a few hundred orders); asked for every match, it
 * reads them through the trigram indexes and sorts the few found.
 */
async function pageOf(where: Prisma.OrderWhereInput, skip: number, take: number): Promise<Prisma.OrderWhereInput> {
  const found = await getDb().order.findMany({ where, orderBy: newestFirst, select: { id: true } });
  return { id: { in: found.slice(skip, skip + take).map(({ id }) => id) } };
}

/**
 * One page of the orders (newest first) when `page` or `limit` is given; else all of them, read in batches. `search` says the
 * filter is a search's (few matches are found faster through its indexes).
 */
async function readOrders(where: Prisma.OrderWhereInput, paging: Paging, search = false): Promise<OrderList> {
  const db = getDb();
  const total = await db.order.count({ where });
  if (paging.page !== undefined || paging.limit !== undefined) {
    const { page = 1, limit = DEFAULT_LIMIT } = paging;
    const skip = (page - 1) * limit;
    const orders =
      search && total <= FEW_MATCHES
        ? await db.order.findMany({ where: await pageOf(where, skip, limit), orderBy: newestFirst, include: withLines })
        : await db.order.findMany({ where, orderBy: newestFirst, skip, take: limit, include: withLines });
    return { orders: orders.map(toOrderView), pagination: { currentPage: page, totalPages: Math.ceil(total / limit), total, limit } };
  }
  if (total > MAX_UNPAGED_ORDERS) throw new AppError("validation", TOO_MANY_ORDERS_MESSAGE);
  const views: OrderView[] = [];
  for (let cursor: string | undefined; ;) {
    const batch = await db.order.findMany({
      where,
      orderBy: newestFirst,
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      include: withLines,
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
  unitPricePaise: number;
  unitGstPaise: number;
  cutPricePaise: number;
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
    unitPricePaise: line.unitPricePaise,
    unitGstPaise: line.unitGstPaise,
    cutPricePaise: line.cutPricePaise,
    colorName: line.colorName,
    size: line.size,
    sizeId: line.sizeId,
    exchange: options.get(line.id) ?? [],
  }));
  return { id: order.id, publicOrderId: order.publicOrderId, lines };
}

export const ORDER_TYPE_MESSAGE = "type must be Order or Returns";
export const STATUS_FILTER_MESSAGE = "status is not a known order status";
export const ORDER_SEARCH_MESSAGE = "search must be at most 40 characters";
export const RETURN_KIND_MESSAGE = "kind must be Exchange or Refund";
export const FROM_DATE_MESSAGE = "from must be a date written YYYY-MM-DD, such as 2026-11-25";
export const TO_DATE_MESSAGE = "to must be a date written YYYY-MM-DD, such as 2026-11-25";
export const DATE_RANGE_MESSAGE = "from must be on or before to";

/** An optional day in India, YYYY-MM-DD; empty is no filter. */
const indianDateSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(10, message)
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isIndianDate(value), message);

export const orderListSchema = orderPagingSchema
  .extend({
    type: z.enum(["Order", "Returns"], { error: ORDER_TYPE_MESSAGE }).default("Order"),
    status: z
      .string({ error: STATUS_FILTER_MESSAGE })
      .max(40, STATUS_FILTER_MESSAGE)
      .optional()
      .transform((value, context) => {
        if (value === undefined || value.trim() === "") return undefined;
        const status = parseStatus(value);
        if (status) return status;
        context.addIssue({ code: "custom", message: STATUS_FILTER_MESSAGE });
        return z.NEVER;
      }),
    /** A public order id (or part of one) or a phone number. */
    search: cappedText(40, ORDER_SEARCH_MESSAGE)
      .trim()
      .optional()
      .transform((value) => value || undefined),
    /** Placed on or after this day in India (our addition to the spec's call, like `to`). */
    from: indianDateSchema(FROM_DATE_MESSAGE),
    /** Placed on or before this day in India. */
    to: indianDateSchema(TO_DATE_MESSAGE),
    /** Of the returns: those that exchange pieces (they have a replacement), or those that only refund. */
    kind: z
      .enum(["", "Exchange", "Refund"], { error: RETURN_KIND_MESSAGE })
      .optional()
      .transform((kind) => kind || undefined),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { message: DATE_RANGE_MESSAGE, path: ["from"] });

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

/**
 * Orders whose public id or delivery name contains the text (any case), or whose delivery phone contains its digits (spaces,
 * dashes and +91 ignored). Each is a LIKE on a column with a trigram index (migration back_office_at_scale), so PostgreSQL
 * ORs three index scans instead of reading every order.
 */
function searchFilter(search: string | undefined): Prisma.OrderWhereInput {
  if (!search) return {};
  const digits = search.replace(/[\s-]/g, "").replace(/^\+91/, "");
  const byPhone = /^\d{3,}$/.test(digits) ? [{ shipPhoneNumber: { contains: digits } }] : [];
  return {
    OR: [{ publicOrderId: { contains: search, mode: "insensitive" } }, { shipName: { contains: search, mode: "insensitive" } }, ...byPhone],
  };
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
  const { orders, pagination } = await readOrders(where, paging, Boolean(search));
  return { data: orders, pagination };
}

/** The order's credit notes, oldest first, for its page: number, amount and where the PDF is. */
export async function creditNotesOf(orderId: string, issuedAt?: Date): Promise<{ number: string; totalPaise: number; href: string }[]> {
  const notes = await getDb().creditNote.findMany({ where: { orderId, issuedAt }, orderBy: { issuedAt: "asc" } });
  return notes.map((note) => ({ number: note.number, totalPaise: note.totalPaise, href: `/orders/${orderId}/credit-notes/${note.id}` }));
}

/** A return's credit note: issued on its order's invoice when the return was picked up, at that same moment (lib/orders/settle-return.ts). */
export async function creditNotesOfReturn(returnId: string): Promise<{ number: string; totalPaise: number; href: string }[]> {
  const returned = await getDb().order.findUnique({ where: { id: returnId }, select: { parentOrderId: true, pickedUpAt: true } });
  if (!returned?.parentOrderId || !returned.pickedUpAt) return [];
  return creditNotesOf(returned.parentOrderId, returned.pickedUpAt);
}
