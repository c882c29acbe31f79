import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as createProductRoute } from "@/app/api/v1/products/createProduct/route";
import { POST as variantAdd } from "@/app/api/v1/products/varient/route";
import { getProductDetail } from "@/lib/catalog/product/detail";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { call, db, pngFile } from "../../support/api";
import { getInvoice, pdfText } from "../invoices/support";
import { admin, buyer, fillCart, newKey } from "../orders/fixtures";

// Prices the owner types with GST (issue 36 point 6, decision 083), through the admin API to the shop, an order and its invoice.

type Size = { _id: string; size: string; price: number; discount: number; priceWithGst: number; cutPriceWithGst: number };
type Product = { id: string; minPrice: number; subDetails: { sizes: Size[] }[] };

async function productWith(token: string, sizes: unknown[]) {
  const t = randomUUID().slice(0, 8);
  const category = await db.category.create({ data: { name: `Typed ${t}`, slug: `typed-${t}`, image: "/c.webp" } });
  const form = new FormData();
  for (const [key, value] of Object.entries({ name: "Chanderi kurta", description: "Silk cotton", hsn: "6211", category: category.id }))
    form.append(key, value);
  form.append("cashOnDelivery", "On");
  const made = await call(createProductRoute, { path: "/api/v1/products/createProduct", token, form });
  expect(made.status).toBe(200);
  const productId = (made.body as { product?: { id: string } }).product!.id;
  const variant = new FormData();
  variant.append("productId", productId);
  variant.append("colorCode", "#7a1f3d");
  variant.append("colorName", "Maroon");
  variant.append("sizes", JSON.stringify(sizes));
  variant.append("images", await pngFile(), "photo.png");
  const added = await call(variantAdd, { path: "/api/v1/products/varient", token, form: variant });
  return { productId, status: added.status, body: added.body as { message?: string; product?: Product } };
}

describe("prices typed with GST", () => {
  it("are shown exactly as typed, keep the spec's price before GST, and price an order and its invoice", async () => {
    const owner = await admin();
    // ₹19 at 5% and ₹2,999 at 18% are prices no price before GST shows (₹19.01 and ₹2,999.01 at best).
    const { productId, status, body } = await productWith(owner.token, [
      { size: "S", priceWithGst: 19, cutPriceWithGst: 40, stock: 5 },
      { size: "M", priceWithGst: 2999, cutPriceWithGst: 3499, stock: 5 },
      { size: "L", price: 1000, discount: 1200, stock: 5 },
    ]);
    expect(status).toBe(200);
    const answered = body.product!.subDetails[0]!.sizes;
    expect(
      answered.map(({ size, price, discount, priceWithGst, cutPriceWithGst }) => [size, price, discount, priceWithGst, cutPriceWithGst]),
    ).toEqual([
      ["S", 18.1, 38.1, 19, 40],
      ["M", 2541.53, 2965.25, 2999, 3499],
      // Priced before GST, as the spec's clients send it: unchanged, and shown with its GST as before.
      ["L", 1000, 1200, 1050, 1260],
    ]);
    expect(body.product!.minPrice).toBe(18.1);

    const detail = (await getProductDetail(productId))!;
    expect(detail.minPriceWithGstPaise).toBe(1_900);
    expect(detail.variants[0]!.sizes.map((size) => [size.size, size.priceWithGstPaise, size.cutPriceWithGstPaise])).toEqual([
      ["S", 1_900, 4_000],
      ["M", 299_900, 349_900],
      ["L", 105_000, 126_000],
    ]);

    const shopper = await buyer();
    const [s, m] = answered.map((size) => size._id);
    const cart = [
      { sizeId: s!, quantity: 2 },
      { sizeId: m!, quantity: 1 },
    ];
    await fillCart(shopper.id, cart);
    const placed = await cashOnDelivery(shopper.ctx, { addressId: shopper.addressId, cart }, newKey());
    const order = await db.order.update({
      where: { id: placed.id },
      data: { status: "DELIVERED", deliveredAt: new Date() },
      include: { lines: { orderBy: { unitPricePaise: "asc" } } },
    });
    expect(order.lines.map((line) => [line.unitPricePaise, line.unitGstPaise, line.gstRateBp, line.lineTotalPaise])).toEqual([
      [1_810, 90, 500, 3_800],
      [254_153, 45_747, 1800, 299_900],
    ]);
    expect(order.totalPaise).toBe(303_700);
    const text = await pdfText(await getInvoice(order.id, { token: shopper.token }));
    expect(text).toContain("₹2,577.73"); // taxable: 2 × ₹18.10 + ₹2,541.53
    expect(text).toMatch(/Invoice total\s+₹3,037\.00/);
  });

  it("refuses a price with GST between the slabs, naming the nearest prices either side", async () => {
    const owner = await admin();
    for (const priceWithGst of [2625.01, 2800, 2950]) {
      const { status, body } = await productWith(owner.token, [{ size: "M", priceWithGst, cutPriceWithGst: 3500, stock: 1 }]);
      expect(status, String(priceWithGst)).toBe(400);
      expect(body.message).toBe(
        "No price with GST from ₹2,625.01 to ₹2,950 is possible: GST goes from 5% to 18% there. Type ₹2,625 or less, or ₹2,950.01 or more.",
      );
    }
    const cheaper = await productWith(owner.token, [{ size: "M", priceWithGst: 1999, cutPriceWithGst: 1499, stock: 1 }]);
    expect(cheaper.status).toBe(400);
    expect(cheaper.body.message).toBe("The cut price must be at least the selling price");
  });
});
