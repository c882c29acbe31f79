import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";

// What the promotions page needs beside the promotions: the categories (sale and targets) and a
// few of the shop's pieces for the editor's preview on a sample cart.

export type SampleItem = {
  sizeId: string;
  productId: string;
  categoryId: string;
  name: string;
  unitPricePaise: number;
  unitPriceWithGstPaise: number | null;
};
export type CategoryOption = { id: string; name: string };

const SAMPLE_PRODUCTS = 12;

export async function promotionPageData(ctx: Ctx): Promise<{ categories: CategoryOption[]; samples: SampleItem[] }> {
  requireAdmin(ctx.caller);
  const categories = await getDb().category.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } });
  const products = await getDb().product.findMany({
    where: { archivedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: SAMPLE_PRODUCTS,
    select: {
      id: true,
      name: true,
      categoryId: true,
      variants: {
        orderBy: { position: "asc" },
        take: 1,
        select: {
          colorName: true,
          sizes: { orderBy: { position: "asc" }, take: 1, select: { id: true, size: true, pricePaise: true, priceWithGstPaise: true } },
        },
      },
    },
  });
  const samples = products.flatMap((product) =>
    product.variants.flatMap((variant) =>
      variant.sizes.map((size) => ({
        sizeId: size.id,
        productId: product.id,
        categoryId: product.categoryId,
        name: `${product.name} - ${variant.colorName} - ${size.size}`,
        unitPricePaise: size.pricePaise,
        unitPriceWithGstPaise: size.priceWithGstPaise,
      })),
    ),
  );
  return { categories, samples };
}
