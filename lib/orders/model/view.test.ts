import { describe, expect, it } from "vitest";
import { paymentStatusLine } from "./view";

const anOrder = { orderType: "ORDER", totalPaise: 115_395 } as const;
const aReturn = { orderType: "RETURN", totalPaise: 115_395 } as const;

describe("paymentStatusLine (the spec's payment display)", () => {
  it("is Paid for prepaid orders and for delivered ones, Not Done when cancelled, else Pending; Cash or Prepaid after", () => {
    expect(paymentStatusLine({ ...anOrder, paymentType: "PREPAID", status: "PENDING" })).toBe("Paid (Prepaid)");
    expect(paymentStatusLine({ ...anOrder, paymentType: "COD", status: "DELIVERED" })).toBe("Paid (Cash)");
    expect(paymentStatusLine({ ...anOrder, paymentType: "COD", status: "CANCELLED" })).toBe("Not Done (Cash)");
    expect(paymentStatusLine({ ...anOrder, paymentType: "COD", status: "PENDING" })).toBe("Pending (Cash)");
    expect(paymentStatusLine({ ...anOrder, paymentType: "COD", status: "SHIPPED" })).toBe("Pending (Cash)");
  });

  it("tells a return's refund: pending until pickup, then owed (cash) or refunded", () => {
    expect(paymentStatusLine({ ...aReturn, paymentType: "COD", status: "RETURN_REQUESTED" })).toBe("Refund pending (Cash)");
    expect(paymentStatusLine({ ...aReturn, paymentType: "COD", status: "RETURN_PICKED_UP" })).toBe("Refund owed (Cash)");
    expect(paymentStatusLine({ ...aReturn, paymentType: "PREPAID", status: "REFUNDED" })).toBe("Refunded (Prepaid)");
    expect(paymentStatusLine({ ...aReturn, paymentType: "COD", status: "REFUNDED", refundToCredit: true })).toBe("Refunded (Store credit)");
  });

  it("tells an exchange: a replacement is paid by the returned pieces; a return with nothing to refund says so", () => {
    expect(paymentStatusLine({ orderType: "REPLACEMENT", totalPaise: 115_395, paymentType: "PREPAID", status: "SHIPPED" })).toBe(
      "Paid (Exchange)",
    );
    expect(paymentStatusLine({ orderType: "REPLACEMENT", totalPaise: 115_395, paymentType: "PREPAID", status: "CANCELLED" })).toBe(
      "Not Done (Exchange)",
    );
    expect(paymentStatusLine({ ...aReturn, totalPaise: 0, paymentType: "COD", status: "RETURN_PICKED_UP" })).toBe(
      "Nothing to refund (Exchange)",
    );
  });
});
