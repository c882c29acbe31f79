import { callerFrom } from "@/lib/auth/caller";
import { errorResponse } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/request-meta";
import { orderInvoicePdf } from "@/lib/invoices/order-invoice";

export async function GET(request: Request, { params }: RouteContext<"/orders/[id]/invoice">): Promise<Response> {
  try {
    const { id } = await params;
    const caller = await callerFrom(request.headers);
    const { filename, pdf } = await orderInvoicePdf({ caller, ip: clientIp(request.headers) }, id);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${filename}"`,
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
