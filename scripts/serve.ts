import { createServer } from "node:http";
import next from "next";
import { parseEnv } from "../lib/env";
import { stampClientIp } from "../lib/http/client-ip";

// The HTTP server of `npm start` and `npm run dev` (started by scripts/start.ts): Next.js's own
// request handler behind a Node server that can see the TCP peer, which `next start` hides from
// route handlers. Every request gets the client's address in a header the client cannot forge.
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT);
const { TRUSTED_PROXY_HOPS } = parseEnv(process.env);

const server = createServer();
const app = next({ dev, port, httpServer: server });
await app.prepare();
const handle = app.getRequestHandler();
server.on("request", (request, response) => {
  stampClientIp(request, TRUSTED_PROXY_HOPS);
  void handle(request, response);
});
server.listen(port, () => console.log(`Listening on port ${port} (${dev ? "development" : "production"})`));

let closing = false;
function close() {
  if (closing) return;
  closing = true;
  server.close();
  server.closeIdleConnections();
  void app.close().finally(() => process.exit(0));
}
process.on("SIGINT", close);
process.on("SIGTERM", close);
