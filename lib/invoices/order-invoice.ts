import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { invoiceDocument } from "./invoice-document";
import { renderInvoicePdf } from "./invoice-pdf";
import { isInvoiceable } from "./eligibility";
import { issueInvoice } from "./issue";

// GET /orders/{id}/invoice: the order's GST invoice as a PDF, for its owner and for admins.
// Anyone else, signed in or not, is told there is no such order.
//
// Until the deliver move issues invoices, the first request for a delivered order (or a
// confirmed prepaid one) issues it; later requests show the same invoice.

const NOT_FOUND = "Order not found";

export async function orderInvoicePdf(ctx: Ctx, orderId: string): Promise<{ filename: string; pdf: Buffer }> {
  const caller = ctx.caller;
  if (!caller || orderId.length > 100) throw new AppError("not_found", NOT_FOUND);
  const db = getDb();
  const where = { OR: [{ id: orderId }, { publicOrderId: orderId }], ...(caller.role === "ADMIN" ? {} : { userId: caller.id }) };
  const order = await db.order.findFirst({ where, include: { lines: { orderBy: { id: "asc" } }, invoice: true } });
  if (!order) throw new AppError("not_found", NOT_FOUND);
  if (!order.invoice && !isInvoiceable(order)) {
    throw new AppError("not_found", "The invoice is issued once the order is paid or delivered");
  }
  const invoice = order.invoice ?? (await db.$transaction((tx) => issueInvoice(tx, order.id)));
  const env = getEnv();
  const seller = { name: env.SELLER_NAME, address: env.SELLER_ADDRESS, state: env.SELLER_STATE, gstin: env.SELLER_GSTIN };
  const pdf = await renderInvoicePdf(invoiceDocument(invoice, order, seller));
  return { filename: `invoice-${invoice.number.replaceAll("/", "-")}.pdf`, pdf };
}
