import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { ConsentsSection } from "@/components/account/consents-section";
import { addToCart } from "@/lib/cart/cart";
import { getCart } from "@/lib/cart/queries";
import { getProductDetail } from "@/lib/catalog/product/detail";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { getConsents } from "@/lib/privacy/consents";
import { loadSales } from "@/lib/promotions/sale-prices";
import { db, signupAndLogin } from "../../support/api";
import { buyer, kurta } from "../orders/fixtures";

// The dark patterns of the consumer regulator's guidelines (2023) that a test can catch (docs/privacy.md):
// basket sneaking (nothing enters a cart or an order that she did not add), bait and switch (the price
// she is shown is the price she is charged) and a pre-ticked consent (every consent is off until she gives it).
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));
vi.mock("@/lib/privacy/actions", () => ({ setConsentAction: async () => ({ ok: true, data: [] }) }));
afterAll(() => db.$disconnect());

describe("basket sneaking", () => {
  it("a tap adds exactly the piece she chose, and her order holds exactly her cart", async () => {
    const shopper = await buyer();
    const { S, M, L } = await kurta();
    const view = await addToCart(shopper.ctx, { sizeId: M.id });
    expect(view.cart.map((line) => [line.sizeId, line.quantity])).toEqual([[M.id, 1]]);
    expect(view.gifts).toEqual([]);
    expect(await db.cartLine.findMany({ where: { userId: shopper.id }, select: { sizeId: true, quantity: true } })).toEqual([
      { sizeId: M.id, quantity: 1 },
    ]);

    const order = await cashOnDelivery(shopper.ctx, { addressId: shopper.addressId, cart: [{ sizeId: M.id, quantity: 1 }] });
    const lines = await db.orderLine.findMany({ where: { orderId: order.id }, select: { sizeId: true, quantity: true } });
    expect(lines).toEqual([{ sizeId: M.id, quantity: 1 }]);
    expect(await db.orderLine.count({ where: { orderId: order.id, sizeId: { in: [S.id, L.id] } } })).toBe(0);
  });
});

describe("bait and switch", () => {
  it("the product page's price of a size is the cart's and the order's, piece for piece", async () => {
    const shopper = await buyer();
    const { product, M } = await kurta();
    const sales = await loadSales();
    const page = await getProductDetail(product.id, sales.at, sales);
    const shown = page!.variants.flatMap((variant) => variant.sizes).find((size) => size.id === M.id)!.priceWithGstPaise;

    await addToCart(shopper.ctx, { sizeId: M.id });
    const cartLine = (await getCart(shopper.ctx)).cart[0]!;
    expect(cartLine.priceWithGstPaise).toBe(shown);

    const order = await cashOnDelivery(shopper.ctx, { addressId: shopper.addressId, cart: [{ sizeId: M.id, quantity: 1 }] });
    const line = await db.orderLine.findFirstOrThrow({ where: { orderId: order.id } });
    expect(line.unitPricePaise - line.unitDiscountPaise + line.unitGstPaise).toBe(shown);
    const placed = await db.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { totalPaise: true, codFeePaise: true, codFeeGstPaise: true, roundOffPaise: true },
    });
    // Anything above the piece is the cash-on-delivery fee, named with its amount before the order is placed, and the
    // round-off to whole rupees of cash (decision 077).
    expect(placed.totalPaise - placed.codFeePaise - placed.codFeeGstPaise - placed.roundOffPaise).toBe(shown);
  });
});

describe("no pre-ticked consent", () => {
  it("a new account has every consent off, and the account page shows every switch unticked", async () => {
    const shopper = await signupAndLogin();
    const caller = { id: shopper.id, email: shopper.email, fullname: "", role: "CUSTOMER" as const, isVerified: false, tokenVersion: 0 };
    const consents = await getConsents({ caller: { ...caller, source: "bearer", session: { id: "", expiresAt: new Date() } }, ip: "" });
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.filter((consent) => consent.granted)).toEqual([]);
    expect(await db.consent.count({ where: { OR: [{ userId: shopper.id }, { contact: shopper.email.toLowerCase() }] } })).toBe(0);

    const markup = renderToStaticMarkup(createElement(ConsentsSection, { consents }));
    expect(markup.match(/role="switch"/g)).toHaveLength(consents.length);
    expect(markup).not.toMatch(/checked=""/);
  });
});
