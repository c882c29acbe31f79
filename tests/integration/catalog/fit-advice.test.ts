import { afterAll, describe, expect, it } from "vitest";
import { productFit } from "@/lib/catalog/fit/fit-signals";
import { returnReasonOf } from "@/lib/orders/model/return-reasons";
import type { ReturnReason } from "@/lib/generated/prisma/enums";
import { db } from "../../support/api";
import { makeProduct } from "../../support/factories";
import { bought, returned } from "../orders/written-orders";

// The fit advice on evidence written as the shop writes it: a bought line, then a return with a reason, or an exchange
// to another size, or a review's fit. Advice only from 10 buyers and a clear majority (decision 089).

afterAll(() => db.$disconnect());

const sizes = ["S", "M", "L"].map((size) => ({ size, pricePaise: 99_900, cutPricePaise: 129_900, stock: 50 }));

type Kind = { returned: ReturnReason } | { exchangedTo: string } | { review: "RUNS_SMALL" | "TRUE_TO_SIZE" | "RUNS_LARGE" };

async function evidence(productId: string, size: string, kind: Kind) {
  const order = await bought(productId, size);
  if ("review" in kind) {
    await db.review.create({ data: { userId: order.user.id, productId, halfStars: 8, text: "Nice", fit: kind.review } });
  } else {
    await returned(order, "returned" in kind ? { reason: kind.returned } : { exchangedTo: kind.exchangedTo });
  }
  return order.user;
}

const fitKurta = async () =>
  (await makeProduct({ name: "Fit Kurta", variants: [{ colorName: "Indigo", colorCode: "#3f51b5", sizes }] })).id;

describe("fit advice from returns, exchanges and reviews", () => {
  it("no advice from 9 buyers who all needed a size up; the 10th buyer's true-to-size review makes it clear (9 of 10)", async () => {
    const productId = await fitKurta();
    for (let i = 0; i < 4; i++) await evidence(productId, "M", { exchangedTo: "L" });
    for (let i = 0; i < 3; i++) await evidence(productId, "S", { returned: "TOO_SMALL" });
    for (let i = 0; i < 2; i++) await evidence(productId, "M", { review: "RUNS_SMALL" });
    // A colour exchange in the same size and a return for quality say nothing of the fit.
    await evidence(productId, "M", { exchangedTo: "M" });
    await evidence(productId, "L", { returned: "QUALITY" });
    expect(await productFit(productId)).toEqual({
      counts: { up: 9, down: 0, fits: 0 },
      bySize: { M: { up: 6, down: 0, fits: 0 }, S: { up: 3, down: 0, fits: 0 } },
      advice: null,
    });
    await evidence(productId, "L", { review: "TRUE_TO_SIZE" });
    expect(await productFit(productId)).toMatchObject({ counts: { up: 9, down: 0, fits: 1 }, advice: "up" });
  });

  it("8 of 10 is not clear enough; a buyer counts once, by the strongest signal (an exchange over their review)", async () => {
    const productId = await fitKurta();
    for (let i = 0; i < 8; i++) await evidence(productId, "L", { returned: "TOO_LARGE" });
    for (let i = 0; i < 2; i++) await evidence(productId, "M", { review: "TRUE_TO_SIZE" });
    expect(await productFit(productId)).toMatchObject({ counts: { up: 0, down: 8, fits: 2 }, advice: null });
    const both = await evidence(productId, "L", { exchangedTo: "M" });
    await db.review.create({ data: { userId: both.id, productId, halfStars: 6, text: "Runs small?", fit: "RUNS_SMALL" } });
    // 9 of 11 (P ≈ 0.033): clear. Had the review counted, 8 down, 1 up and 2 true to size would not be.
    expect(await productFit(productId)).toMatchObject({ counts: { up: 0, down: 9, fits: 2 }, advice: "down" });
  });

  it("the spec's free-text reason maps to the list when its words name a reason, else to Other", () => {
    expect(returnReasonOf(undefined, "Too small.")).toBe("TOO_SMALL");
    expect(returnReasonOf(undefined, "too  big")).toBe("TOO_LARGE");
    expect(returnReasonOf(undefined, "The sleeves are too long")).toBe("OTHER");
    expect(returnReasonOf(undefined, null)).toBe("OTHER");
    expect(returnReasonOf("QUALITY", "too small")).toBe("QUALITY");
  });
});
