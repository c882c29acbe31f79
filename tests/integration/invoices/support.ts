import { extractText } from "unpdf";
import { GET as clawbackNoteRoute } from "@/app/(shop)/orders/[id]/clawback-notes/[noteId]/route";
import { GET as creditNoteRoute } from "@/app/(shop)/orders/[id]/credit-notes/[noteId]/route";
import { GET as invoiceRoute } from "@/app/(shop)/orders/[id]/invoice/route";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { db, sessionCookie } from "../../support/api";
import { buyer, fillCart, kurta, newKey, type Buyer } from "../orders/fixtures";

// Orders to invoice, and the invoice route called as Next.js would.

/** A delivered order placed through the real checkout: 2 Indigo kurtas (HSN 6211) and 1 of HSN 6204. */
export async function deliveredOrder(options: { state?: string; user?: Buyer } = {}) {
  const user = options.user ?? (await buyer());
  if (options.state)
    await db.address.update({ where: { id: user.addressId }, data: { state: options.state, city: "New Delhi", pinCode: "110001" } });
  const first = await kurta();
  const second = await kurta();
  await db.product.update({ where: { id: second.product.id }, data: { hsn: "6204" } });
  await fillCart(user.id, [
    { sizeId: first.S.id, quantity: 2 },
    { sizeId: second.M.id, quantity: 1 },
  ]);
  const placed = await cashOnDelivery(
    user.ctx,
    {
      addressId: user.addressId,
      cart: [
        { sizeId: first.S.id, quantity: 2 },
        { sizeId: second.M.id, quantity: 1 },
      ],
    },
    newKey(),
  );
  const order = await db.order.update({
    where: { id: placed.id },
    data: { status: "DELIVERED", deliveredAt: new Date() },
    include: { lines: true },
  });
  return { user, order };
}

type Auth = { token?: string; cookie?: string };

function documentRequest(path: string, auth: Auth): Request {
  const headers = new Headers();
  if (auth.token) headers.set("authorization", `Bearer ${auth.token}`);
  if (auth.cookie) headers.set("cookie", sessionCookie(auth.cookie));
  return new Request(`http://localhost:3000${path}`, { headers });
}

export async function getInvoice(orderId: string, auth: Auth = {}) {
  const request = documentRequest(`/orders/${encodeURIComponent(orderId)}/invoice`, auth);
  return invoiceRoute(request, { params: Promise.resolve({ id: orderId }) });
}

export async function getCreditNote(orderId: string, noteId: string, auth: Auth = {}) {
  const request = documentRequest(`/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(noteId)}`, auth);
  return creditNoteRoute(request, { params: Promise.resolve({ id: orderId, noteId }) });
}

export async function getClawbackNote(orderId: string, noteId: string, auth: Auth = {}) {
  const request = documentRequest(`/orders/${encodeURIComponent(orderId)}/clawback-notes/${encodeURIComponent(noteId)}`, auth);
  return clawbackNoteRoute(request, { params: Promise.resolve({ id: orderId, noteId }) });
}

/** The text of a PDF, page after page. */
export async function pdfText(response: Response): Promise<string> {
  const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
  return text;
}
