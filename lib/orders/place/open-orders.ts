import "server-only";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

// Stock is taken when an order is placed, so one account with many open orders could hold stock
// from everyone else. An account may have at most MAX_OPEN_ORDERS orders still Pending or unpaid
// (cash on delivery not yet delivered); checked before a cash-on-delivery order and before an
// online payment is opened (never after the money is taken).
export const MAX_OPEN_ORDERS = 5;
export const TOO_MANY_OPEN_ORDERS = `You already have ${MAX_OPEN_ORDERS} orders waiting to be confirmed or paid on delivery. Please wait for one to arrive, or cancel one, before placing another.`;

type Db = Pick<Prisma.TransactionClient, "order">;

export async function assertRoomForAnOrder(db: Db, userId: string): Promise<void> {
  const open = await db.order.count({
    where: {
      userId,
      orderType: "ORDER",
      OR: [{ status: "PENDING" }, { paymentType: "COD", status: { in: ["CONFIRMED", "SHIPPED"] } }],
    },
  });
  if (open >= MAX_OPEN_ORDERS) throw new AppError("conflict", TOO_MANY_OPEN_ORDERS);
}
