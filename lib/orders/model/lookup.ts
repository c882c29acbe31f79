import type { Caller } from "@/lib/auth/caller";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

// The one order lookup: an order named by its id or its public order id, among one customer's
// orders or among all of them. Anyone else's order is "not found", never "forbidden".
export const ORDER_NOT_FOUND = "Order not found";

/** Whose orders `caller` may read: their own, or (null) every order for an admin. */
export const readableOwner = (caller: Pick<Caller, "id" | "role">): string | null => (caller.role === "ADMIN" ? null : caller.id);

/** The order `orderId` names, among `ownerId`'s orders, or among all of them when `ownerId` is null. */
export function orderNamed(orderId: string, ownerId: string | null): Prisma.OrderWhereInput {
  return { OR: [{ id: orderId }, { publicOrderId: orderId }], ...(ownerId === null ? {} : { userId: ownerId }) };
}

/** Runs `query` on the order `orderId` names (see orderNamed); 404 when there is none. */
export async function findOrder<T>(
  orderId: string,
  ownerId: string | null,
  query: (where: Prisma.OrderWhereInput) => Promise<T | null>,
): Promise<T> {
  const order = await query(orderNamed(orderId, ownerId));
  if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
  return order;
}
