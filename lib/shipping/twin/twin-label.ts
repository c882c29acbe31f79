import { newPdfDocument } from "@/lib/pdf/new-document";
import { formatINR } from "@/lib/pricing/money";
import { SHOP } from "@/lib/shop";
import type { LabelParcel } from "../types";

// The twin's shipping labels: one 4×6-inch page (288×432 pt, the thermal printers' size) per parcel,
// with what a courier's label carries: the AWB in large type, cash to collect or PREPAID, where it
// goes (name, address, pin code, phone), our order id, and where it comes back to.

const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 14;
const INNER = WIDTH - 2 * MARGIN;
const AWB_PT = 26;

/** The labels as one PDF, a page per parcel, in the order given. */
export async function renderTwinLabels(parcels: LabelParcel[], courierName: string): Promise<Buffer> {
  const { doc, bytes } = await newPdfDocument({
    size: [WIDTH, HEIGHT],
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `Shipping labels (${parcels.length})`, Author: SHOP.name },
  });
  for (const parcel of parcels) drawLabel(doc, parcel, courierName);
  doc.end();
  return bytes;
}

const rule = (doc: PDFKit.PDFDocument) => {
  doc.moveDown(0.4);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(WIDTH - MARGIN, doc.y)
    .lineWidth(1)
    .stroke("#000000");
  doc.moveDown(0.4);
};

function drawLabel(doc: PDFKit.PDFDocument, { awbCode, order }: LabelParcel, courierName: string) {
  doc.addPage();
  const { customer } = order;
  doc.font("bold").fontSize(10).text(courierName, { width: INNER });
  doc.font("regular").fontSize(8).text("AWB", { width: INNER });
  // As large as fits on one line, at most 26 pt.
  const awbSize = Math.min(AWB_PT, Math.floor((AWB_PT * INNER) / doc.font("bold").fontSize(AWB_PT).widthOfString(awbCode)));
  doc.fontSize(awbSize).text(awbCode, { width: INNER, lineBreak: false });
  rule(doc);
  doc
    .font("bold")
    .fontSize(18)
    .text(order.cashOnDelivery ? `COD ${formatINR(order.totalPaise - (order.storeCreditPaise ?? 0))}` : "PREPAID", { width: INNER });
  if (order.cashOnDelivery) doc.font("regular").fontSize(8).text("Collect this amount in cash on delivery", { width: INNER });
  rule(doc);
  doc.font("regular").fontSize(8).text("Deliver to", { width: INNER });
  doc.font("bold").fontSize(14).text(customer.name, { width: INNER });
  doc.font("regular").fontSize(11);
  for (const line of [customer.line1, customer.line2, `${customer.city}, ${customer.state}`].filter(Boolean))
    doc.text(line, { width: INNER });
  doc.font("bold").fontSize(16).text(`PIN ${customer.pinCode}`, { width: INNER });
  doc.font("regular").fontSize(11).text(`Phone ${customer.phone}`, { width: INNER });
  rule(doc);
  doc.font("regular").fontSize(8).text("Order", { width: INNER });
  doc.font("bold").fontSize(12).text(order.reference, { width: INNER });
  const pieces = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  doc
    .font("regular")
    .fontSize(8)
    .text(`${pieces} ${pieces === 1 ? "piece" : "pieces"}`, { width: INNER });
  rule(doc);
  doc.font("regular").fontSize(7).text("If undelivered, return to", { width: INNER });
  doc.font("bold").text(SHOP.name, { width: INNER });
  doc.font("regular").text(`${SHOP.oneLineAddress} · ${SHOP.phone}`, { width: INNER });
}
