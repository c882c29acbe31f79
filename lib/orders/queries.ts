import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { orderIdSchema } from "./schemas";
import { toOrderView, type OrderView } from "./view";

// Reading orders, for the pages and for getMyOrders / getOrderById. A customer sees only their
// own orders (another's is "not found", never "forbidden"); an admin sees every order.
const MAX_LISTED = 100;
const withLines = { lines: { orderBy: { id: "asc" } } } as const;

/** POST /api/v1/order/getMyOrders: the caller's orders, newest first. */
export async function listMyOrders(ctx: Ctx): Promise<OrderView[]> {
  const caller = requireUser(ctx.caller);
  const orders = await getDb().order.findMany({
    where: { userId: caller.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_LISTED,
    include: withLines,
  });
  return orders.map(toOrderView);
}

/** POST /api/v1/order/getOrderById (`orderId`: the order's id or its public order id). */
export async function getOrderById(ctx: Ctx, input: unknown): Promise<OrderView> {
  const caller = requireUser(ctx.caller);
  const { orderId } = parseInput(orderIdSchema, input);
  const order = await getDb().order.findFirst({
    where: {
      OR: [{ id: orderId }, { publicOrderId: orderId }],
      ...(caller.role === "ADMIN" ? {} : { userId: caller.id }),
    },
    include: withLines,
  });
  if (!order) throw new AppError("not_found", "Order not found");
  return toOrderView(order);
}
