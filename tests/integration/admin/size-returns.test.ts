import { afterAll, describe, expect, it } from "vitest";
import { returnsBySize } from "@/lib/admin/size-returns";
import { db } from "../../support/api";
import { makeProduct, makeUser } from "../../support/factories";
import { bought, returned } from "../orders/written-orders";

// Admin → Returns by size: each size's return rate beside its product's, exchanges counted, and an alert only when a
// size returns at twice its product's rate with at least 3 pieces back.

afterAll(() => db.$disconnect());

const kurta = async (name: string) =>
  (
    await makeProduct({
      name,
      variants: [
        {
          colorName: "Indigo",
          colorCode: "#3f51b5",
          sizes: ["S", "M", "L"].map((size) => ({ size, pricePaise: 99_900, cutPricePaise: 129_900, stock: 50 })),
        },
      ],
    })
  ).id;

describe("returns by size", () => {
  it("flags the size returned at twice its product's rate, counts exchanges, and stays quiet below 3 returned pieces", async () => {
    const admin = await makeUser({ role: "ADMIN" });
    const tight = await kurta("Tight L Kurta");
    const m = await bought(tight, "M", 10);
    await returned(m, { reason: "TOO_SMALL" });
    await bought(tight, "S", 10);
    const l = await bought(tight, "L", 10);
    await returned(l, { reason: "TOO_SMALL", quantity: 4 });
    const another = await bought(tight, "L", 1);
    await returned(another, { exchangedTo: "XL" });
    // 6 of 31 back: L's 5 of 11 (45%) is more than twice 19%.
    const few = await kurta("Few Returns Kurta");
    await bought(few, "S", 10);
    const once = await bought(few, "L", 2);
    await returned(once, { quantity: 2 }); // 100% of L, but only 2 pieces

    const { products, alerts } = await returnsBySize(admin.ctx);
    const row = products.find((product) => product.productId === tight)!;
    expect(row).toMatchObject({ sold: 31, returned: 6 });
    expect(row.sizes.map(({ size, sold, returned: back, exchanged }) => [size, sold, back, exchanged])).toEqual([
      ["S", 10, 0, 0],
      ["M", 10, 1, 0],
      ["L", 11, 5, 1],
    ]);
    expect(alerts.filter((alert) => [tight, few].includes(alert.productId))).toEqual([
      { productId: tight, name: "Tight L Kurta", size: "L", rate: 5 / 11, productRate: 6 / 31, returned: 5, sold: 11 },
    ]);
    const customer = await makeUser();
    await expect(returnsBySize(customer.ctx)).rejects.toMatchObject({ status: 403 });
  });
});
