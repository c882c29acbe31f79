import { afterAll, describe, expect, it } from "vitest";
import { getBooking } from "@/lib/orders/booking";
import { cartTotals, cashRoundOff } from "@/lib/pricing";
import { db } from "../../support/api";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { makeAddress } from "../../support/factories";
import { buyer, fillCart, kurta } from "./fixtures";

afterAll(() => db.$disconnect());

describe("the booking page's data", () => {
  it("the cart priced as the cart prices it, the addresses, and cash on delivery open with its limit", async () => {
    const user = await buyer();
    const { S } = await kurta();
    await fillCart(user.id, [{ sizeId: S.id, quantity: 2 }]);
    const booking = await getBooking(user.ctx);
    expect(booking.cart.cart.map((item) => [item.sizeId, item.quantity])).toEqual([[S.id, 2]]);
    expect(booking.cart.totals.totalPaise).toBe(cartTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 2 }]).totalPaise);
    expect(booking.addresses.map((address) => address.id)).toEqual([user.addressId]);
    expect(booking).toMatchObject({ isVerified: true, preselectedAddressId: user.addressId });
    const cash = { ok: true, feePaise: 0, roundOffPaise: cashRoundOff(booking.cart.totals.totalPaise) };
    expect(booking.cod).toMatchObject({ beforeAddress: cash, byAddress: { [user.addressId]: cash }, maxPaise: 1_000_000, feePaise: 0 });
  });

  it("starts a new address with the account's name and its proved mobile number, else its profile phone", async () => {
    const user = await buyer();
    await db.user.update({ where: { id: user.id }, data: { fullname: "Meera Iyer", phone: "9123456780", mobile: null } });
    expect((await getBooking(user.ctx)).addressDefaults).toEqual({ name: "Meera Iyer", phoneNumber: "9123456780" });
    const mobile = `+9198${String(Date.now()).slice(-8)}`;
    await db.user.update({ where: { id: user.id }, data: { mobile } });
    expect((await getBooking(user.ctx)).addressDefaults).toEqual({ name: "Meera Iyer", phoneNumber: mobile.slice(3) });
    await db.user.update({ where: { id: user.id }, data: { fullname: "", phone: null, mobile: null } });
    expect((await getBooking(user.ctx)).addressDefaults).toEqual({ name: "", phoneNumber: "" });
  });

  it("chooses the address the last order went to among several, and none when no order matches", async () => {
    const user = await buyer();
    const { S } = await kurta();
    const second = await makeAddress(user.id, { addressLine1: "Flat 2, Koregaon Park" });
    await fillCart(user.id, [{ sizeId: S.id, quantity: 1 }]);
    expect((await getBooking(user.ctx)).preselectedAddressId).toBeNull();
    await cashOnDelivery(user.ctx, { addressId: second.id, cart: [{ sizeId: S.id, quantity: 1 }] });
    expect((await getBooking(user.ctx)).preselectedAddressId).toBe(second.id);
  });

  it("says before the shopper tries which items need online payment, and when the total is over the limit", async () => {
    const user = await buyer({ verified: false });
    const online = await kurta({}, false);
    const cod = await kurta({ S: 10 });
    await fillCart(user.id, [
      { sizeId: online.S.id, quantity: 1 },
      { sizeId: cod.S.id, quantity: 1 },
    ]);
    const mixed = await getBooking(user.ctx);
    expect(mixed.isVerified).toBe(false);
    expect(mixed.cod.beforeAddress).toEqual({
      ok: false,
      rule: "products",
      message: "Cash on delivery is not available for Chikankari Kurta. Please pay online with Pay Now.",
      onlineOnly: [{ productId: online.product.id, productName: "Chikankari Kurta" }],
    });

    const big = await buyer();
    await fillCart(big.id, [{ sizeId: cod.S.id, quantity: 7 }]);
    expect((await getBooking(big.ctx)).cod.byAddress[big.addressId]).toMatchObject({
      ok: false,
      rule: "above-max",
      message: "Cash on delivery is available for orders up to ₹10,000. Please pay online with Pay Now.",
    });
  });
});

describe("booking with an offer for paying online", () => {
  it("the cart's total has it; cash on delivery's total does not, and the cash order costs what booking said", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 });
    await fillCart(user.id, [{ sizeId: S.id, quantity: 1 }]);
    await db.promotion.create({ data: { code: "ONLINE20", title: "20% off online", type: "PERCENT", percentBp: 2000, prepaidOnly: true } });
    await db.user.update({ where: { id: user.id }, data: { cartCouponCode: "ONLINE20" } });
    const booking = await getBooking(user.ctx);
    const full = cartTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 1 }]).totalPaise;
    expect(booking.cart.totals.totalPaise).toBe(
      cartTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 1, unitDiscountPaise: 29_980 }]).totalPaise,
    );
    expect(booking.cod.byAddress[user.addressId]).toMatchObject({ ok: true, totalPaise: full + cashRoundOff(full) });
    const placed = await cashOnDelivery(user.ctx, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
    expect(placed.totals.totalPaise).toBe(full + cashRoundOff(full));
  });
});
