import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call, makeProduct } from "./support";
import { GET as getAllProduct } from "@/app/api/v1/products/getAllProduct/route";
import { GET as suggest } from "@/app/api/v1/products/suggest/route";

// Whatever a shopper types into the search box, the answer is a list or a 4xx, never a 500: full
// text reads a dash before a word as NOT, and PostgreSQL gave up on more than 32 in a row
// ("tsquery stack too small"), which `search=` and 35 dashes made a 500.
type ListBody = { success: boolean; message?: string; products: { name: string }[] };
const list = (search: string) => call<ListBody>(getAllProduct, `/api/v1/products/getAllProduct?${new URLSearchParams({ search })}`);

const sizes = [{ size: "M", pricePaise: 99_900, cutPricePaise: 129_900, stock: 4 }];
beforeAll(async () => {
  await makeProduct({ name: "Indigo Operator Kurta", variants: [{ colorName: "Indigo", colorCode: "#2e3a87", sizes }] });
  await makeProduct({ name: "Saffron Operator Kurta", variants: [{ colorName: "Saffron", colorCode: "#f4a300", sizes }] });
});

describe("a search made of operators", () => {
  it("runs of dashes, spaced or not, answer 200 and still read as one NOT", async () => {
    for (const dashes of ["-".repeat(35), "- ".repeat(40), "-(".repeat(40), "-".repeat(80)]) {
      const { status, body } = await list(`operator ${dashes}indigo`);
      expect(`${dashes}: ${status} ${body.message ?? ""}`).toBe(`${dashes}: 200 `);
      expect(body.products.map((product) => product.name)).toEqual(["Saffron Operator Kurta"]);
    }
    const alone = await list("-".repeat(35));
    expect(alone.status).toBe(200);
  });

  it("any mix of operators and words answers 200 or a 4xx, on the listing and the suggestions", async () => {
    // Dashes often, so that long runs of them come up.
    const unit = fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom("-", "- ", "-(") },
      { weight: 1, arbitrary: fc.constantFrom("!", "|", "&", "'", '"', "(", ")", ":", "*", "<->", " or ", " ", "kurta", "a", "\\") },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ unit, minLength: 1, maxLength: 60, size: "max" }), async (typed) => {
        const search = typed.slice(0, 100);
        expect((await list(search)).status, search).toBeLessThan(500);
        expect((await call(suggest, `/api/v1/products/suggest?${new URLSearchParams({ q: search })}`)).status, search).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
