import { createServer } from "node:http";
import next from "next";
import { assertRedisAnswers } from "../lib/cache/redis";
import { parseEnv } from "../lib/env";
import { stampClientIp } from "../lib/http/client-ip";
import { isLoggedRoute, logRequest, requestContext, requestIdFor, routeOf, type RequestContext } from "../lib/log";
import { runShutdownHooks } from "../lib/shutdown";

// The HTTP server of `npm start` and `npm run dev` (started by scripts/start.ts): Next.js's own
// request handler behind a Node server that can see the TCP peer, which `next start` hides from
// route handlers. Every request gets the client's address in a header the client cannot forge,
// an id (echoed in `x-request-id`), and one JSON line in the log when it ends.
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT);
const { TRUSTED_PROXY_HOPS, REDIS_URL, VERCEL } = parseEnv(process.env);
/** How long SIGTERM waits for requests in flight before cutting them (a load balancer's drain is ~30 s). */
const DRAIN_MS = 25_000;

// With REDIS_URL the cache and the rate limits live in Redis: without it the instance must not start
// (it would serve pages nobody else can expire).
if (REDIS_URL) {
  try {
    await assertRedisAnswers(REDIS_URL);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const server = createServer();
const app = next({ dev, port, httpServer: server });
await app.prepare();
const handle = app.getRequestHandler();
server.on("request", (request, response) => {
  const started = performance.now();
  const context: RequestContext = { id: requestIdFor(request.headers["x-request-id"], TRUSTED_PROXY_HOPS > 0 || VERCEL) };
  request.headers["x-request-id"] = context.id;
  response.setHeader("x-request-id", context.id);
  stampClientIp(request, TRUSTED_PROXY_HOPS);
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
  // The app notes the signed-in user on this request's context (lib/auth/caller.ts).
  requestContext.run(context, () => void handle(request, response));
});
server.listen(port, () => console.log(`Listening on port ${port} (${dev ? "development" : "production"})`));

// SIGTERM (a deploy, a scale-in) or SIGINT: stop accepting connections, let the requests in
// flight finish (at most DRAIN_MS), close the database and the other connections, exit 0.
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: finishing the requests in flight, then stopping.`);
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // A kept-alive connection counts until it is idle; close each as soon as it is.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    console.warn(`Requests still running after ${DRAIN_MS / 1000} s were cut.`);
    server.closeAllConnections();
  }, DRAIN_MS);
  server.closeIdleConnections();
  await drained;
  clearInterval(idle);
  clearTimeout(cut);
  await app.close();
  await runShutdownHooks();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
