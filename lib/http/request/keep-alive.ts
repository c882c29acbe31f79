import type { Server } from "node:http";

/** How long an idle kept-alive connection stays open: longer than a load balancer's idle timeout. */
const KEEP_ALIVE_MS = 65_000;

/**
 * A load balancer keeps its connections to an instance open for about a minute (an AWS ALB 60 s, by default) and
 * reuses them; Node closes an idle one after 5 s, so a request sent as it closes met a reset (a 502 for the shopper,
 * ECONNRESET for a client). The server keeps them longer than that. Used by `npm start` (scripts/serve.ts) and the
 * tests' HTTP door.
 */
export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
