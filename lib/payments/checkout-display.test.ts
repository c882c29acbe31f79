import { describe, expect, it } from "vitest";
import { CHECKOUT_DISPLAY, methodOrder, type CheckoutDisplay } from "./checkout-display";

describe("Checkout's display preferences", () => {
  it("show UPI first, then Razorpay's other ways to pay", () => {
    expect(methodOrder(CHECKOUT_DISPLAY)).toEqual(["UPI", "Card", "Netbanking", "Wallet", "EMI", "Pay later"]);
  });

  it("leave Razorpay's order alone without a sequence, and refuse what Checkout would", () => {
    const none: CheckoutDisplay = { blocks: {}, sequence: [], preferences: { show_default_blocks: true } };
    expect(methodOrder(none)[0]).toBe("Card");
    expect(() => methodOrder({ ...CHECKOUT_DISPLAY, sequence: ["block.cards"] })).toThrow("names no block: block.cards");
    expect(() => methodOrder({ ...CHECKOUT_DISPLAY, blocks: { upi: { name: "UPI", instruments: [{ method: "bitcoin" }] } } })).toThrow(
      "no payment method bitcoin",
    );
  });
});
