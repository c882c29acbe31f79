import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { addProductToWishlist } from "@/lib/wishlist/add-product";
import { db } from "../../support/api";
import { makeProduct } from "../../support/factories";
import { customer, storedWishlist } from "./fixtures";

afterAll(() => db.$disconnect());

const sizes = (stock: Partial<Record<"S" | "M" | "L", number>>) =>
  (["L", "S", "M"] as const).map((size) => ({ size, pricePaise: 99_900, cutPricePaise: 129_900, stock: stock[size] ?? 0 }));

describe("addProductToWishlist (a card's heart)", () => {
  it("saves the smallest size in stock of the first colour in stock, once, by id or slug", async () => {
    const user = await customer();
    const product = await makeProduct({
      name: "Heart Kurta",
      variants: [
        { colorName: "Ivory", colorCode: "#fffff0", sizes: sizes({}) },
        { colorName: "Rust", colorCode: "#b7410e", sizes: sizes({ S: 0, M: 2, L: 5 }) },
      ],
    });
    const rustM = product.variants[1]!.sizes.M!;
    const view = await addProductToWishlist(user.ctx, { productId: product.id });
    expect(view.wishlist.map((item) => [item.sizeId, item.colorName, item.size])).toEqual([[rustM.id, "Rust", "M"]]);
    expect((await addProductToWishlist(user.ctx, { slug: product.slug })).wishlist).toHaveLength(1);
    expect(await storedWishlist(user.id)).toEqual([rustM.id]);
  });

  it("saves the first size of a sold-out product (the wishlist keeps those)", async () => {
    const user = await customer();
    const product = await makeProduct({ name: "Sold Kurta", variants: [{ colorName: "Ivory", colorCode: "#fffff0", sizes: sizes({}) }] });
    const view = await addProductToWishlist(user.ctx, { id: product.id });
    expect(view.wishlist.map((item) => [item.size, item.inStock])).toEqual([["S", false]]);
  });

  it("asks a visitor to log in, and answers 404 for an unknown product", async () => {
    const user = await customer();
    const visitor = addProductToWishlist({ caller: null, ip: "10.0.0.1" }, { productId: "x" });
    await expect(visitor).rejects.toBeInstanceOf(AppError);
    await expect(visitor).rejects.toMatchObject({ status: 401 });
    await expect(addProductToWishlist(user.ctx, { productId: "no-such-kurta" })).rejects.toMatchObject({
      code: "not_found",
      message: "Product not found",
    });
  });
});
