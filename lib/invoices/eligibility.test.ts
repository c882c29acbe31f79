import { describe, expect, it } from "vitest";
import { invoiceLink, isInvoiceable } from "./eligibility";

const order = { id: "ord_1", orderType: "ORDER", status: "DELIVERED", paymentType: "COD", invoiceUrl: null } as const;

describe("invoice eligibility", () => {
  it("invoices an order from its dispatch, and a prepaid one from its confirmation", () => {
    expect(isInvoiceable(order)).toBe(true);
    expect(isInvoiceable({ ...order, status: "SHIPPED" })).toBe(true);
    expect(isInvoiceable({ ...order, status: "DELIVERY_FAILED" })).toBe(true);
    expect(isInvoiceable({ ...order, status: "RTO_DELIVERED" })).toBe(true);
    expect(isInvoiceable({ ...order, status: "RETURN_REQUESTED" })).toBe(true);
    expect(isInvoiceable({ ...order, paymentType: "PREPAID", status: "CONFIRMED" })).toBe(true);
    expect(isInvoiceable({ ...order, paymentType: "PREPAID", status: "SHIPPED" })).toBe(true);
  });

  it("does not invoice a pending, unshipped cash-on-delivery, cancelled or return order", () => {
    expect(isInvoiceable({ ...order, status: "PENDING" })).toBe(false);
    expect(isInvoiceable({ ...order, status: "CONFIRMED" })).toBe(false);
    expect(isInvoiceable({ ...order, paymentType: "PREPAID", status: "CANCELLED" })).toBe(false);
    expect(isInvoiceable({ ...order, orderType: "RETURN" })).toBe(false);
  });

  it("links to our invoice, or to the shipping provider's when it made one", () => {
    expect(invoiceLink(order)).toBe("/orders/ord_1/invoice");
    expect(invoiceLink({ ...order, status: "PENDING" })).toBeNull();
    expect(invoiceLink({ ...order, invoiceUrl: "https://shiprocket.example/invoice/1.pdf" })).toBe(
      "https://shiprocket.example/invoice/1.pdf",
    );
    expect(invoiceLink({ ...order, invoiceUrl: "javascript:alert(1)" })).toBe("/orders/ord_1/invoice");
  });
});
