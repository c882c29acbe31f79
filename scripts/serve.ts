import { createServer } from "node:http";
import next from "next";
import { assertRedisAnswers } from "../lib/cache/redis";
import { parseEnv } from "../lib/env";
import { behindOurProxy } from "../lib/http/request/client-ip";
import { keepIdleConnections } from "../lib/http/request/keep-alive";
import { watchRequests } from "../lib/http/request/request-start";
import { onShutdown, runShutdownHooks, startDraining } from "../lib/shutdown";

// The HTTP server of `npm start` and `npm run dev` (started by scripts/start.ts): Next.js's own
// request handler behind a Node server of ours, which checks Redis before it listens and, on
// SIGTERM, leaves the way a load balancer expects. Each request's address, id and log line come
// from lib/http/request/request-start.ts, as under plain `next start`.
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT);
const env = parseEnv(process.env);
const { REDIS_URL, SHUTDOWN_DELAY_MS } = env;
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
keepIdleConnections(server);
let closing = false;
// Instrumentation.ts subscribes too when the app is prepared (next dev may do so on its first
// request); the first to subscribe does it for the process.
watchRequests({ trustedHops: env.TRUSTED_PROXY_HOPS, trustProxyHeaders: behindOurProxy(env) });
const app = next({ dev, port, httpServer: server });
await app.prepare();
onShutdown("next", () => app.close(), { stage: "work" });
const handle = app.getRequestHandler();
server.on("request", (request, response) => {
  // Once stopping, no connection is kept for a next request that might find it closed.
  if (closing) response.setHeader("connection", "close");
  void handle(request, response);
});
server.listen(port, () => console.log(`Listening on port ${port} (${dev ? "development" : "production"})`));

// SIGTERM (a deploy, a scale-in): readiness answers 503 at once, and the server keeps accepting for
// SHUTDOWN_DELAY_MS while the load balancer notices; then it stops accepting, lets the requests in
// flight finish (at most DRAIN_MS), closes Next, the job queue, the database pools and Redis (each
// within its time limit, lib/shutdown.ts, whatever state those services are in), and exits 0.
// SIGINT (Ctrl-C) skips the wait; a second signal stops at once.
async function shutdown(signal: string) {
  if (closing) {
    console.warn(`${signal} again: stopping now, without waiting for the rest.`);
    process.exit(1);
  }
  closing = true;
  startDraining();
  const delay = signal === "SIGTERM" ? SHUTDOWN_DELAY_MS : 0;
  console.log(`${signal}: readiness answers 503; accepting for ${delay} ms more, then finishing the requests in flight.`);
  await new Promise((resolve) => setTimeout(resolve, delay));
  console.log("No longer accepting connections; finishing the requests in flight, then stopping.");
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
  await runShutdownHooks();
  console.log("Stopped.");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
