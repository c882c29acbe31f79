import { pdfResponse } from "@/lib/http/pdf-response";
import { creditNotePdf } from "@/lib/orders/order-invoice";

export async function GET(request: Request, { params }: RouteContext<"/orders/[id]/credit-notes/[noteId]">): Promise<Response> {
  const { id, noteId } = await params;
  return pdfResponse(request, (ctx) => creditNotePdf(ctx, id, noteId));
}
