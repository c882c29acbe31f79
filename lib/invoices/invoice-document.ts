import type { ClawbackNote, CreditNote, Invoice, Order, OrderLine } from "@/lib/generated/prisma/client";
import { gstRateFor } from "@/lib/pricing/gst";
import { creditedLinesOf } from "./credited-lines";
import { rupeesInWords } from "./amount-in-words";
import { gstStateCode } from "@/lib/pricing/gst-states";

// What a GST tax invoice says, worked out from the order's snapshot (prices, HSN codes and GST
// rates of the day it was bought), never from today's catalogue. Rendering is in invoice-pdf.ts.

export type Seller = { name: string; address: string; state: string; gstin: string };

export type InvoiceLine = {
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  /** The price of the pieces before their promotions' discount, and that discount (outside the taxable value, CGST s.15(3)(a)). */
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type InvoiceDocument = {
  /** A tax invoice, or a credit or debit note against one (a cancellation, a return, a return's clawback). */
  kind: "invoice" | "credit-note" | "debit-note";
  /** For a credit note: the invoice it credits. */
  againstInvoice?: string;
  number: string;
  issuedAt: Date;
  orderNumber: string;
  orderedAt: Date;
  seller: Seller & { stateCode: string };
  buyer: { name: string; addressLines: string[]; phone: string };
  placeOfSupply: { state: string; stateCode: string | undefined };
  /** Seller and buyer in different states (or the buyer's state unknown): IGST instead of CGST + SGST. */
  interState: boolean;
  lines: InvoiceLine[];
  /** Delivery charged after its discount; 0 when delivery is free. */
  deliveryPaise: number;
  /** Cash on delivery's round-off to whole rupees, after the tax (not taxable); in totals.totalPaise. */
  roundOffPaise: number;
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
  totalInWords: string;
  /** An invoice's total paid by store credit: a tender under the total, never a tax figure (decision 105); 0 on a note. */
  paidByStoreCreditPaise: number;
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function invoiceDocument(
  invoice: Pick<Invoice, "number" | "issuedAt">,
  order: Order & { lines: OrderLine[] },
  seller: Seller,
): InvoiceDocument {
  const sellerCode = gstStateCode(seller.state);
  if (!sellerCode) throw new Error(`unknown seller state ${seller.state}`);
  const buyerCode = gstStateCode(order.shipState);
  const interState = buyerCode !== sellerCode;

  const taxed = (
    line: Pick<InvoiceLine, "description" | "hsn" | "quantity" | "unitPricePaise" | "rateBp">,
    gstPaise: number,
    unitDiscountPaise = 0,
  ): InvoiceLine => {
    const grossPaise = line.unitPricePaise * line.quantity;
    const discountPaise = unitDiscountPaise * line.quantity;
    const taxablePaise = grossPaise - discountPaise;
    // An odd paisa of GST goes to the central half.
    const sgstPaise = interState ? 0 : Math.floor(gstPaise / 2);
    const cgstPaise = interState ? 0 : gstPaise - sgstPaise;
    const igstPaise = interState ? gstPaise : 0;
    return { ...line, grossPaise, discountPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise: taxablePaise + gstPaise };
  };
  const lines = order.lines.map((line) =>
    taxed(
      {
        // A line at ₹0 is a promotion's free gift (lib/orders/place/line-snapshot.ts).
        description: `${line.unitPricePaise === 0 ? "Free gift: " : ""}${line.productName} (${line.colorName}, ${line.size})`,
        hsn: line.hsn,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        rateBp: line.gstRateBp,
      },
      line.unitGstPaise * line.quantity,
      line.unitDiscountPaise,
    ),
  );
  // The cash-on-delivery fee is part of the goods' value (CGST Act s.15(2)(c)), taxed at the order's highest rate.
  const principal = order.lines.reduce<OrderLine | null>((top, line) => (top && top.gstRateBp >= line.gstRateBp ? top : line), null);
  if (order.codFeePaise > 0 && principal) {
    const description = "Cash on delivery fee";
    const unitPricePaise = order.codFeePaise - order.codFeeGstPaise;
    lines.push(taxed({ description, hsn: principal.hsn, quantity: 1, unitPricePaise, rateBp: principal.gstRateBp }, order.codFeeGstPaise));
  }
  const deliveryPaise = Math.max(0, order.deliveryPaise - order.deliveryDiscountPaise);
  const totals = {
    taxablePaise: sum(lines.map((line) => line.taxablePaise)),
    cgstPaise: sum(lines.map((line) => line.cgstPaise)),
    sgstPaise: sum(lines.map((line) => line.sgstPaise)),
    igstPaise: sum(lines.map((line) => line.igstPaise)),
    totalPaise: sum(lines.map((line) => line.totalPaise)) + deliveryPaise + order.roundOffPaise,
  };
  return {
    kind: "invoice",
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    orderNumber: order.publicOrderId,
    orderedAt: order.createdAt,
    seller: { ...seller, stateCode: sellerCode },
    buyer: {
      name: order.shipName,
      addressLines: [order.shipAddressLine1, order.shipAddressLine2, `${order.shipCity}, ${order.shipState} ${order.shipPinCode}`].filter(
        (line): line is string => Boolean(line),
      ),
      phone: order.shipPhoneNumber,
    },
    placeOfSupply: { state: order.shipState, stateCode: buyerCode },
    interState,
    lines,
    deliveryPaise,
    roundOffPaise: order.roundOffPaise,
    totals,
    totalInWords: rupeesInWords(totals.totalPaise),
    paidByStoreCreditPaise: order.storeCreditPaise,
  };
}

/** A credit note: the credited lines and quantities at the invoice's prices, no delivery, and the round-off and fee it credits. */
export function creditNoteDocument(
  note: Pick<CreditNote, "number" | "issuedAt" | "lines" | "roundOffPaise" | "codFeePaise">,
  invoice: Pick<Invoice, "number">,
  order: Order & { lines: OrderLine[] },
  seller: Seller,
): InvoiceDocument {
  const credited = new Map(creditedLinesOf(note.lines).map((line) => [line.orderLineId, line.quantity]));
  const lines = order.lines.flatMap((line) => (credited.has(line.id) ? [{ ...line, quantity: credited.get(line.id)! }] : []));
  const document = invoiceDocument(
    note,
    {
      ...order,
      lines,
      deliveryPaise: 0,
      deliveryDiscountPaise: 0,
      roundOffPaise: note.roundOffPaise,
      // A note credits the fee whole or not at all.
      codFeePaise: note.codFeePaise,
      codFeeGstPaise: note.codFeePaise === order.codFeePaise ? order.codFeeGstPaise : 0,
    },
    seller,
  );
  return { ...document, kind: "credit-note", againstInvoice: invoice.number, paidByStoreCreditPaise: 0 };
}

/**
 * A return's clawback note (lib/invoices/issue.ts): per kept line, the change of its taxable value and GST at the rate of
 * its new taxable value; a debit note when the offer's discount is withdrawn, a credit note when it is given back.
 * `unitDiscountPaise` of each kept line after the return (the return's clawbackLines) gives that rate.
 */
export function clawbackNoteDocument(
  note: Pick<ClawbackNote, "number" | "issuedAt" | "lines" | "kind">,
  newUnitDiscount: ReadonlyMap<string, number>,
  invoice: Pick<Invoice, "number">,
  order: Order & { lines: OrderLine[] },
  seller: Seller,
): InvoiceDocument {
  const document = invoiceDocument(
    note,
    { ...order, lines: [], deliveryPaise: 0, deliveryDiscountPaise: 0, roundOffPaise: 0, codFeePaise: 0, storeCreditPaise: 0 },
    seller,
  );
  const withdrawn = note.kind === "DEBIT";
  const lines = creditedLinesOf(note.lines).flatMap((changed): InvoiceLine[] => {
    const line = order.lines.find((one) => one.id === changed.orderLineId);
    if (!line) return [];
    const gstPaise = changed.gstPaise;
    const sgstPaise = document.interState ? 0 : Math.floor(gstPaise / 2);
    return [
      {
        description: `Offer ${withdrawn ? "withdrawn" : "given back"}: ${changed.quantity} × ${line.productName} (${line.colorName}, ${line.size})`,
        hsn: line.hsn,
        quantity: 1,
        unitPricePaise: changed.taxablePaise,
        grossPaise: changed.taxablePaise,
        discountPaise: 0,
        taxablePaise: changed.taxablePaise,
        // A free gift's ₹0 line is billed at the value it was given at, its struck price (lib/orders/returns/clawback.ts).
        rateBp: gstRateFor(
          (line.unitPricePaise || line.cutPricePaise) - (newUnitDiscount.get(line.id) ?? line.unitDiscountPaise),
          order.createdAt,
        ),
        cgstPaise: document.interState ? 0 : gstPaise - sgstPaise,
        sgstPaise,
        igstPaise: document.interState ? gstPaise : 0,
        totalPaise: changed.taxablePaise + gstPaise,
      },
    ];
  });
  const totals = {
    taxablePaise: sum(lines.map((line) => line.taxablePaise)),
    cgstPaise: sum(lines.map((line) => line.cgstPaise)),
    sgstPaise: sum(lines.map((line) => line.sgstPaise)),
    igstPaise: sum(lines.map((line) => line.igstPaise)),
    totalPaise: sum(lines.map((line) => line.totalPaise)),
  };
  return {
    ...document,
    kind: withdrawn ? "debit-note" : "credit-note",
    againstInvoice: invoice.number,
    lines,
    totals,
    totalInWords: rupeesInWords(totals.totalPaise),
  };
}
