import { pdfResponse } from "@/lib/http/pdf-response";
import { orderInvoicePdf } from "@/lib/orders/order-invoice";

export async function GET(request: Request, { params }: RouteContext<"/orders/[id]/invoice">): Promise<Response> {
  const { id } = await params;
  return pdfResponse(request, (ctx) => orderInvoicePdf(ctx, id));
}
