import { callerFrom } from "@/lib/auth/caller";
import type { Ctx } from "@/lib/auth/caller";
import { errorResponse } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/request-meta";

/** Answers a PDF made for the request's caller, shown in the browser and never cached or indexed; a failure as the API's JSON error. */
export async function pdfResponse(request: Request, make: (ctx: Ctx) => Promise<{ filename: string; pdf: Buffer }>): Promise<Response> {
  try {
    const caller = await callerFrom(request.headers);
    const { filename, pdf } = await make({ caller, ip: clientIp(request.headers) });
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
