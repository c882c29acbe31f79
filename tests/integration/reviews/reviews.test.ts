import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as createRoute } from "@/app/api/v1/review/createReview/route";
import { POST as deleteRoute } from "@/app/api/v1/review/deleteReview/route";
import { GET as getReviewRoute } from "@/app/api/v1/review/getReview/route";
import { POST as updateRoute } from "@/app/api/v1/review/updateReview/route";
import { POST as deleteUserRoute } from "@/app/api/v1/user/deleteUser/route";
import { HappyCustomers } from "@/components/home/happy-customers";
import { JsonLd, productJsonLd } from "@/components/product/structured-data";
import { ReviewCard } from "@/components/reviews/review-card";
import { getProductDetail } from "@/lib/catalog/product/detail";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { ERASED_AUTHOR, listReviews, ratingSummary, type ReviewItem } from "@/lib/reviews/queries";
import type { ReviewView } from "@/lib/reviews/review-view";
import { REVIEW_MAX, REVIEW_TEXT_MESSAGE, STARS_MESSAGE, VERIFY_TO_REVIEW } from "@/lib/reviews/schemas";
import { ALREADY_REVIEWED, NOT_YOURS } from "@/lib/reviews/write";
import { call, db, signupAndLogin, type CallOptions, type RouteHandler } from "../../support/api";
import { buyer, kurta, type Buyer } from "../orders/fixtures";

// Writing reviews (spec sections 5, 6 and 7; issue 11): who may post, edit and delete, the star
// and text rules, the product's rating kept in the same transaction, and the cached pages expired.

// Outside a Next.js request there is no cache; record the tags each write expires instead.
const expired = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  updateTag: () => {
    throw new Error("updateTag can only be called from within a Server Action");
  },
  revalidateTag: (tag: string) => void expired.push(tag),
}));

afterAll(() => db.$disconnect());
beforeEach(() => void expired.splice(0));

type ReviewBody = {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  savedReview?: ReviewView;
  updatedReview?: ReviewView;
  reviews?: ReviewView[];
  myReview?: ReviewView;
};

async function send(handler: RouteHandler, path: string, options: Omit<CallOptions, "path">) {
  const { status, body } = await call(handler, { path: `/api/v1/review/${path}`, ...options });
  return { status, body: body as unknown as ReviewBody };
}
const create = (token: string | undefined, json: unknown) => send(createRoute, "createReview", { token, json });
const update = (token: string | undefined, json: unknown) => send(updateRoute, "updateReview", { token, json });
const remove = (token: string | undefined, json: unknown) => send(deleteRoute, "deleteReview", { token, json });

async function rating(productId: string) {
  return db.product.findUniqueOrThrow({ where: { id: productId }, select: { ratingCount: true, ratingAverage: true } });
}

async function admin(): Promise<Buyer> {
  const user = await buyer();
  await db.user.update({ where: { id: user.id }, data: { role: "ADMIN" } });
  return user;
}

describe("createReview", () => {
  it("posts a verified shopper's review: trimmed text, half stars, fit, the product's rating in the same write", async () => {
    const { product } = await kurta();
    const priya = await buyer();
    const { status, body } = await create(priya.token, {
      review: "  Soft cotton, lovely chikan work.  ",
      stars: 4.5,
      productId: product.id,
      fit: "true_to_size",
    });
    expect(status).toBe(200);
    expect(body.message).toBe("Review posted");
    expect(body.savedReview).toMatchObject({
      review: "Soft cotton, lovely chikan work.",
      stars: 4.5,
      productId: product.id,
      fit: "true_to_size",
      verifiedBuyer: false,
      user: { fullname: "Priya Sharma", image: null },
    });
    const row = await db.review.findUniqueOrThrow({ where: { id: body.savedReview!._id } });
    expect(row).toMatchObject({ userId: priya.id, halfStars: 9, text: "Soft cotton, lovely chikan work.", fit: "TRUE_TO_SIZE" });
    expect(await rating(product.id)).toEqual({ ratingCount: 1, ratingAverage: 4.5 });
    // The product page, /reviews/{id} and JSON-LD (product tag), the cards sorted by rating (catalog), the home slider (4★+).
    expect(new Set(expired)).toEqual(new Set([`product:${product.id}`, "catalog", "reviews:home"]));
  });

  it("accepts stars as text ('3') and the product's slug; a low review leaves the home slider alone", async () => {
    const { product } = await kurta();
    const { status, body } = await create((await buyer()).token, { review: "Okay for the price.", stars: "3", productId: product.slug });
    expect(status).toBe(200);
    expect(body.savedReview).toMatchObject({ stars: 3, productId: product.id, fit: null });
    expect(new Set(expired)).toEqual(new Set([`product:${product.id}`, "catalog"]));
  });

  it("refuses a visitor (401) and an unverified account (403, the spec's message)", async () => {
    const { product } = await kurta();
    const visitor = await create(undefined, { review: "Nice kurta", stars: 4, productId: product.id });
    expect(visitor.status).toBe(401);
    const rahul = await buyer({ verified: false });
    const unverified = await create(rahul.token, { review: "Nice kurta", stars: 4, productId: product.id });
    expect(unverified).toEqual({ status: 403, body: { success: false, message: VERIFY_TO_REVIEW } });
    expect(await db.review.count({ where: { productId: product.id } })).toBe(0);
    expect(await rating(product.id)).toEqual({ ratingCount: 0, ratingAverage: 0 });
    expect(expired).toEqual([]);
  });

  it("allows one review per account and product: the second answers 409 with a message", async () => {
    const { product } = await kurta();
    const priya = await buyer();
    expect((await create(priya.token, { review: "First thoughts", stars: 4, productId: product.id })).status).toBe(200);
    const again = await create(priya.token, { review: "Second thoughts", stars: 1, productId: product.id });
    expect(again).toEqual({ status: 409, body: { success: false, message: ALREADY_REVIEWED } });
    expect(await rating(product.id)).toEqual({ ratingCount: 1, ratingAverage: 4 });
  });

  it.each([0, 5.5, 2.3, "abc", -1, 10, "", null, true, "4.5.1"])("refuses stars %j with 400", async (stars) => {
    const { product } = await kurta();
    const { status, body } = await create((await buyer()).token, { review: "Nice kurta", stars, productId: product.id });
    expect(status).toBe(400);
    expect(body.message).toBe(STARS_MESSAGE);
    expect(await db.review.count({ where: { productId: product.id } })).toBe(0);
  });

  it("accepts every half step from 0.5 to 5", async () => {
    const { product } = await kurta();
    const stars = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];
    for (const value of stars) {
      expect((await create((await buyer()).token, { review: "Counted.", stars: value, productId: product.id })).status).toBe(200);
    }
    expect(await rating(product.id)).toEqual({ ratingCount: 10, ratingAverage: 2.75 });
  });

  it("bounds the text: at least 3 characters after trimming, at most 2000", async () => {
    const { product } = await kurta();
    const token = (await buyer()).token;
    for (const review of ["", "   ", " ab ", "x".repeat(REVIEW_MAX + 1), 42]) {
      const { status, body } = await create(token, { review, stars: 4, productId: product.id });
      expect(status).toBe(400);
      expect(body.message).toBe(REVIEW_TEXT_MESSAGE);
    }
    expect((await create(token, { review: ` ${"x".repeat(REVIEW_MAX - 2)} `, stars: 4, productId: product.id })).status).toBe(200);
  });

  it("refuses an unknown product (404) and an unknown fit (400)", async () => {
    const token = (await buyer()).token;
    expect((await create(token, { review: "Nice kurta", stars: 4, productId: "no-such-kurta" })).status).toBe(404);
    const { product } = await kurta();
    const badFit = await create(token, { review: "Nice kurta", stars: 4, productId: product.id, fit: "tiny" });
    expect(badFit.status).toBe(400);
    expect(badFit.body.message).toBe("fit must be runs_small, true_to_size or runs_large");
  });

  it("is rate-limited: 20 posts and edits an hour per account, then 429", async () => {
    const { product } = await kurta();
    const priya = await buyer();
    const { body } = await create(priya.token, { review: "Write 1", stars: 4, productId: product.id });
    for (let n = 2; n <= 20; n++) {
      expect((await update(priya.token, { review: `Write ${n}`, stars: 4, reviewId: body.savedReview!._id })).status).toBe(200);
    }
    const blocked = await update(priya.token, { review: "Write 21", stars: 4, reviewId: body.savedReview!._id });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    const { product: other } = await kurta();
    expect((await create(priya.token, { review: "Elsewhere", stars: 4, productId: other.id })).status).toBe(429);
    expect((await db.review.findUniqueOrThrow({ where: { id: body.savedReview!._id } })).text).toBe("Write 20");
  });
});

describe("updateReview", () => {
  it("lets the author change text, stars and fit; the average follows", async () => {
    const { product } = await kurta();
    const [priya, meera] = [await buyer(), await buyer()];
    await create(meera.token, { review: "Perfect.", stars: 5, productId: product.id });
    const { body } = await create(priya.token, { review: "Good.", stars: 4, productId: product.id, fit: "runs_small" });
    expect(await rating(product.id)).toEqual({ ratingCount: 2, ratingAverage: 4.5 });
    expired.splice(0);
    const updated = await update(priya.token, { review: " Shrank after a wash. ", stars: 1.5, reviewId: body.savedReview!._id });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Review updated");
    // fit not sent: kept as it was.
    expect(updated.body.updatedReview).toMatchObject({
      _id: body.savedReview!._id,
      review: "Shrank after a wash.",
      stars: 1.5,
      fit: "runs_small",
    });
    expect(await rating(product.id)).toEqual({ ratingCount: 2, ratingAverage: 3.25 });
    // It left the home slider's 4★+ range: the slider is expired too.
    expect(new Set(expired)).toEqual(new Set([`product:${product.id}`, "catalog", "reviews:home"]));
    const cleared = await update(priya.token, { review: "Shrank after a wash.", stars: 1.5, reviewId: body.savedReview!._id, fit: null });
    expect(cleared.body.updatedReview?.fit).toBeNull();
  });

  it("refuses someone else's review (403), even an admin's edit, and an unknown one (404)", async () => {
    const { product } = await kurta();
    const [priya, stranger, boss] = [await buyer(), await buyer(), await admin()];
    const { body } = await create(priya.token, { review: "Mine, all mine.", stars: 4, productId: product.id });
    const reviewId = body.savedReview!._id;
    for (const token of [stranger.token, boss.token]) {
      expect(await update(token, { review: "Hijacked", stars: 0.5, reviewId })).toEqual({
        status: 403,
        body: { success: false, message: NOT_YOURS },
      });
    }
    expect(await db.review.findUniqueOrThrow({ where: { id: reviewId } })).toMatchObject({ text: "Mine, all mine.", halfStars: 8 });
    expect(await rating(product.id)).toEqual({ ratingCount: 1, ratingAverage: 4 });
    expect((await update(priya.token, { review: "Hello there", stars: 3, reviewId: "no-such-review" })).status).toBe(404);
    expect((await update(undefined, { review: "Hello there", stars: 3, reviewId })).status).toBe(401);
  });

  it.each([0, 5.5, 2.3, "abc"])("refuses stars %j with 400 and keeps the review", async (stars) => {
    const { product } = await kurta();
    const priya = await buyer();
    const { body } = await create(priya.token, { review: "Good.", stars: 4, productId: product.id });
    const refused = await update(priya.token, { review: "Changed", stars, reviewId: body.savedReview!._id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(STARS_MESSAGE);
    expect((await db.review.findUniqueOrThrow({ where: { id: body.savedReview!._id } })).halfStars).toBe(8);
  });
});

describe("deleteReview", () => {
  it("lets the author delete; count and average follow, down to none", async () => {
    const { product } = await kurta();
    const [priya, meera] = [await buyer(), await buyer()];
    const mine = (await create(priya.token, { review: "Lovely.", stars: 5, productId: product.id })).body.savedReview!;
    const hers = (await create(meera.token, { review: "Meh.", stars: 2, productId: product.id })).body.savedReview!;
    expect(await rating(product.id)).toEqual({ ratingCount: 2, ratingAverage: 3.5 });
    expired.splice(0);
    expect(await remove(priya.token, { reviewId: mine._id })).toEqual({ status: 200, body: { success: true, message: "Review deleted" } });
    expect(await rating(product.id)).toEqual({ ratingCount: 1, ratingAverage: 2 });
    expect(new Set(expired)).toEqual(new Set([`product:${product.id}`, "catalog", "reviews:home"]));
    expect((await remove(meera.token, { reviewId: hers._id })).status).toBe(200);
    expect(await rating(product.id)).toEqual({ ratingCount: 0, ratingAverage: 0 });
    expect(await db.auditLog.count({ where: { entityId: { in: [mine._id, hers._id] } } })).toBe(0);
  });

  it("refuses someone else's review (403) and a visitor (401)", async () => {
    const { product } = await kurta();
    const [priya, stranger] = [await buyer(), await buyer()];
    const { body } = await create(priya.token, { review: "Keep me.", stars: 4, productId: product.id });
    expect(await remove(stranger.token, { reviewId: body.savedReview!._id })).toEqual({
      status: 403,
      body: { success: false, message: NOT_YOURS },
    });
    expect((await remove(undefined, { reviewId: body.savedReview!._id })).status).toBe(401);
    expect(await db.review.count({ where: { id: body.savedReview!._id } })).toBe(1);
    expect(await rating(product.id)).toEqual({ ratingCount: 1, ratingAverage: 4 });
    expect((await remove(priya.token, { reviewId: "no-such-review" })).status).toBe(404);
  });

  it("lets an admin delete anyone's review, and audits it", async () => {
    const { product } = await kurta();
    const [priya, boss] = [await buyer(), await admin()];
    const { body } = await create(priya.token, { review: "Spam spam spam", stars: 0.5, productId: product.id });
    expect((await remove(boss.token, { reviewId: body.savedReview!._id })).status).toBe(200);
    expect(await rating(product.id)).toEqual({ ratingCount: 0, ratingAverage: 0 });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: body.savedReview!._id } });
    expect(audit).toMatchObject({
      actorId: boss.id,
      action: "review.deleted",
      entityType: "Review",
      data: { authorId: priya.id, productId: product.id, stars: 0.5, review: "Spam spam spam" },
    });
  });
});

describe("deleting an account", () => {
  it("keeps its reviews, shown as 'A shopper' with the rating unchanged (decision 110)", async () => {
    const { product } = await kurta();
    const leaving = await signupAndLogin();
    await db.user.update({ where: { id: leaving.id }, data: { isVerified: true } });
    await create(leaving.token, { review: "Goodbye.", stars: 1, productId: product.id });
    await create((await buyer()).token, { review: "Staying.", stars: 5, productId: product.id });
    expect(await rating(product.id)).toEqual({ ratingCount: 2, ratingAverage: 3 });
    const deleted = await call(deleteUserRoute, {
      path: "/api/v1/user/deleteUser",
      token: leaving.token,
      json: { password: leaving.password },
    });
    expect(deleted.status).toBe(200);
    expect(await rating(product.id)).toEqual({ ratingCount: 2, ratingAverage: 3 });
    const shown = (await send(getReviewRoute, `getReview?productId=${product.id}`, {})).body.reviews ?? [];
    expect(shown.find((review) => review.review === "Goodbye.")?.user).toEqual({ fullname: ERASED_AUTHOR, image: null });
    expect(JSON.stringify(shown)).not.toContain(leaving.fullname);
  });
});

describe("getReview", () => {
  it("answers myReview from the session only: a userId parameter names nobody", async () => {
    const { product } = await kurta();
    const [priya, stranger] = [await buyer(), await buyer()];
    await create(priya.token, { review: "Mine.", stars: 4, productId: product.id });
    const get = (token: string | undefined, query: Record<string, string>) =>
      send(getReviewRoute, `getReview?${new URLSearchParams(query)}`, { token });
    expect((await get(priya.token, { productId: product.id })).body.myReview).toMatchObject({ review: "Mine." });
    expect((await get(stranger.token, { productId: product.id, userId: priya.id })).body).not.toHaveProperty("myReview");
    expect((await get(undefined, { productId: product.id, userId: priya.id })).body).not.toHaveProperty("myReview");
  });

  it("marks verified buyers (a delivered order of the product), sorts and filters by stars", async () => {
    const made = await kurta({ S: 5 });
    const product = made.product;
    const [bought, pending, none] = [await buyer(), await buyer(), await buyer()];
    const delivered = await cashOnDelivery(bought.ctx, { addressId: bought.addressId, cart: [{ sizeId: made.S.id, quantity: 1 }] });
    await db.order.update({ where: { id: delivered.id }, data: { status: "DELIVERED" } });
    await cashOnDelivery(pending.ctx, { addressId: pending.addressId, cart: [{ sizeId: made.S.id, quantity: 1 }] });
    await create(bought.token, { review: "Bought it.", stars: 4.5, productId: product.id });
    await create(pending.token, { review: "On its way.", stars: 2, productId: product.id });
    await create(none.token, { review: "Never bought.", stars: 5, productId: product.id });

    const visitor = { caller: null, ip: "" };
    const byText = (reviews: ReviewItem[]) => reviews.map((review) => [review.text, review.verifiedBuyer]);
    expect(byText((await listReviews(visitor, { productId: product.id, sort: "highest" })).reviews)).toEqual([
      ["Never bought.", false],
      ["Bought it.", true],
      ["On its way.", false],
    ]);
    expect(byText((await listReviews(visitor, { productId: product.id, sort: "lowest" })).reviews)[0]).toEqual(["On its way.", false]);
    const fours = await listReviews(visitor, { productId: product.id, stars: "4" });
    expect(byText(fours.reviews)).toEqual([["Bought it.", true]]);
    expect(fours.pagination).toMatchObject({ total: 1, totalPages: 1 });
    expect((await listReviews(visitor, { productId: product.id, stars: 1 })).reviews).toEqual([]);
    await expect(listReviews(visitor, { productId: product.id, sort: "random" })).rejects.toMatchObject({ status: 400 });
    await expect(listReviews(visitor, { productId: product.id, stars: 6 })).rejects.toMatchObject({ status: 400 });
  });

  it("sums up the fit answers: the most given one, with how many answered", async () => {
    const { product } = await kurta();
    const answers = ["true_to_size", "true_to_size", "runs_small", null, "runs_large", "true_to_size"];
    for (const fit of answers) await create((await buyer()).token, { review: "Fit noted.", stars: 4, productId: product.id, fit });
    expect((await ratingSummary(product.id)).fit).toEqual({
      answers: 5,
      verdict: "true_to_size",
      counts: { runs_small: 1, true_to_size: 3, runs_large: 1 },
    });
  });
});

describe("review text is plain text everywhere", () => {
  const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)> </script><b>bold</b>`;

  it("is stored as written and rendered escaped on the review card, the home slider and in the JSON-LD", async () => {
    const { product } = await kurta();
    const priya = await buyer();
    await db.user.update({ where: { id: priya.id }, data: { fullname: `Priya <script>alert(2)</script>` } });
    const { status, body } = await create(priya.token, { review: XSS, stars: 5, productId: product.id });
    expect(status).toBe(200);
    expect(body.savedReview!.review).toBe(XSS);
    const list = await listReviews({ caller: null, ip: "" }, { productId: product.id });
    const review = list.reviews[0]!;

    const card = renderToStaticMarkup(createElement(ReviewCard, { review }));
    const slider = renderToStaticMarkup(createElement(HappyCustomers, { reviews: [body.savedReview!], title: "Happy Customers" }));
    for (const html of [card, slider]) {
      expect(html).not.toMatch(/<script|<img|<b>/i);
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
    }

    const detail = (await getProductDetail(product.id))!;
    const jsonLd = renderToStaticMarkup(
      createElement(JsonLd, { data: productJsonLd(detail, list.summary!, "http://shop.test", list.reviews) }),
    );
    // One script element: the text cannot close it, and parses back to exactly what was written.
    expect(jsonLd.match(/<\/?script/gi)).toEqual(["<script", "</script"]);
    const parsed = JSON.parse(jsonLd.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "")) as {
      review: { reviewBody: string; author: { name: string } }[];
    };
    expect(parsed.review[0]!.reviewBody).toBe(XSS);
    expect(parsed.review[0]!.author.name).toBe("Priya <script>alert(2)</script>");
  });
});
