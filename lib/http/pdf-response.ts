import { callerFrom } from "@/lib/auth/caller";
import type { Ctx } from "@/lib/auth/caller";
import { errorResponse } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/request/request-meta";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** A PDF made here, or one a provider keeps at its own address (Shiprocket's labels), where the browser is sent. */
type Made = { filename: string; pdf: Buffer } | { url: string };

/** Answers a PDF made for the request's caller, shown in the browser and never cached or indexed; a failure as the API's JSON error. */
export async function pdfResponse(request: Request, make: (ctx: Ctx) => Promise<Made>): Promise<Response> {
  try {
    const caller = await callerFrom(request.headers);
    const made = await make({ caller, ip: clientIp(request.headers) });
    if ("url" in made) return new Response(null, { status: 303, headers: { Location: made.url, ...PRIVATE } });
    return new Response(new Uint8Array(made.pdf), {
      headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${made.filename}"`, ...PRIVATE },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
