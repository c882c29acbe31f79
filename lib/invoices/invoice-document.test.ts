import { describe, expect, it } from "vitest";
import type { Order, OrderLine } from "@/lib/generated/prisma/client";
import { invoiceDocument } from "./invoice-document";

const seller = {
  name: "Kurta Shop Private Limited",
  address: "14 Aminabad Road, Lucknow 226018",
  state: "Uttar Pradesh",
  gstin: "09AAACK1234M1Z5",
};

function line(overrides: Partial<OrderLine>): OrderLine {
  return {
    id: "line",
    orderId: "order",
    sizeId: null,
    productId: null,
    productName: "Chikankari Kurta",
    description: "",
    colorName: "Indigo",
    colorCode: "#3f51b5",
    size: "M",
    imageUrl: "",
    unitPricePaise: 149_900,
    cutPricePaise: 199_900,
    hsn: "6211",
    gstRateBp: 500,
    unitDiscountPaise: 0,
    unitGstPaise: 7_495,
    quantity: 1,
    lineTotalPaise: 157_395,
    returnedQuantity: 0,
    damagedQuantity: 0,
    returnOfLineId: null,
    replacesLineId: null,
    ...overrides,
  };
}

function order(
  shipState: string,
  lines: OrderLine[],
  delivery = { deliveryPaise: 4_000, deliveryDiscountPaise: 4_000 },
  roundOffPaise = 0,
) {
  return {
    id: "order",
    publicOrderId: "KS-2026-000041",
    createdAt: new Date("2026-11-20T10:00:00Z"),
    shipName: "Priya Sharma",
    shipAddressLine1: "12 MG Road",
    shipAddressLine2: null,
    shipCity: "Pune",
    shipState,
    shipPinCode: "411001",
    shipPhoneNumber: "9876543210",
    ...delivery,
    roundOffPaise,
    lines,
  } as unknown as Order & { lines: OrderLine[] };
}

const invoice = { number: "KS/26-27/000001", issuedAt: new Date("2026-11-22T10:00:00Z") };

describe("invoiceDocument", () => {
  it("charges IGST on the snapshot's GST when the buyer is in another state", () => {
    const doc = invoiceDocument(invoice, order("Maharashtra", [line({ quantity: 2, hsn: "6204", lineTotalPaise: 314_790 })]), seller);
    expect(doc.interState).toBe(true);
    expect(doc.placeOfSupply).toEqual({ state: "Maharashtra", stateCode: "27" });
    expect(doc.seller.stateCode).toBe("09");
    expect(doc.buyer.addressLines).toEqual(["12 MG Road", "Pune, Maharashtra 411001"]);
    expect(doc.lines[0]).toMatchObject({
      hsn: "6204",
      quantity: 2,
      taxablePaise: 299_800,
      igstPaise: 14_990,
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: 314_790,
    });
    expect(doc.totals).toEqual({ taxablePaise: 299_800, cgstPaise: 0, sgstPaise: 0, igstPaise: 14_990, totalPaise: 314_790 });
    expect(doc.totalInWords).toBe("Rupees Three Thousand One Hundred Forty-Seven and Ninety Paise Only");
  });

  it("splits GST into CGST and SGST within the seller's state, the odd paisa to CGST", () => {
    const doc = invoiceDocument(invoice, order("Uttar Pradesh", [line({})]), seller);
    expect(doc.interState).toBe(false);
    expect(doc.lines[0]).toMatchObject({ cgstPaise: 3_748, sgstPaise: 3_747, igstPaise: 0 });
    expect(doc.totals.cgstPaise + doc.totals.sgstPaise).toBe(7_495);
  });

  it("adds a delivery charge that was not waived, and treats an unknown state as another state", () => {
    const doc = invoiceDocument(invoice, order("Atlantis", [line({})], { deliveryPaise: 4_000, deliveryDiscountPaise: 0 }), seller);
    expect(doc.interState).toBe(true);
    expect(doc.placeOfSupply.stateCode).toBeUndefined();
    expect(doc.deliveryPaise).toBe(4_000);
    expect(doc.totals.totalPaise).toBe(157_395 + 4_000);
  });

  it("adds cash on delivery's round-off after the tax, in the total and its words", () => {
    const doc = invoiceDocument(invoice, order("Maharashtra", [line({})], undefined, 5), seller);
    expect(doc.roundOffPaise).toBe(5);
    expect(doc.totals).toEqual({ taxablePaise: 149_900, cgstPaise: 0, sgstPaise: 0, igstPaise: 7_495, totalPaise: 157_400 });
    expect(doc.totalInWords).toBe("Rupees One Thousand Five Hundred Seventy-Four Only");
  });
});
