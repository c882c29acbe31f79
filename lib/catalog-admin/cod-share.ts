import "server-only";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";

const DAYS = 90;

/** How many of the shop's orders of the last 90 days were cash on delivery, in whole percent; null when there were none. */
export async function codOrderShare(): Promise<number | null> {
  const since = new Date(clock.now().getTime() - DAYS * 24 * 60 * 60 * 1000);
  const [row] = await getDb().$queryRaw<[{ cod: number; orders: number }]>`
    SELECT count(*) FILTER (WHERE "paymentType" = 'COD')::int AS cod, count(*)::int AS orders
    FROM "Order" WHERE "orderType" = 'ORDER' AND "createdAt" >= ${since}`;
  return row.orders === 0 ? null : Math.round((100 * row.cod) / row.orders);
}
