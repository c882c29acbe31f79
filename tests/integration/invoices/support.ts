import { extractText } from "unpdf";
import { GET as invoiceRoute } from "@/app/(shop)/orders/[id]/invoice/route";
import { cashOnDelivery } from "@/lib/orders/place-order";
import { db, sessionCookie } from "../../support/api";
import { buyer, fillCart, kurta, newKey, type Buyer } from "../orders/fixtures";

// Orders to invoice, and the invoice route called as Next.js would.

/** A delivered order placed through the real checkout: 2 Indigo kurtas (HSN 6211) and 1 of HSN 6204. */
export async function deliveredOrder(options: { state?: string; user?: Buyer } = {}) {
  const user = options.user ?? (await buyer());
  if (options.state) await db.address.update({ where: { id: user.addressId }, data: { state: options.state, city: "Lucknow" } });
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

export async function getInvoice(orderId: string, auth: { token?: string; cookie?: string } = {}) {
  const headers = new Headers();
  if (auth.token) headers.set("authorization", `Bearer ${auth.token}`);
  if (auth.cookie) headers.set("cookie", sessionCookie(auth.cookie));
  const request = new Request(`http://localhost:3000/orders/${encodeURIComponent(orderId)}/invoice`, { headers });
  return invoiceRoute(request, { params: Promise.resolve({ id: orderId }) });
}

/** The text of a PDF, page after page. */
export async function pdfText(response: Response): Promise<string> {
  const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
  return text;
}
