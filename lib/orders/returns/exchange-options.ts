import "server-only";
import { getDb } from "@/lib/db";
import type { OrderLine } from "@/lib/generated/prisma/client";
import { formatINR, priceWithGst } from "@/lib/pricing";
import { paidPaise, replacementPrice } from "./exchange";

// What the return screen offers in place of a returned piece: every colour and size of its
// product, each with what it costs as the replacement (what was paid, at the same price) and stock,
// and why it cannot be chosen when it cannot. The server checks the same rules again when the
// return is sent (./exchange.ts).

export type ExchangeSize = {
  sizeId: string;
  size: string;
  /** One piece as the replacement, GST included: what was paid for the returned piece at the same price; today's price when dearer. */
  payablePaise: number;
  /** What is refunded per piece when this size replaces the returned one (0 when it costs the same). */
  differencePaise: number;
  /** Why it cannot be chosen ("Sold out", "Costs ₹1,259.95, more than you paid"), or null. */
  refusal: string | null;
};

export type ExchangeColour = { colorName: string; colorCode: string; image: string; sizes: ExchangeSize[] };

/** The colours and sizes each line's product offers today, by line id; a withdrawn product offers none. */
export async function exchangeOptions(lines: readonly OrderLine[], on: Date): Promise<Map<string, ExchangeColour[]>> {
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const products = await getDb().product.findMany({
    where: { id: { in: productIds }, archivedAt: null },
    select: {
      id: true,
      variants: {
        orderBy: [{ position: "asc" }, { id: "asc" }],
        select: {
          colorName: true,
          colorCode: true,
          images: { orderBy: [{ position: "asc" }, { id: "asc" }], take: 1, select: { url: true } },
          sizes: {
            orderBy: [{ position: "asc" }, { id: "asc" }],
            select: { id: true, size: true, pricePaise: true, priceWithGstPaise: true, stock: true },
          },
        },
      },
    },
  });
  const options = new Map<string, ExchangeColour[]>();
  for (const line of lines) {
    const product = products.find((candidate) => candidate.id === line.productId);
    const paid = paidPaise(line);
    const own = product?.variants.flatMap((variant) => variant.sizes).find((size) => size.id === line.sizeId);
    options.set(
      line.id,
      (product?.variants ?? []).map((variant) => ({
        colorName: variant.colorName,
        colorCode: variant.colorCode,
        image: variant.images[0]?.url ?? "",
        sizes: variant.sizes.map((size) => {
          const price = replacementPrice(line, size, own?.pricePaise ?? null, on);
          const payable = price.dearer ? priceWithGst(size, on) : price.piecePaise;
          const refusal = price.dearer ? `Costs ${formatINR(payable)}, more than you paid` : size.stock <= 0 ? "Sold out" : null;
          return { sizeId: size.id, size: size.size, payablePaise: payable, differencePaise: Math.max(0, paid - payable), refusal };
        }),
      })),
    );
  }
  return options;
}
