import { afterAll, describe, expect, it } from "vitest";
import type { Ctx } from "@/lib/auth/caller";
import { AppError } from "@/lib/errors";
import { performIntent } from "@/lib/intent/perform-intent";
import { db } from "../../support/api";
import { customer, indigoKurta, storedCart, storedWishlist } from "../cart/fixtures";

// What a visitor tapped before logging in, done after: checked again like any cart or wishlist call.

afterAll(() => db.$disconnect());

const ANONYMOUS: Ctx = { caller: null, ip: "10.0.0.1" };

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe("performIntent", () => {
  it("Add to Cart puts the size in the cart and goes back to the product", async () => {
    const user = await customer();
    const { product, M } = await indigoKurta();
    const path = `/product/${product.slug}?color=x&size=M`;
    expect(await performIntent(user.ctx, { action: "cart", sizeId: M.id, path })).toEqual({
      message: "Added to cart",
      to: path,
      notices: [],
    });
    expect(await storedCart(user.id)).toEqual({ [M.id]: 1 });
    // Done twice (a second tab), the cart still holds one.
    await performIntent(user.ctx, { action: "cart", sizeId: M.id, path });
    expect(await storedCart(user.id)).toEqual({ [M.id]: 1 });
  });

  it("Buy Now adds and goes on to the cart; Add to Wishlist saves without touching the cart", async () => {
    const user = await customer();
    const { product, S, L } = await indigoKurta();
    const path = `/product/${product.slug}`;
    expect((await performIntent(user.ctx, { action: "buy", sizeId: S.id, path })).to).toBe("/cart");
    expect(await performIntent(user.ctx, { action: "wishlist", sizeId: L.id, path })).toEqual({
      message: "Added to wishlist",
      to: path,
      notices: [],
    });
    expect(await storedCart(user.id)).toEqual({ [S.id]: 1 });
    expect(await storedWishlist(user.id)).toEqual([L.id]);
  });

  it("refuses an unknown action, a way back off the product pages, a size out of stock or unknown, and a visitor", async () => {
    const user = await customer();
    const { product, M } = await indigoKurta({ M: 0 });
    const path = `/product/${product.slug}`;
    expect(await refusal(performIntent(user.ctx, { action: "order", sizeId: M.id, path }))).toEqual({
      code: "validation",
      message: "Unknown action",
    });
    for (const away of ["//evil.example/product/x", "https://evil.example/product/x", "/product/../admin", "/cart"]) {
      expect(await refusal(performIntent(user.ctx, { action: "wishlist", sizeId: M.id, path: away }))).toEqual({
        code: "validation",
        message: "Not a product page",
      });
    }
    expect(await refusal(performIntent(user.ctx, { action: "cart", sizeId: M.id, path }))).toEqual({
      code: "out_of_stock",
      message: "Item is out of stock",
    });
    expect(await refusal(performIntent(user.ctx, { action: "cart", sizeId: "no-such-size", path }))).toEqual({
      code: "not_found",
      message: "Item not found",
    });
    expect((await refusal(performIntent(ANONYMOUS, { action: "cart", sizeId: M.id, path }))).code).toBe("unauthenticated");
    expect(await storedCart(user.id)).toEqual({});
    expect(await storedWishlist(user.id)).toEqual([]);
  });
});
