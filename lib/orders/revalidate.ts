import "server-only";
import { revalidateTag } from "next/cache";
import { CATALOG_TAG, productTag } from "@/lib/catalog/cached";

/**
 * After an order commits: the catalogue's cached pages of these products show stale stock.
 * Stale-while-revalidate ("max") is enough, since every order re-checks stock in the database.
 * Outside a Next.js request (scripts, tests) there is no cache to clear.
 */
export function revalidateStockOf(productIds: readonly string[]): void {
  try {
    revalidateTag(CATALOG_TAG, "max");
    for (const id of new Set(productIds)) revalidateTag(productTag(id), "max");
  } catch (error) {
    if (error instanceof Error && error.message.includes("static generation store missing")) return;
    throw error;
  }
}
