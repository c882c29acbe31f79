import { afterAll, describe, expect, it } from "vitest";
import { GET as getReviewRoute } from "@/app/api/v1/review/getReview/route";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { HOME_REVIEW_MIN_CHARACTERS, homePageReviews } from "@/lib/reviews/queries";
import { call, db } from "../../support/api";
import { buyer, kurta, type Buyer } from "../orders/fixtures";

// The home page's Happy Customers: the latest reviews of 4 stars or more that say something, by
// buyers of the product, in plain words. getReview's shop-wide list keeps the spec's rule (4★+).
afterAll(() => db.$disconnect());

const SAID = "Soft cotton, neat chikankari and the length is right for me.";
let at = new Date("2031-01-01T00:00:00Z").getTime();

/** A review of `productId` by `user`, each newer than the last (after every other review of the database). */
async function review(user: Buyer, productId: string, halfStars: number, text: string) {
  at += 60_000;
  return db.review.create({ data: { userId: user.id, productId, halfStars, text, createdAt: new Date(at) } });
}

/** A shopper whose order of the kurta was delivered: a verified buyer of it. */
async function deliveredBuyer(made: Awaited<ReturnType<typeof kurta>>): Promise<Buyer> {
  const user = await buyer();
  const placed = await cashOnDelivery(user.ctx, { addressId: user.addressId, cart: [{ sizeId: made.S.id, quantity: 1 }] });
  await db.order.update({ where: { id: placed.id }, data: { status: "DELIVERED" } });
  return user;
}

describe("the home page's Happy Customers", () => {
  it("shows 4★+ reviews of some length by buyers, in plain words, newest first; getReview still lists every 4★+ one", async () => {
    const made = await kurta({ S: 20 });
    const productId = made.product.id;
    const kept = await review(await deliveredBuyer(made), productId, 8, SAID);
    const short = await review(await deliveredBuyer(made), productId, 10, "Lovely!");
    const markup = await review(await deliveredBuyer(made), productId, 10, "Lovely <b>block</b> print <script>window.x = 1</script> here");
    const lukewarm = await review(await deliveredBuyer(made), productId, 7, SAID);
    const notBought = await review(await buyer(), productId, 10, SAID);
    const newest = await review(await deliveredBuyer(made), productId, 9, `  ${"Great fit. ".repeat(4)}  `);
    expect(short.text.length).toBeLessThan(HOME_REVIEW_MIN_CHARACTERS);

    const home = await homePageReviews();
    expect(home.slice(0, 2).map((item) => item.id)).toEqual([newest.id, kept.id]);
    const shown = home.map((item) => item.id);
    for (const left of [short, markup, lukewarm, notBought]) expect(shown).not.toContain(left.id);
    expect(home.every((item) => item.halfStars >= 8 && item.verifiedBuyer && item.text.trim().length >= HOME_REVIEW_MIN_CHARACTERS)).toBe(
      true,
    );

    const { body } = await call(getReviewRoute, { path: "/api/v1/review/getReview" });
    const listed = (body as unknown as { reviews: { _id: string }[] }).reviews.map((item) => item._id);
    expect(listed.slice(0, 5)).toEqual([newest.id, notBought.id, markup.id, short.id, kept.id]);
  });
});
