import { pdfResponse } from "@/lib/http/pdf-response";
import { clawbackNotePdf } from "@/lib/orders/order-invoice";

export async function GET(request: Request, { params }: RouteContext<"/orders/[id]/clawback-notes/[noteId]">): Promise<Response> {
  const { id, noteId } = await params;
  return pdfResponse(request, (ctx) => clawbackNotePdf(ctx, id, noteId));
}
