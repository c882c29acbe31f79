import "server-only";
import { getDb } from "@/lib/db";
import type { SettledLine } from "./priced-lines";
import type { SizeChoice } from "./view";

/** The sizes of the lines' colours (by variant id), in the catalogue's order: one query for all lines. */
export async function sizeChoices(lines: readonly SettledLine[]): Promise<Map<string, SizeChoice[]>> {
  const variantIds = [...new Set(lines.map((line) => line.size.variant.id))];
  const choices = new Map<string, SizeChoice[]>(variantIds.map((id) => [id, []]));
  if (variantIds.length === 0) return choices;
  const rows = await getDb().sizeStock.findMany({
    where: { variantId: { in: variantIds } },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, size: true, stock: true, variantId: true },
  });
  for (const row of rows) choices.get(row.variantId)!.push({ sizeId: row.id, size: row.size, inStock: row.stock > 0 });
  return choices;
}
