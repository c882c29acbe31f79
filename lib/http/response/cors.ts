import { getEnv } from "@/lib/env";

// Cross-origin calls to /api/v1 from the shops' own clients on other hosts (CORS_ORIGINS): those
// origins get preflights and answers a browser lets their pages read, with credentials; every other
// origin gets no Access-Control-Allow-* header at all, so the browser keeps our answers from it.
// Cookie-authenticated changes are still refused from any other origin (lib/http/api-route.ts):
// the clients on other hosts send their bearer token.

const ALLOWED_METHODS = "GET, POST, PUT, PATCH, DELETE";
const ALLOWED_HEADERS = "Authorization, Content-Type, Idempotency-Key";
/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = "600";

function allowedOrigin(headers: Headers): string | null {
  const origin = headers.get("origin");
  return origin && getEnv().CORS_ORIGINS.includes(origin) ? origin : null;
}

/** The headers of an answer to an allowed origin (none for another); answers always vary by origin. */
export function corsHeaders(headers: Headers): Record<string, string> {
  const origin = allowedOrigin(headers);
  if (!origin) return { Vary: "Origin" };
  return {
    Vary: "Origin",
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
    "Access-Control-Expose-Headers": "Retry-After",
  };
}

/** The answer to a preflight (OPTIONS with Access-Control-Request-Method) of an /api/v1 call. */
export function preflight(request: Request): Response {
  const headers: Record<string, string> = corsHeaders(request.headers);
  if (headers["Access-Control-Allow-Origin"]) {
    headers["Access-Control-Allow-Methods"] = ALLOWED_METHODS;
    headers["Access-Control-Allow-Headers"] = ALLOWED_HEADERS;
    headers["Access-Control-Max-Age"] = PREFLIGHT_MAX_AGE;
  }
  return new Response(null, { status: 204, headers });
}
