import { afterAll, describe, expect, it } from "vitest";
import { placeOrderIn } from "@/lib/orders/place/place-order";
import { db } from "../../support/api";
import { countingClient } from "../../support/counted-statements";
import { makeProduct } from "../../support/factories";
import { buyer } from "../orders/fixtures";

// Placing an order costs the same number of SQL statements whatever the cart's size, promotions
// included: every line is read, priced, taken from stock and copied by statements that take them all.

const { client: logged, statements } = countingClient();

afterAll(async () => {
  await logged.$disconnect();
  await db.$disconnect();
});

async function statementsToPlace(lines: number): Promise<number> {
  const user = await buyer();
  const product = await makeProduct({
    name: `Kurta of ${lines}`,
    variants: [
      {
        colorName: "Indigo",
        colorCode: "#3f51b5",
        sizes: Array.from({ length: lines }, (_, i) => ({ size: `F${i}`, pricePaise: 49_900, cutPricePaise: 69_900, stock: 5 })),
      },
    ],
  });
  await db.product.update({ where: { id: product.id }, data: { cashOnDelivery: true } });
  const sizes = Object.values(product.variants[0]!.sizes);
  const code = `FLAT${lines}${Date.now() % 100_000}`;
  await db.promotion.create({ data: { code, title: "10% off", type: "PERCENT", percentBp: 1000, usageLimit: 100, perCustomerLimit: 1 } });
  const request = { addressId: user.addressId, lines: sizes.map((size) => ({ sizeId: size.id, quantity: 1 })), coupon: code };
  const start = statements();
  const placed = await logged.$transaction((tx) =>
    placeOrderIn(tx, { id: user.id, email: user.email, fullname: user.fullname }, request, { type: "COD" }),
  );
  expect(placed.order.lines).toHaveLength(lines);
  expect(placed.order.lines.every((line) => line.unitDiscountPaise === 4_990)).toBe(true);
  return statements() - start;
}

describe("placing an order", () => {
  it("takes as many SQL statements for 12 lines as for 1, with a code that limits uses per customer", async () => {
    const one = await statementsToPlace(1);
    const twelve = await statementsToPlace(12);
    expect(one).toBeGreaterThan(10);
    expect(twelve).toBe(one);
  });
});
