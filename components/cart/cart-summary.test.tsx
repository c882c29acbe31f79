import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cartTotals } from "@/lib/pricing";
import type { CartOffer } from "@/lib/cart/view";
import { CartSummary } from "./cart-summary";

const TERMS = "Returning items may reduce your refund by the offer&#x27;s value.";
const totals = cartTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 3, unitDiscountPaise: 49_966 }]);

function offer(conditional: boolean): CartOffer {
  return {
    id: "p",
    code: "B2G1",
    title: "Buy 2 get 1",
    type: "BUY_X_GET_Y",
    discountPaise: 149_900,
    givenPaise: 149_900,
    discountWithGstPaise: totals.offersWithGstPaise,
    note: null,
    conditional,
  };
}

describe("CartSummary", () => {
  it("states the return terms only when an offer with a condition applies", () => {
    expect(renderToStaticMarkup(<CartSummary totals={totals} promotions={[offer(true)]} />)).toContain(TERMS);
    expect(renderToStaticMarkup(<CartSummary totals={totals} promotions={[offer(false)]} />)).not.toContain(TERMS);
    expect(renderToStaticMarkup(<CartSummary totals={totals} />)).not.toContain(TERMS);
  });

  it("shows a sum that adds up, every row with GST: items at MRP − discount − offer = total", () => {
    const html = renderToStaticMarkup(<CartSummary totals={totals} promotions={[offer(false)]} />);
    const figure = (testId: string) => {
      const match = new RegExp(`data-testid="${testId}">−?₹([\\d,.]+)<`).exec(html);
      return Math.round(Number(match![1]!.replaceAll(",", "")) * 100);
    };
    expect(figure("summary-list") - figure("summary-sale") - figure("summary-offer")).toBe(figure("cart-total"));
    expect(figure("summary-offer")).toBe(totals.offersWithGstPaise);
    expect(html).not.toContain("You save");
  });
});
