import "server-only";
import { getDb } from "@/lib/db";
import { productSummarySelect, toProductSummary, type ProductSummary } from "./product-summary";

export type ProductSort = "purchased" | "viewed" | "createdAt";

/** The newest or most popular products, for the home page's rows. */
export async function listTopProducts(sortBy: ProductSort, limit: number): Promise<ProductSummary[]> {
  const rows = await getDb().product.findMany({
    orderBy: [{ [sortBy]: "desc" }, { id: "asc" }],
    take: limit,
    select: productSummarySelect,
  });
  return rows.map(toProductSummary);
}
