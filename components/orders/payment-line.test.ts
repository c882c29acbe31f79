import { describe, expect, it } from "vitest";
import { paymentLine } from "./payment-line";

describe("the order page's payment line in Hindi", () => {
  it("translates each of its words", () => {
    expect(paymentLine("Pending (Cash)", "hi")).toBe("बाक़ी (नक़द)");
    expect(paymentLine("Refunded (Store credit)", "hi")).toBe("रिफ़ंड हो गया (स्टोर क्रेडिट)");
    expect(paymentLine("Nothing to refund (Exchange)", "hi")).toBe("रिफ़ंड को कुछ नहीं (बदलाव)");
  });

  it("leaves a line it does not know, and English, as they came", () => {
    expect(paymentLine("Half paid (Cash)", "hi")).toBe("Half paid (Cash)");
    expect(paymentLine("Pending (Cash)", "en")).toBe("Pending (Cash)");
  });
});
