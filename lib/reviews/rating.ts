import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// A product's ratingCount and ratingAverage (stars, 2 decimals) are derived from its reviews, and
// written by the same transaction that changes a review (a closed account's reviews stay, by "A shopper").
type Db = Pick<Prisma.TransactionClient, "$executeRaw">;

/** Sets each product's count and average from its reviews as the transaction sees them. Returns a PrismaPromise, for batches too. */
export function refreshRatings(db: Db, productIds: readonly string[]) {
  return db.$executeRaw`
    UPDATE "Product" AS p
    SET ("ratingCount", "ratingAverage") = (
      SELECT COUNT(*)::int, COALESCE(ROUND(AVG(r."halfStars")::numeric / 2, 2), 0)::float8
      FROM "Review" r WHERE r."productId" = p.id
    )
    WHERE p.id = ANY(${[...productIds]}::text[])`;
}
