import { describe, expect, it } from "vitest";
import { paymentStatusLine } from "./view";

describe("paymentStatusLine (the spec's payment display)", () => {
  it("is Paid for prepaid orders and for delivered ones, Not Done when cancelled, else Pending; Cash or Prepaid after", () => {
    expect(paymentStatusLine({ paymentType: "PREPAID", status: "PENDING" })).toBe("Paid (Prepaid)");
    expect(paymentStatusLine({ paymentType: "COD", status: "DELIVERED" })).toBe("Paid (Cash)");
    expect(paymentStatusLine({ paymentType: "COD", status: "CANCELLED" })).toBe("Not Done (Cash)");
    expect(paymentStatusLine({ paymentType: "COD", status: "PENDING" })).toBe("Pending (Cash)");
    expect(paymentStatusLine({ paymentType: "COD", status: "SHIPPED" })).toBe("Pending (Cash)");
  });

  it("tells a return's refund: pending until pickup, then owed (cash) or refunded", () => {
    expect(paymentStatusLine({ paymentType: "COD", status: "RETURN_REQUESTED" })).toBe("Refund pending (Cash)");
    expect(paymentStatusLine({ paymentType: "COD", status: "RETURN_PICKED_UP" })).toBe("Refund owed (Cash)");
    expect(paymentStatusLine({ paymentType: "PREPAID", status: "REFUNDED" })).toBe("Refunded (Prepaid)");
  });
});
