import { afterAll, describe, expect, it } from "vitest";
import { previewShopOn } from "@/lib/admin/promotion-shop-preview";
import { AppError } from "@/lib/errors";
import { priceWithGst } from "@/lib/pricing";
import { loadSales } from "@/lib/promotions/sale-prices";
import { db } from "../../support/api";
import { makeCategory, makeProduct, makeUser } from "../../support/factories";

// Issue 49 point 12: the owner previews a sale that starts tomorrow, as the shop will show it then
// (cards and their prices), while the shop itself goes on showing today's prices.

afterAll(() => db.$disconnect());

const DAY = 86_400_000;

async function saleTomorrow() {
  const category = await makeCategory(`Preview kurtas ${Date.now()}`);
  const product = await makeProduct({
    name: "Preview Kurta",
    categoryId: category.id,
    variants: [{ colorName: "Teal", colorCode: "#008080", sizes: [{ size: "M", pricePaise: 200_000, cutPricePaise: 250_000, stock: 4 }] }],
  });
  const startsAt = new Date(Date.now() + DAY);
  const sale = await db.promotion.create({
    data: { title: "Diwali sale", type: "PERCENT", percentBp: 2000, combinable: true, categoryIds: [category.id], startsAt },
  });
  return { product, sale, startsAt };
}

describe("previewing the shop on a promotion's first day", () => {
  it("shows the targeted cards at the sale's price on its start, beside today's, and makes nothing live", async () => {
    const { product, sale, startsAt } = await saleTomorrow();
    const owner = await makeUser({ role: "ADMIN" });
    const before = await db.promotion.findUniqueOrThrow({ where: { id: sale.id } });

    const preview = await previewShopOn(owner.ctx, sale.id);
    expect(preview.at).toEqual(startsAt);
    expect(preview.changesCards).toBe(true);
    expect(preview.cards.map(({ then, today }) => [then.id, then.sale?.priceWithGstPaise, today.sale])).toEqual([
      [product.id, priceWithGst(160_000), null],
    ]);
    expect(preview.cards[0]!.today.minPriceWithGstPaise).toBe(priceWithGst(200_000));

    // The shop's sales today leave it out, and the promotion is as it was.
    expect((await loadSales()).rules.map((rule) => rule.id)).not.toContain(sale.id);
    expect(await db.promotion.findUniqueOrThrow({ where: { id: sale.id } })).toEqual(before);
  });

  it("is the owner's only, and a missing promotion is a 404", async () => {
    const { sale } = await saleTomorrow();
    const shopper = await makeUser();
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => error as AppError,
      );
    expect((await refusal(previewShopOn(shopper.ctx, sale.id)))?.status).toBe(403);
    const owner = await makeUser({ role: "ADMIN" });
    expect((await refusal(previewShopOn(owner.ctx, "no-such-promotion")))?.status).toBe(404);
  });
});
