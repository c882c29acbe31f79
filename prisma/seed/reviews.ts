/** Reviews (one per customer and product, mostly positive), then each product's rating count and average. */
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";
import type { ReviewFit } from "../../lib/generated/prisma/enums";
import type { PoolProduct } from "./catalog";
import { newId } from "./ids";
import { insertRows } from "./insert";
import type { Random } from "./random";
import type { SeedUser } from "./users";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Aspect = "fabric" | "fit" | "colour" | "delivery" | "overall";

const POSITIVE: Record<Aspect, readonly string[]> = {
  fabric: [
    "The fabric is soft and breathable, perfect for the summer heat.",
    "Fabric quality is really good for this price.",
    "Lovely material, feels premium and does not crush much.",
    "The print has not faded even after four washes.",
    "Soft fabric and neat stitching, no loose threads anywhere.",
  ],
  fit: [
    "Fits true to size, I ordered M and it is perfect.",
    "Fitting is great and the length is just right for me (5'4\").",
    "Comfortable fit around the shoulders and the sleeves.",
    "The side slits make it very easy to walk and sit in.",
  ],
  colour: [
    "Colour is exactly as shown in the pictures.",
    "The colour is even prettier in person.",
    "Loved the shade, got many compliments at office.",
    "Wore it for a puja at home and everyone asked where I bought it.",
  ],
  delivery: [
    "Delivered in three days, neatly packed.",
    "Quick delivery and the packaging was good.",
    "Reached well before Diwali, thank you!",
    "Delivery boy was polite and the parcel came a day early.",
  ],
  overall: [
    "Will definitely buy again.",
    "Value for money.",
    "Highly recommend it.",
    "Bought one more in another colour.",
    "Perfect for office wear.",
  ],
};

const MIXED: Record<Aspect, readonly string[]> = {
  fabric: [
    "Fabric is okay but a little thin, I need to wear an inner with it.",
    "Decent fabric for daily wear, nothing very special.",
    "The stitching at the hem could have been neater.",
  ],
  fit: [
    "Fit is slightly loose, I had to get it altered.",
    "Sleeves are a bit tight, order one size up.",
    "Length is a little shorter than I expected.",
  ],
  colour: ["Colour is a shade darker than in the photo.", "The colour is nice but bled a little in the first wash."],
  delivery: ["Delivery took almost a week.", "Packaging could be better, it came slightly crushed."],
  overall: ["Okay for the price.", "Good, but not great.", "Fine for daily use."],
};

const NEGATIVE: Record<Aspect, readonly string[]> = {
  fabric: [
    "Fabric quality is not as expected for the price.",
    "The print was not as sharp as in the photos.",
    "Thread came out at the neckline after one wear.",
  ],
  fit: ["Size runs small, the XL felt like an L.", "The fit is boxy and the shoulders are too wide."],
  colour: ["Colour faded after the first wash.", "The colour is completely different from the pictures."],
  delivery: ["Delivery was delayed by many days.", "Received it after the function, very disappointed."],
  overall: ["Not happy with this one.", "Would not recommend.", "Expected much better."],
};

const ASPECTS: readonly Aspect[] = ["fabric", "fit", "colour", "delivery"];

/** The size-and-fit answer a review's fit sentence gives (the others say nothing about the size). */
const FIT_OF: Readonly<Record<string, ReviewFit>> = {
  "Fits true to size, I ordered M and it is perfect.": "TRUE_TO_SIZE",
  "Fitting is great and the length is just right for me (5'4\").": "TRUE_TO_SIZE",
  "Comfortable fit around the shoulders and the sleeves.": "TRUE_TO_SIZE",
  "Fit is slightly loose, I had to get it altered.": "RUNS_LARGE",
  "Sleeves are a bit tight, order one size up.": "RUNS_SMALL",
  "Size runs small, the XL felt like an L.": "RUNS_SMALL",
  "The fit is boxy and the shoulders are too wide.": "RUNS_LARGE",
};

/** What a review's text says about the fit, or null (no random draw, so the rest of the seed is unchanged). */
export function fitOfText(text: string): ReviewFit | null {
  for (const [sentence, fit] of Object.entries(FIT_OF)) if (text.includes(sentence)) return fit;
  return null;
}

export function reviewText(rng: Random, halfStars: number): string {
  const bank = halfStars >= 8 ? POSITIVE : halfStars >= 5 ? MIXED : NEGATIVE;
  const aspects = rng.sample(ASPECTS, rng.int(1, 3));
  const sentences = aspects.map((a) => rng.pick(bank[a]));
  if (rng.chance(0.5)) sentences.push(rng.pick(bank.overall));
  return sentences.join(" ");
}

function stars(rng: Random): number {
  return rng.weighted([
    [10, 30],
    [9, 17],
    [8, 22],
    [7, 12],
    [6, 7],
    [5, 4],
    [4, 3],
    [3, 2],
    [2, 3],
  ] as const);
}

export async function seedReviews(
  prisma: PrismaClient,
  options: {
    size: number;
    now: Date;
    rng: Random;
    customers: readonly SeedUser[];
    pool: readonly PoolProduct[];
    delivered: readonly { user: SeedUser; product: PoolProduct; deliveredAt: Date }[];
  },
): Promise<number> {
  const { size, now, rng, customers, pool, delivered } = options;
  if (pool.length === 0 || customers.length === 0) return 0;
  const nowMs = now.getTime();
  const target = Math.min(5000, Math.max(20, Math.round(300 * Math.sqrt(size / 120))), Math.floor(customers.length * pool.length * 0.5));
  const seen = new Set<string>();
  const rows: Prisma.ReviewCreateManyInput[] = [];

  function add(user: SeedUser, product: PoolProduct, from: number): void {
    const key = `${user.id}:${product.id}`;
    if (seen.has(key)) return;
    const start = Math.max(from, user.createdAt.getTime(), product.createdAt.getTime()) + HOUR;
    const end = nowMs - HOUR;
    if (start >= end) return;
    seen.add(key);
    // Most reviews come within a few weeks of buying.
    const createdAt = new Date(start + Math.min(end - start, (0.5 + rng.next() ** 2 * 40) * DAY));
    const halfStars = stars(rng);
    const text = reviewText(rng, halfStars);
    rows.push({
      id: newId(),
      userId: user.id,
      productId: product.id,
      halfStars,
      text,
      fit: fitOfText(text),
      createdAt,
      updatedAt: createdAt,
    });
  }

  // Buyers first (about half of the delivered lines get a review), skipping the last two days' deliveries.
  for (const line of rng.shuffle(delivered)) {
    if (rows.length >= target * 0.4) break;
    if (line.deliveredAt.getTime() > nowMs - 2 * DAY || !rng.chance(0.55)) continue;
    add(line.user, line.product, line.deliveredAt.getTime());
  }

  // Then anyone, more often on popular products.
  const cumulative: number[] = [];
  let sum = 0;
  for (const p of pool) {
    sum += p.viewed + 50;
    cumulative.push(sum);
  }
  const popular = (): PoolProduct => {
    const r = rng.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > r) hi = mid;
      else lo = mid + 1;
    }
    return pool[lo] ?? (pool[0] as PoolProduct);
  };
  for (let attempts = 0; rows.length < target && attempts < target * 20; attempts++) {
    add(rng.pick(customers), popular(), 0);
  }

  await insertRows(prisma, "Review", rows);
  await refreshRatings(prisma);
  return rows.length;
}

/** ratingCount and ratingAverage (in stars: halfStars / 2) of every reviewed product, in one statement. */
export async function refreshRatings(prisma: PrismaClient): Promise<number> {
  return prisma.$executeRaw`
    UPDATE "Product" AS p
    SET "ratingCount" = r.count, "ratingAverage" = r.average
    FROM (
      SELECT "productId", COUNT(*)::int AS count, ROUND(AVG("halfStars")::numeric / 2, 2)::float8 AS average
      FROM "Review"
      GROUP BY "productId"
    ) AS r
    WHERE p.id = r."productId"`;
}
