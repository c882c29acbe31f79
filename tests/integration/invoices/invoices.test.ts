import { afterAll, describe, expect, it } from "vitest";
import { financialYearOf } from "@/lib/invoices/document-numbers";
import { issueCreditNote, issueInvoice } from "@/lib/invoices/issue";
import { getOrderById } from "@/lib/orders/queries";
import { formatINR } from "@/lib/pricing/money";
import { SHOP } from "@/lib/shop";
import { createOrderFor, db } from "../../support/api";
import { makeUser } from "../catalog/support";
import { buyer } from "../orders/fixtures";
import { deliveredOrder, getCreditNote, getInvoice, pdfText } from "./support";

afterAll(() => db.$disconnect());

const serialOf = (number: string) => Number(number.split("/").at(-1));

async function deliveredDirectOrder() {
  const user = await buyer();
  const order = await createOrderFor(user.id);
  return db.order.update({ where: { id: order.id }, data: { status: "DELIVERED", deliveredAt: new Date() } });
}

describe("invoice numbers", () => {
  it("have no gaps under 20 concurrent issues, even when some of the transactions roll back", async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, deliveredDirectOrder));
    const year = financialYearOf(new Date());
    const before = await db.invoice.count({ where: { number: { startsWith: `KS/${year}/` } } });

    const results = await Promise.allSettled(
      orders.map((order, i) =>
        db.$transaction(async (tx) => {
          const invoice = await issueInvoice(tx, order.id);
          // Every fourth transaction fails after taking its number, which must go back.
          if (i % 4 === 0) throw new Error("rolled back");
          return invoice;
        }),
      ),
    );
    const issued = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    expect(issued).toHaveLength(15);
    expect(issued.every((invoice) => invoice.number.length <= 16 && /^KS\/\d\d-\d\d\/\d{6}$/.test(invoice.number))).toBe(true);

    const all = await db.invoice.findMany({ where: { number: { startsWith: `KS/${year}/` } }, select: { number: true } });
    const serials = all.map((invoice) => serialOf(invoice.number)).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: before + 15 }, (_, i) => i + 1));
  });

  it("are given once per order, however many ask at the same time", async () => {
    const order = await deliveredDirectOrder();
    const invoices = await Promise.all(Array.from({ length: 5 }, () => db.$transaction((tx) => issueInvoice(tx, order.id))));
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(1);
    expect(await db.invoice.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("are refused to a pending order and a cancelled one", async () => {
    const user = await buyer();
    const pending = await createOrderFor(user.id);
    await expect(db.$transaction((tx) => issueInvoice(tx, pending.id))).rejects.toThrow(/once the order is paid or shipped/);
    const cancelled = await db.order.update({ where: { id: pending.id }, data: { status: "CANCELLED" } });
    await expect(db.$transaction((tx) => issueInvoice(tx, cancelled.id))).rejects.toThrow(/once the order is paid or shipped/);
    expect(await db.invoice.count({ where: { orderId: pending.id } })).toBe(0);
  });
});

describe("credit notes", () => {
  it("credit what was invoiced, in their own series, never more than was bought", async () => {
    const { order } = await deliveredOrder();
    expect(await db.$transaction((tx) => issueCreditNote(tx, order.id))).toBeNull();
    await db.$transaction((tx) => issueInvoice(tx, order.id));

    const twoLine = order.lines.find((line) => line.quantity === 2)!;
    const first = await db.$transaction((tx) => issueCreditNote(tx, order.id, [{ orderLineId: twoLine.id, quantity: 1 }]));
    expect(first!.number).toMatch(/^KS\/CN\/\d\d-\d\d\/\d{4}$/);
    expect(first!.number).toHaveLength(16);
    expect(first!.totalPaise).toBe(twoLine.unitPricePaise + twoLine.unitGstPaise);

    await expect(db.$transaction((tx) => issueCreditNote(tx, order.id, [{ orderLineId: twoLine.id, quantity: 2 }]))).rejects.toThrow(
      /At most 1 of/,
    );

    // The rest of the order, as a cancellation would credit it.
    const rest = await db.$transaction((tx) => issueCreditNote(tx, order.id));
    expect(serialOf(rest!.number)).toBe(serialOf(first!.number) + 1);
    // The note that credits the last pieces credits the order's cash round-off too (₹4,721.85 was invoiced as ₹4,722).
    const invoiced = order.lines.reduce((total, line) => total + line.lineTotalPaise, 0) + order.roundOffPaise;
    expect(order.roundOffPaise).toBe(15);
    expect([first!.roundOffPaise, rest!.roundOffPaise]).toEqual([0, 15]);
    expect(first!.totalPaise + rest!.totalPaise).toBe(invoiced);
    expect(await db.$transaction((tx) => issueCreditNote(tx, order.id))).toBeNull();
  });

  it("are PDFs for the order's owner and admins: the credited lines against the invoice, and 404 to anyone else", async () => {
    const { user, order } = await deliveredOrder();
    const invoice = await db.$transaction((tx) => issueInvoice(tx, order.id));
    const twoLine = order.lines.find((line) => line.quantity === 2)!;
    const note = (await db.$transaction((tx) => issueCreditNote(tx, order.id, [{ orderLineId: twoLine.id, quantity: 1 }])))!;

    const response = await getCreditNote(order.id, note.id, { token: user.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(response);
    expect(text).toContain("Credit Note");
    expect(text).toContain(note.number);
    expect(text).toContain(`Against invoice: ${invoice.number}`);
    expect(text).toContain("6211");
    expect(text).not.toContain("6204");
    expect(text).toContain(formatINR(note.totalPaise));

    const admin = await makeUser("ADMIN");
    expect((await getCreditNote(order.id, note.id, { cookie: admin.token })).status).toBe(200);
    const stranger = await buyer();
    expect((await getCreditNote(order.id, note.id, { token: stranger.token })).status).toBe(404);
    expect((await getCreditNote(order.id, note.id)).status).toBe(404);
    // A note is only found under its own order.
    const other = await deliveredOrder({ user });
    expect((await getCreditNote(other.order.id, note.id, { token: user.token })).status).toBe(404);
  });
});

describe("GET /orders/{id}/invoice", () => {
  it("gives the owner a PDF with the HSN codes, IGST for a buyer in another state, and the total in words", async () => {
    const { user, order } = await deliveredOrder();
    const response = await getInvoice(order.id, { token: user.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="invoice-${invoice.number.replaceAll("/", "-")}.pdf"`);

    const text = await pdfText(response);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(`Invoice number: ${invoice.number}`);
    expect(text).toContain("Kurta Shop Private Limited");
    // The seller's address is the shop's, the one the footer and the contact page show.
    expect(text).toContain("GSTIN: 07AAACK1234M1Z5");
    expect(text.replace(/\s+/g, " ")).toContain(SHOP.oneLineAddress);
    expect(text).toContain("State: Delhi (code 07)");
    expect(text).toContain("Priya Sharma");
    expect(text).toContain("Pune, Maharashtra 411001");
    expect(text).toContain("Maharashtra (code 27)");
    expect(text).toMatch(/6211[\s\S]*6204|6204[\s\S]*6211/);
    expect(text).toContain("IGST");
    expect(text).not.toContain("CGST");
    expect(text).not.toContain("SGST");
    // 3 × ₹1,499 at 5%: ₹4,497 taxable, ₹224.85 IGST, ₹4,721.85 collected in cash as ₹4,722, as the order was charged.
    expect(order.totalPaise).toBe(472_200);
    expect(text).toContain("₹4,497.00");
    expect(text).toContain("₹224.85");
    expect(text).toMatch(/Round off\s+\+₹0\.15/);
    expect(text).toMatch(/Invoice total\s+₹4,722\.00/);
    expect(text).toContain("Rupees Four Thousand Seven Hundred Twenty-Two Only");
  });

  it("splits the tax into CGST and SGST for a buyer in the seller's state", async () => {
    const { user, order } = await deliveredOrder({ state: "Delhi" });
    const text = await pdfText(await getInvoice(order.id, { token: user.token }));
    expect(text).toContain("Delhi (code 07)");
    expect(text).toContain("CGST");
    expect(text).toContain("SGST");
    expect(text).not.toContain("IGST");
    // ₹224.85 of GST: ₹112.43 central (the odd paisa), ₹112.42 state.
    expect(text).toContain("₹112.43");
    expect(text).toContain("₹112.42");
    expect(text).toMatch(/Invoice total\s+₹4,722\.00/);
  });

  it("is where the order detail's Invoice link points, once the order is shipped", async () => {
    const { user, order } = await deliveredOrder();
    expect((await getOrderById(user.ctx, { orderId: order.id })).invoiceLink).toBe(`/orders/${order.id}/invoice`);
    await db.order.update({ where: { id: order.id }, data: { status: "SHIPPED" } });
    expect((await getOrderById(user.ctx, { orderId: order.id })).invoiceLink).toBe(`/orders/${order.id}/invoice`);
    await db.order.update({ where: { id: order.id }, data: { status: "CONFIRMED" } });
    expect((await getOrderById(user.ctx, { orderId: order.id })).invoiceLink).toBeNull();
  });

  it("shows the same invoice every time, and to an admin", async () => {
    const { user, order } = await deliveredOrder();
    const admin = await makeUser("ADMIN");
    const first = await pdfText(await getInvoice(order.id, { token: user.token }));
    const response = await getInvoice(order.id, { cookie: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(first).toContain(invoice.number);
    expect(await pdfText(response)).toContain(invoice.number);
    expect(await db.invoice.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("answers 404 to another customer, to a visitor, for an unknown order and before the order may be invoiced", async () => {
    const { order } = await deliveredOrder();
    const stranger = await buyer();
    const other = await getInvoice(order.id, { token: stranger.token });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ success: false, message: "Order not found" });
    expect((await getInvoice(order.id)).status).toBe(404);
    expect((await getInvoice("no-such-order", { token: stranger.token })).status).toBe(404);
    expect((await getInvoice("x".repeat(5_000), { token: stranger.token })).status).toBe(404);
    // Neither of them made the order invoiced.
    expect(await db.invoice.count({ where: { orderId: order.id } })).toBe(0);

    const pending = await createOrderFor(stranger.id);
    const early = await getInvoice(pending.id, { token: stranger.token });
    expect(early.status).toBe(404);
    expect(await early.json()).toEqual({ success: false, message: "The invoice is issued once the order is paid or shipped" });
  });
});
