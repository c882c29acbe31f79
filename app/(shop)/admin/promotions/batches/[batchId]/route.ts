import { unstable_rethrow } from "next/navigation";
import { callerFrom } from "@/lib/auth/caller";
import { errorResponse } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/request/request-meta";
import { codeBatchCsv } from "@/lib/promotions/admin/batches";

// A batch's codes as CSV (admins only), for the owner to hand out. Outside /api/v1, whose calls all answer JSON.
export async function GET(request: Request, { params }: RouteContext<"/admin/promotions/batches/[batchId]">): Promise<Response> {
  try {
    const { batchId } = await params;
    const csv = await codeBatchCsv({ caller: await callerFrom(request.headers), ip: clientIp(request.headers) }, batchId);
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="codes-${batchId.slice(0, 8)}.csv"`,
        "cache-control": "no-store",
      },
    });
  } catch (error) {
    unstable_rethrow(error);
    return errorResponse(error);
  }
}
