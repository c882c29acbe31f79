import { newPdfDocument } from "@/lib/pdf/new-document";
import { formatINR } from "@/lib/pricing/money";
import type { InvoiceDocument } from "./invoice-document";

// Draws an invoice on one A4 page (more when the lines run over) with pdfkit (lib/pdf embeds DejaVu
// Sans, which has the ₹ sign).

const MARGIN = 40;
const IST = { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric" } as const;

const money = (paise: number) => {
  const text = formatINR(paise);
  return text.includes(".") ? text : `${text}.00`;
};
const percent = (bp: number) => `${bp / 100}%`;
const date = (at: Date) => at.toLocaleDateString("en-IN", IST);

type Column = {
  label: string;
  width: number;
  align: "left" | "right";
  value: (line: InvoiceDocument["lines"][number], index: number) => string;
};

function columns(invoice: InvoiceDocument): Column[] {
  const taxes: Column[] = invoice.interState
    ? [{ label: "IGST", width: 120, align: "right", value: (line) => `${money(line.igstPaise)} @${percent(line.rateBp)}` }]
    : [
        { label: "CGST", width: 75, align: "right", value: (line) => `${money(line.cgstPaise)} @${percent(line.rateBp / 2)}` },
        { label: "SGST", width: 75, align: "right", value: (line) => `${money(line.sgstPaise)} @${percent(line.rateBp / 2)}` },
      ];
  const fixed: Column[] = [
    { label: "#", width: 18, align: "left", value: (_, index) => String(index + 1) },
    { label: "Item", width: 0, align: "left", value: (line) => line.description },
    { label: "HSN", width: 38, align: "left", value: (line) => line.hsn },
    { label: "Qty", width: 26, align: "right", value: (line) => String(line.quantity) },
    // A promotion's discount shows per line, before the taxable value it leaves (only when there is one).
    ...(invoice.lines.some((line) => line.discountPaise > 0)
      ? ([
          { label: "Value", width: 60, align: "right", value: (line) => money(line.grossPaise) },
          { label: "Discount", width: 56, align: "right", value: (line) => money(line.discountPaise) },
        ] satisfies Column[])
      : []),
    { label: "Taxable value", width: 72, align: "right", value: (line) => money(line.taxablePaise) },
    { label: "Rate", width: 34, align: "right", value: (line) => percent(line.rateBp) },
    ...taxes,
    { label: "Total", width: 72, align: "right", value: (line) => money(line.totalPaise) },
  ];
  return fixed;
}

const TITLES = {
  invoice: { heading: "Tax Invoice", document: "Tax invoice", short: "Invoice" },
  "credit-note": { heading: "Credit Note", document: "Credit note", short: "Credit note" },
  "debit-note": { heading: "Debit Note", document: "Debit note", short: "Debit note" },
} as const;

/** The invoice as PDF bytes. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const title = TITLES[invoice.kind];
  const { doc, bytes } = await newPdfDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${title.document} ${invoice.number}`, Author: invoice.seller.name },
  });

  const width = doc.page.width - 2 * MARGIN;
  const { seller, buyer } = invoice;

  doc.font("bold").fontSize(16).text(title.heading, { align: "center" });
  doc.moveDown(0.5).fontSize(9);
  const top = doc.y;
  doc.font("bold").text(seller.name, MARGIN, top, { width: width / 2 });
  doc.font("regular").text(seller.address, { width: width / 2 });
  doc.text(`State: ${seller.state} (code ${seller.stateCode})`, { width: width / 2 });
  doc.text(`GSTIN: ${seller.gstin}`, { width: width / 2 });
  const sellerBottom = doc.y;
  const right = MARGIN + width / 2;
  doc.text(`${title.short} number: ${invoice.number}`, right, top, { width: width / 2, align: "right" });
  doc.text(`${title.short} date: ${date(invoice.issuedAt)}`, { width: width / 2, align: "right" });
  if (invoice.againstInvoice) doc.text(`Against invoice: ${invoice.againstInvoice}`, { width: width / 2, align: "right" });
  doc.text(`Order: ${invoice.orderNumber} of ${date(invoice.orderedAt)}`, { width: width / 2, align: "right" });
  doc.y = Math.max(sellerBottom, doc.y) + 12;

  const billTop = doc.y;
  doc.font("bold").text("Bill to / Ship to", MARGIN, billTop, { width: width / 2 });
  doc.font("regular").text(buyer.name, { width: width / 2 });
  for (const line of buyer.addressLines) doc.text(line, { width: width / 2 });
  doc.text(`Phone: ${buyer.phone}`, { width: width / 2 });
  const billBottom = doc.y;
  const { state, stateCode } = invoice.placeOfSupply;
  doc.font("bold").text("Place of supply", right, billTop, { width: width / 2, align: "right" });
  doc.font("regular").text(stateCode ? `${state} (code ${stateCode})` : state, { width: width / 2, align: "right" });
  doc.text(invoice.interState ? "Inter-state supply: IGST" : "Intra-state supply: CGST + SGST", { width: width / 2, align: "right" });
  doc.y = Math.max(billBottom, doc.y) + 14;

  const cols = columns(invoice);
  const item = cols.find((col) => col.width === 0)!;
  item.width = width - cols.reduce((total, col) => total + col.width, 0);
  const row = (cells: string[], font: "regular" | "bold") => {
    doc.font(font);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: cols[i]!.width - 4 }));
    const height = Math.max(...heights) + 4;
    if (doc.y + height > doc.page.height - MARGIN - 80) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 2, y + 2, { width: cols[i]!.width - 4, align: cols[i]!.align });
      x += cols[i]!.width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .lineWidth(0.5)
      .stroke("#999999");
    doc.x = MARGIN;
    doc.y = y + height;
  };
  row(
    cols.map((col) => col.label),
    "bold",
  );
  invoice.lines.forEach((line, index) =>
    row(
      cols.map((col) => col.value(line, index)),
      "regular",
    ),
  );

  doc.moveDown(0.8);
  const { totals } = invoice;
  const summary: [string, string][] = [
    ["Taxable value", money(totals.taxablePaise)],
    ...(invoice.interState
      ? ([["IGST", money(totals.igstPaise)]] as [string, string][])
      : ([
          ["CGST", money(totals.cgstPaise)],
          ["SGST", money(totals.sgstPaise)],
        ] as [string, string][])),
    ...(invoice.deliveryPaise ? ([["Delivery", money(invoice.deliveryPaise)]] as [string, string][]) : []),
    ...(invoice.roundOffPaise
      ? ([["Round off", `${invoice.roundOffPaise > 0 ? "+" : ""}${money(invoice.roundOffPaise)}`]] as [string, string][])
      : []),
    [`${title.short} total`, money(totals.totalPaise)],
    ...(invoice.paidByStoreCreditPaise ? ([["Paid by store credit", money(invoice.paidByStoreCreditPaise)]] as [string, string][]) : []),
  ];
  for (const [label, value] of summary) {
    const y = doc.y;
    doc.font(label === `${title.short} total` ? "bold" : "regular");
    doc.text(label, MARGIN + width - 260, y, { width: 150, align: "right" });
    doc.text(value, MARGIN + width - 110, y, { width: 110, align: "right" });
  }
  doc.moveDown(0.6).font("regular").text(`Amount in words: ${invoice.totalInWords}`, MARGIN, doc.y, { width });
  doc.moveDown(1.5).fontSize(8).fillColor("#555555");
  doc.text(`Tax is not payable on reverse charge. This is a computer-generated ${title.short.toLowerCase()} and needs no signature.`, {
    width,
  });

  doc.end();
  return bytes;
}
