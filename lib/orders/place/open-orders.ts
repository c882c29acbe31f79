import "server-only";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

// Stock is taken when an order is placed, so one account with many open orders could hold stock
// from everyone else. An account may have at most MAX_OPEN_ORDERS orders still Pending or unpaid
// (cash on delivery not yet delivered, a failed delivery included; one coming back is closed). Checked when an online payment is opened (to spare the
// shopper a payment that cannot become an order), and again, under a per-account lock, in the
// transaction that places the order: a cash-on-delivery order, or a settled payment (which is then
// refunded). The lock makes an account's orders wait for each other, so parallel requests cannot
// all count the same open orders (the count alone runs in READ COMMITTED).
export const MAX_OPEN_ORDERS = 5;
export const TOO_MANY_OPEN_ORDERS = `You already have ${MAX_OPEN_ORDERS} orders waiting to be confirmed or paid on delivery. Please wait for one to arrive, or cancel one, before placing another.`;

type Db = Pick<Prisma.TransactionClient, "order">;
type Tx = Pick<Prisma.TransactionClient, "order" | "$executeRaw">;

export async function assertRoomForAnOrder(db: Db, userId: string): Promise<void> {
  const open = await db.order.count({
    where: {
      userId,
      orderType: "ORDER",
      OR: [{ status: "PENDING" }, { paymentType: "COD", status: { in: ["CONFIRMED", "SHIPPED", "DELIVERY_FAILED"] } }],
    },
  });
  if (open >= MAX_OPEN_ORDERS) throw new AppError("conflict", TOO_MANY_OPEN_ORDERS);
}

/** The check inside the placing transaction: waits for the account's other orders being placed, then counts. */
export async function holdRoomForAnOrder(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`open-orders:${userId}`}, 0))`;
  await assertRoomForAnOrder(tx, userId);
}
