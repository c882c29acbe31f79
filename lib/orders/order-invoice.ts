import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { SHOP } from "@/lib/shop";
import { AppError } from "@/lib/errors";
import { clawbackNoteDocument, creditNoteDocument, invoiceDocument, type Seller } from "@/lib/invoices/invoice-document";
import type { ClawbackState } from "@/lib/promotions/clawback";
import { renderInvoicePdf } from "@/lib/invoices/invoice-pdf";
import { isInvoiceable } from "@/lib/invoices/eligibility";
import { issueInvoice } from "@/lib/invoices/issue";
import { findOrder, ORDER_NOT_FOUND, readableOwner } from "./model/lookup";

// GET /orders/{id}/invoice and /orders/{id}/credit-notes/{noteId}: an order's GST invoice and its
// credit notes as PDFs, for the order's owner and for admins. Anyone else, signed in or not, is
// told there is no such order.
//
// Until the deliver move issues invoices, the first request for a delivered order (or a
// confirmed prepaid one) issues it; later requests show the same invoice.

type Pdf = { filename: string; pdf: Buffer };

/** The order (id or public id) if the caller may see its documents; 404 otherwise. */
async function orderFor(ctx: Ctx, orderId: string) {
  const caller = ctx.caller;
  if (!caller || orderId.length > 100) throw new AppError("not_found", ORDER_NOT_FOUND);
  return findOrder(orderId, readableOwner(caller), (where) =>
    getDb().order.findFirst({ where, include: { lines: { orderBy: { id: "asc" } }, invoice: true } }),
  );
}

/** The seller: its legal name and GSTIN from the environment, its address the shop's own (lib/shop.ts), as the footer shows it. */
function seller(): Seller {
  const env = getEnv();
  return { name: env.SELLER_NAME, address: SHOP.oneLineAddress, state: SHOP.address.state, gstin: env.SELLER_GSTIN };
}

const fileName = (kind: string, number: string) => `${kind}-${number.replaceAll("/", "-")}.pdf`;

export async function orderInvoicePdf(ctx: Ctx, orderId: string): Promise<Pdf> {
  const order = await orderFor(ctx, orderId);
  if (!order.invoice && !isInvoiceable(order)) {
    throw new AppError("not_found", "The invoice is issued once the order is paid or shipped");
  }
  const invoice = order.invoice ?? (await getDb().$transaction((tx) => issueInvoice(tx, order.id)));
  const pdf = await renderInvoicePdf(invoiceDocument(invoice, order, seller()));
  return { filename: fileName("invoice", invoice.number), pdf };
}

export async function creditNotePdf(ctx: Ctx, orderId: string, noteId: string): Promise<Pdf> {
  const order = await orderFor(ctx, orderId);
  const note = noteId.length > 100 ? null : await getDb().creditNote.findFirst({ where: { id: noteId, orderId: order.id } });
  if (!note || !order.invoice) throw new AppError("not_found", "Credit note not found");
  const pdf = await renderInvoicePdf(creditNoteDocument(note, order.invoice, order, seller()));
  return { filename: fileName("credit-note", note.number), pdf };
}

export async function clawbackNotePdf(ctx: Ctx, orderId: string, noteId: string): Promise<Pdf> {
  const order = await orderFor(ctx, orderId);
  const note =
    noteId.length > 100
      ? null
      : await getDb().clawbackNote.findFirst({
          where: { id: noteId, orderId: order.id },
          include: { returnOrder: { select: { clawbackLines: true } } },
        });
  if (!note || !order.invoice) throw new AppError("not_found", "Note not found");
  const kept = (note.returnOrder.clawbackLines ?? []) as ClawbackState[];
  const newUnitDiscount = new Map(kept.map((line) => [line.orderLineId, line.unitDiscountPaise]));
  const pdf = await renderInvoicePdf(clawbackNoteDocument(note, newUnitDiscount, order.invoice, order, seller()));
  return { filename: fileName(note.kind === "DEBIT" ? "debit-note" : "credit-note", note.number), pdf };
}
