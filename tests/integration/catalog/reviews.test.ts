import { beforeAll, describe, expect, it } from "vitest";
import { call, db, makeUser, NOW, withSeededCatalog } from "./support";
import { GET as getReview } from "@/app/api/v1/review/getReview/route";
import { ratingSummary } from "@/lib/reviews/queries";
import type { ReviewView } from "@/lib/reviews/review-view";
import { fitOfText } from "../../../prisma/seed/reviews";
import { makeTestKurtas, type TestKurtas } from "./fixtures";

// GET /api/v1/review/getReview: a product's reviews with the caller's own and a summary, or the shop's happy ones.
withSeededCatalog();

type ReviewBody = {
  success: boolean;
  message?: string;
  reviews: ReviewView[];
  myReview?: ReviewView;
  summary?: { average: number; count: number; distribution: Record<string, number> };
  pagination?: { currentPage: number; totalPages: number; total: number; limit: number };
};
const PATH = "/api/v1/review/getReview";
const NO_FIT = { answers: 0, verdict: null, counts: { runs_small: 0, true_to_size: 0, runs_large: 0 } };
const reviews = (query: Record<string, string> = {}, token?: string) =>
  call<ReviewBody>(getReview, `${PATH}?${new URLSearchParams(query)}`, { token });

let k: TestKurtas;
let writer: Awaited<ReturnType<typeof makeUser>>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  k = await makeTestKurtas();
  writer = await makeUser("CUSTOMER", "Meera Iyer");
  await db().user.update({ where: { id: writer.id }, data: { image: "/uploads/avatars/meera.webp" } });
  // Alpha: 4.5, 5, 0.5 and 3 stars from four people, a day apart (the writer's is the newest).
  const others = await Promise.all([makeUser(), makeUser(), makeUser()]);
  const base = new Date("2026-06-01T10:00:00Z").getTime();
  const rows: [string, number, string][] = [
    [others[0]!.id, 10, "Perfect fit."],
    [others[1]!.id, 1, "Tore on day one."],
    [others[2]!.id, 6, "Okay for the price."],
    [writer.id, 9, "Lovely chikankari, soft cotton."],
  ];
  for (const [i, [userId, halfStars, text]] of rows.entries()) {
    await db().review.create({ data: { userId, productId: k.alpha.id, halfStars, text, createdAt: new Date(base + i * DAY) } });
  }
});

describe("getReview with a productId", () => {
  it("answers the reviews newest first, the spec's shape, and a summary with floored star buckets", async () => {
    const { status, body } = await reviews({ productId: k.alpha.id });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.reviews.map((review) => review.stars)).toEqual([4.5, 3, 0.5, 5]);
    const mine = await db().review.findUniqueOrThrow({ where: { userId_productId: { userId: writer.id, productId: k.alpha.id } } });
    expect(body.reviews[0]).toEqual({
      _id: mine.id,
      review: "Lovely chikankari, soft cotton.",
      stars: 4.5,
      user: { fullname: "Meera Iyer", image: "/uploads/avatars/meera.webp" },
      productId: k.alpha.id,
      fit: null,
      verifiedBuyer: false,
      createdAt: mine.createdAt.toISOString(),
    });
    expect(body.reviews[1]!.user).toEqual({ fullname: "Test Shopper", image: null });
    expect(body.summary).toEqual({ average: 3.25, count: 4, distribution: { "5": 1, "4": 1, "3": 1, "2": 0, "1": 1 }, fit: NO_FIT });
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 4, limit: 99999 });
    expect(body).not.toHaveProperty("myReview");
  });

  it("adds myReview for a signed-in caller who reviewed the product, and only then", async () => {
    const own = await reviews({ productId: k.alpha.id }, writer.token);
    expect(own.status).toBe(200);
    expect(own.body.myReview).toMatchObject({ review: "Lovely chikankari, soft cotton.", stars: 4.5, user: { fullname: "Meera Iyer" } });
    const stranger = await makeUser();
    const other = await reviews({ productId: k.alpha.id }, stranger.token);
    expect(other.body).not.toHaveProperty("myReview");
    const elsewhere = await reviews({ productId: k.beta.id }, writer.token);
    expect(elsewhere.body).not.toHaveProperty("myReview");
    expect(elsewhere.body.reviews).toEqual([]);
    expect(elsewhere.body.summary).toEqual({ average: 0, count: 0, distribution: { "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 }, fit: NO_FIT });
  });

  it("pages with limit and page, and accepts the product's slug", async () => {
    const first = await reviews({ productId: k.alpha.id, limit: "3" });
    expect(first.body.reviews.map((review) => review.stars)).toEqual([4.5, 3, 0.5]);
    expect(first.body.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 4, limit: 3 });
    const second = await reviews({ productId: k.alpha.slug, limit: "3", page: "2" });
    expect(second.body.reviews.map((review) => review.stars)).toEqual([5]);
    // The spec's own call: limit 99999 answers every review.
    const all = await reviews({ productId: k.alpha.id, limit: "99999" });
    expect(all.body.reviews).toHaveLength(4);
    expect(all.body.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 4, limit: 99999 });
  });

  it("agrees with the seed's rating on every reviewed product", async () => {
    const reviewed = await db().product.findMany({
      where: { ratingCount: { gt: 0 }, category: { slug: { not: "test-kurtas" } } },
      select: { id: true, ratingAverage: true, ratingCount: true },
    });
    expect(reviewed.length).toBeGreaterThan(10);
    for (const product of reviewed) {
      const summary = await ratingSummary(product.id);
      expect(summary.count).toBe(product.ratingCount);
      expect(summary.average).toBeCloseTo(product.ratingAverage, 2);
      expect(Object.values(summary.distribution).reduce((a, b) => a + b, 0)).toBe(product.ratingCount);
    }
    const busiest = reviewed.sort((a, b) => b.ratingCount - a.ratingCount)[0]!;
    const { body } = await reviews({ productId: busiest.id });
    expect(body.reviews).toHaveLength(busiest.ratingCount);
    expect(body.reviews.every((review) => review.productId === busiest.id)).toBe(true);
    const times = body.reviews.map((review) => review.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("gives seeded reviews the fit their text states, and none when it says nothing about the size", async () => {
    const seeded = await db().review.findMany({ select: { text: true, fit: true } });
    const answered = seeded.filter((review) => review.fit !== null);
    expect(answered.length).toBeGreaterThan(20);
    expect(new Set(answered.map((review) => review.fit))).toEqual(new Set(["TRUE_TO_SIZE", "RUNS_SMALL", "RUNS_LARGE"]));
    for (const review of seeded) expect(review.fit).toBe(fitOfText(review.text));
    expect(answered.every((review) => /fit|size|Sleeves/i.test(review.text))).toBe(true);
  });

  it("answers 404 for an unknown product and 400 for a bad limit", async () => {
    const unknown = await reviews({ productId: "no-such-product" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: "Product not found" });
    for (const [limit, message] of [
      ["0", "limit must be at least 1"],
      ["100000", "limit must be at most 99999"],
      ["many", "limit must be a number"],
    ]) {
      const { status, body } = await reviews({ productId: k.alpha.id, limit: limit! });
      expect(status).toBe(400);
      expect(body.message).toBe(message);
    }
  });
});

describe("getReview without parameters (the home page's Happy Customers)", () => {
  it("answers the 10 most recent reviews of 4 stars or more across the shop, without a summary", async () => {
    const [glad, sad] = await Promise.all([makeUser(), makeUser()]);
    const happy = await db().review.create({
      data: { userId: glad.id, productId: k.beta.id, halfStars: 8, text: "Four stars.", createdAt: new Date(NOW.getTime() - 60_000) },
    });
    const unhappy = await db().review.create({
      data: { userId: sad.id, productId: k.beta.id, halfStars: 7, text: "Three and a half.", createdAt: NOW },
    });
    const { status, body } = await reviews();
    expect(status).toBe(200);
    const latest = await db().review.findMany({
      where: { halfStars: { gte: 8 } },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: 10,
    });
    expect(latest).toHaveLength(10);
    expect(body.reviews.map((review) => review._id)).toEqual(latest.map((review) => review.id));
    expect(body.reviews.every((review) => review.stars >= 4)).toBe(true);
    expect(body).not.toHaveProperty("summary");
    expect(body).not.toHaveProperty("myReview");
    // The newest review of all has 3.5 stars: it stays out, the 4-star one just before it leads.
    expect(body.reviews[0]).toMatchObject({ _id: happy.id, stars: 4 });
    expect(body.reviews.map((review) => review._id)).not.toContain(unhappy.id);
  });
});
