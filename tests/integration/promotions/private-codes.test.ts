import { afterAll, describe, expect, it } from "vitest";
import { POST as applyCouponRoute } from "@/app/api/v1/cart/coupon/route";
import { GET as getOffersRoute } from "@/app/api/v1/offers/route";
import { POST as createPromotionRoute } from "@/app/api/v1/promotions/route";
import { PATCH as updatePromotionRoute } from "@/app/api/v1/promotions/[id]/route";
import { call, db } from "../../support/api";
import { admin, buyer, fillCart, kurta } from "../orders/fixtures";

// A private code (an Instagram-only one): the owner saves it unlisted, "Offers for you" and
// GET /api/v1/offers never show it, and it still works for whoever types it.

afterAll(async () => {
  await db.$disconnect();
});

const suffix = () => String(Date.now() % 1_000_000);

describe("a private code", () => {
  it("is never listed in GET /api/v1/offers but applies when typed; a code is listed unless the owner says not, and can be made public again", async () => {
    const boss = await admin();
    const shopper = await buyer();
    const { S } = await kurta({ S: 5 });
    await fillCart(shopper.id, [{ sizeId: S.id, quantity: 1 }]);

    const save = (json: Record<string, unknown>) => call(createPromotionRoute, { path: "/api/v1/promotions", token: boss.token, json });
    const insta = await save({ code: `INSTA${suffix()}`, title: "Instagram 15%", type: "PERCENT", value: 15, listed: false });
    expect(insta).toMatchObject({ status: 200, body: { promotion: { listed: false } } });
    const open = await save({ code: `OPEN${suffix()}`, title: "Festive 10%", type: "PERCENT", value: 10 });
    expect(open).toMatchObject({ status: 200, body: { promotion: { listed: true } } });
    const promotionOf = (saved: typeof insta) => (saved.body as unknown as { promotion: { id: string; code: string } }).promotion;
    const instaCode = promotionOf(insta).code;
    const openCode = promotionOf(open).code;

    const offered = async (token?: string) => {
      const { status, body } = await call(getOffersRoute, { path: "/api/v1/offers", token });
      expect(status).toBe(200);
      return (body as unknown as { offers: { code: string }[] }).offers.map((offer) => offer.code);
    };
    expect(await offered(shopper.token)).toContain(openCode);
    expect(await offered(shopper.token)).not.toContain(instaCode);
    expect(await offered()).not.toContain(instaCode);

    // Typed, it works like any other code: 15% of ₹1,499 is ₹224.85 before GST.
    const applied = await call(applyCouponRoute, { path: "/api/v1/cart/coupon", token: shopper.token, json: { code: instaCode } });
    expect(applied).toMatchObject({
      status: 200,
      body: { message: "Code applied", coupon: { code: instaCode, applied: true }, totals: { promoDiscount: 224.85 } },
    });

    const madePublic = await call(updatePromotionRoute, {
      path: `/api/v1/promotions/${promotionOf(insta).id}`,
      method: "PATCH",
      token: boss.token,
      json: { listed: true },
    });
    expect(madePublic).toMatchObject({ status: 200, body: { promotion: { listed: true } } });
    expect(await offered()).toContain(instaCode);
  });
});
