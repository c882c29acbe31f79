import { createRequire } from "node:module";
import path from "node:path";
import { cruise, type ICruiseResult, type IForbiddenRuleType } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

// `npm run lint:layers` runs .dependency-cruiser.cjs on lib/; here its rules run on a small lib/
// (tests/fixtures/layers) that breaks each of them once, to show that they fail.
const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as { forbidden: IForbiddenRuleType[] };

async function violations(): Promise<string[]> {
  const { output } = await cruise(["lib"], {
    baseDir: path.join(import.meta.dirname, "../tests/fixtures/layers"),
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const { summary } = output as ICruiseResult;
  return summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
}

describe("the layer rule", () => {
  // Cruising takes seconds, more on a busy machine.
  it("fails on each kind of forbidden import", async () => {
    expect(await violations()).toEqual([
      "accounts-below-the-shop: lib/accounts/profile.ts -> lib/cart/cart.ts",
      "layer-auth: lib/auth/caller.ts -> lib/orders/order.ts",
      "lib-in-a-layer: lib/stray/stray.ts -> lib/pricing/price.ts",
      "lib-not-ui: lib/pricing/price.ts -> app/page.ts",
      "no-file-cycles: lib/cart/cart.ts -> lib/wishlist/wishlist.ts",
      "no-folder-cycles: lib/cart -> lib/wishlist",
      "no-folder-cycles: lib/wishlist -> lib/cart",
      "rooms-accounts-addresses: lib/accounts/addresses/place.ts -> lib/accounts/schemas.ts",
      "rooms-catalog-floor: lib/catalog/stock.ts -> lib/catalog/words/search-words.ts",
      "rooms-catalog-words: lib/catalog/words/search-words.ts -> lib/catalog/search/search.ts",
      "rooms-listed: lib/reviews/stars/stars.ts -> lib/reviews/rating.ts",
      "rooms-orders-model: lib/orders/model/status.ts -> lib/orders/moves/apply-move.ts",
      "rooms-sms-providers: lib/sms/providers/twin.ts -> lib/sms/actions.ts",
    ]);
  }, 30_000);
});
