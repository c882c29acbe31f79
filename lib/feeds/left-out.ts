import "server-only";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// The products the feeds leave out (lib/feeds/feed-items.ts, listedSizeWhere), and why, for the back office.

type LeftOutReason = "no stock anywhere" | "no image" | "a colour has no image";
export type LeftOutProduct = { id: string; name: string; slug: string; reasons: LeftOutReason[] };

/** Products shown in the back office's list; the count covers them all. */
const SHOWN = 200;

const leftOutWhere = {
  archivedAt: null,
  OR: [{ inStock: false }, { variants: { some: { images: { none: {} } } } }],
} satisfies Prisma.ProductWhereInput;

/** The products on sale in the shop with sizes the feeds leave out (the first SHOWN by name), and how many there are. */
export async function leftOutProducts(): Promise<{ products: LeftOutProduct[]; count: number }> {
  const [rows, count] = await Promise.all([
    getDb().product.findMany({
      where: leftOutWhere,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take: SHOWN,
      select: { id: true, name: true, slug: true, inStock: true, variants: { select: { _count: { select: { images: true } } } } },
    }),
    getDb().product.count({ where: leftOutWhere }),
  ]);
  const products = rows.map((row) => {
    const bare = row.variants.filter((variant) => variant._count.images === 0).length;
    const reasons: LeftOutReason[] = [];
    if (!row.inStock) reasons.push("no stock anywhere");
    if (bare > 0) reasons.push(bare === row.variants.length ? "no image" : "a colour has no image");
    return { id: row.id, name: row.name, slug: row.slug, reasons };
  });
  return { products, count };
}
