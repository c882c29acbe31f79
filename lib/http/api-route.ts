import "server-only";
import { unstable_rethrow } from "next/navigation";
import { callerFrom, type Ctx } from "@/lib/auth/caller";
import { requireAdmin, requireUser } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { toAppError } from "@/lib/to-app-error";
import { corsHeaders } from "./response/cors";
import { readInput, type ReadOptions } from "./request/read-input";
import { clientIp, isSameOrigin } from "./request/request-meta";

// The /api/v1 door: who is calling, their input, the domain function, the spec's JSON shape.
// It holds no rules of its own; access and validation live in the domain functions.
type Access = "public" | "user" | "admin";

// Every answer depends on who asks (the caller is read for each one), so no shared cache may keep
// it; a route whose answer is the same for everyone sets its own header (shipping/serviceability).
const PRIVATE = { "Cache-Control": "private, no-store" };
type Handler = (ctx: Ctx, input: Record<string, unknown>, request: Request) => Promise<Record<string, unknown>>;

export function apiRoute(access: Access, handler: Handler, options: ReadOptions = {}) {
  const answer = async (request: Request): Promise<Response> => {
    try {
      const caller = await callerFrom(request.headers);
      const changes = request.method !== "GET" && request.method !== "HEAD";
      if (caller?.source === "cookie" && changes && !isSameOrigin(request.headers)) {
        throw new AppError("forbidden", "Cross-site request refused");
      }
      if (access === "user") requireUser(caller);
      if (access === "admin") requireAdmin(caller);
      const input = await readInput(request, options);
      const body = await handler({ caller, ip: clientIp(request.headers) }, input, request);
      return Response.json({ success: true, ...body }, { headers: PRIVATE });
    } catch (error) {
      // Next.js's own signals (a prerender stopping at the request's headers) are not errors.
      unstable_rethrow(error);
      return errorResponse(error);
    }
  };
  return async (request: Request): Promise<Response> => {
    const response = await answer(request);
    for (const [name, value] of Object.entries(corsHeaders(request.headers))) response.headers.set(name, value);
    return response;
  };
}

export function errorResponse(error: unknown): Response {
  const known = toAppError(error);
  if (known) {
    return Response.json(
      { success: false, message: known.message, ...(known.fields ? { errors: known.fields } : {}) },
      {
        status: known.status,
        headers: { ...PRIVATE, ...(known.retryAfterSeconds ? { "Retry-After": String(known.retryAfterSeconds) } : {}) },
      },
    );
  }
  log.error({ err: error }, "request failed");
  return Response.json({ success: false, message: "Something went wrong. Please try again." }, { status: 500, headers: PRIVATE });
}
