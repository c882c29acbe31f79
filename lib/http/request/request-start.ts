import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isLoggedRoute, logRequest, requestContext, requestIdFor, routeOf, type RequestContext } from "@/lib/log";
import { isReadablePath } from "@/lib/storable-text";
import { stampClientIp } from "./client-ip";

// What every request gets before Next.js sees it, however the shop is served: scripts/serve.ts,
// plain `next start`, or a Vercel function. Node publishes each request its HTTP server takes on
// this channel before any listener runs, so instrumentation.ts (which every shape runs) subscribes
// here: the client's address from the TCP peer, an id echoed in `x-request-id`, and one JSON line
// in the log when the response ends.
const store = globalThis as unknown as { requestsWatched?: boolean };

/** trustProxyHeaders: a proxy of ours sets x-request-id and X-Forwarded-Host (lib/http/request/client-ip.ts's behindOurProxy). */
type Options = { trustedHops: number; trustProxyHeaders: boolean };

/** Subscribes once per process (scripts/serve.ts and the bundled app each load this module). */
export function watchRequests(options: Options): void {
  if (store.requestsWatched) return;
  store.requestsWatched = true;
  subscribe("http.server.request.start", (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    startRequest(request, response, options);
  });
}

/**
 * What the app may believe of a request's headers: the client's address from the TCP peer and the
 * trusted proxies, and X-Forwarded-Host only from a proxy of ours. Without one, Next.js sets it from
 * Host, and its own same-origin check of server actions compares with that.
 */
export function settleProxyHeaders(
  request: Pick<IncomingMessage, "headers" | "socket">,
  { trustedHops, trustProxyHeaders }: Options,
): void {
  stampClientIp(request, trustedHops);
  if (!trustProxyHeaders) delete request.headers["x-forwarded-host"];
}

function startRequest(request: IncomingMessage, response: ServerResponse, options: Options): void {
  const started = performance.now();
  const context: RequestContext = { id: requestIdFor(request.headers["x-request-id"], options.trustProxyHeaders) };
  request.headers["x-request-id"] = context.id;
  response.setHeader("x-request-id", context.id);
  settleProxyHeaders(request, options);
  // Only a POST runs a server action; on any other request the header would only make Next.js skip
  // middleware.ts, whose matcher leaves out server actions and cannot name a method.
  if (request.method !== "POST") delete request.headers["next-action"];
  // An address no page can hold (a NUL byte, broken UTF-8) is unknown. Next.js's router answers
  // one with a bare 500 before middleware.ts or any page runs (a path with a dot skips the middleware).
  if (!isReadablePath((request.url ?? "/").split("?")[0]!)) request.url = "/_not-found";
  const route = routeOf(request.url ?? "/");
  if (isLoggedRoute(route)) {
    response.once("close", () =>
      logRequest(context, {
        method: request.method ?? "",
        route,
        status: response.statusCode,
        durationMs: Math.round(performance.now() - started),
        finished: response.writableFinished,
      }),
    );
  }
  // Published just before the server's listener is called: what runs from here on, the request's
  // whole handling, sees this context (the app notes the signed-in user on it, lib/auth/caller.ts).
  requestContext.enterWith(context);
}
