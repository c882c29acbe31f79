import type { Instrumentation } from "next";

// Next.js calls these in every server process: `next start`, scripts/serve.ts, and each of
// Vercel's function instances, where there is no start script to check the environment.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A wrong environment (on Vercel, a missing UPLOADTHING_TOKEN or CRON_SECRET) stops the server
  // before its first request, with the message naming the variable.
  const { getEnv } = await import("@/lib/env");
  const env = getEnv();
  // The client's address, the request id and the request log, in every shape (lib/http/request/request-start.ts).
  const [{ watchRequests }, { behindOurProxy }] = await Promise.all([
    import("@/lib/http/request/request-start"),
    import("@/lib/http/request/client-ip"),
  ]);
  watchRequests({ trustedHops: env.TRUSTED_PROXY_HOPS, trustProxyHeaders: behindOurProxy(env) });
}

/** An error no door caught: lib/http/request/request-failed.ts logs it (the client sees Next's error page). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { requestFailed } = await import("@/lib/http/request/request-failed");
  requestFailed(error, request, context.routeType);
};
