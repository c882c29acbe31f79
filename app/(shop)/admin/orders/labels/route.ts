import { pdfResponse } from "@/lib/http/pdf-response";
import { shippingLabels } from "@/lib/orders/shipments/shipping-labels";

// Admins: the shipping labels of the selected shipped orders (?ids=<id>,<id>…), one PDF (Manage Orders' "Labels (PDF)").
export async function GET(request: Request) {
  const orderIds = (new URL(request.url).searchParams.get("ids") ?? "").split(",").filter(Boolean);
  return pdfResponse(request, async (ctx) => {
    const labels = await shippingLabels(ctx, { orderIds });
    return "url" in labels ? labels : { filename: `labels-${new Date().toISOString().slice(0, 10)}.pdf`, pdf: labels.pdf };
  });
}
