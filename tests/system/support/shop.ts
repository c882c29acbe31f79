import { createRequire } from "node:module";
import { inject } from "vitest";
import { freePort } from "../../support/free-port";
import { startProcess, waitFor, type Proc } from "./processes";

// The production build (made by the global setup) served by real processes: scripts/serve.ts as
// `npm start` runs it, or plain `next start` as a platform such as Vercel runs it, and the job
// worker of `npm run worker`.
export type Shop = {
  url: string;
  proc: Proc;
  /** A request as a browser or client would send it; `ip` is the client address a proxy reports. */
  fetch: (path: string, init?: RequestInit & { ip?: string }) => Promise<Response>;
  /** A JSON call of /api/v1 (or any JSON route): its status and parsed body. */
  api: <T = Record<string, unknown>>(path: string, options?: ApiOptions) => Promise<{ status: number; body: T }>;
};
/** Variables for one process, on top of the shop's environment. */
export type EnvVars = Record<string, string>;
export type ApiOptions = { method?: string; json?: unknown; token?: string; ip?: string; headers?: Record<string, string> };

export const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");

/** The environment every process of the shop gets: the database, demo mode, the shared secret. */
export function shopEnv(extra: EnvVars = {}): NodeJS.ProcessEnv {
  // SIGTERM stops at once unless a test asks for the load balancer's delay (health-shutdown.test.ts).
  return { ...process.env, ...inject("systemEnv"), RUN_WORKER: "false", SHUTDOWN_DELAY_MS: "0", ...extra, NODE_ENV: "production" };
}

/**
 * One web instance on a free port, ready when its liveness endpoint answers. It sits behind one
 * proxy (TRUSTED_PROXY_HOPS=1), so a test names each client's address in X-Forwarded-For.
 */
export async function startShop({ env = {}, plain = false }: { env?: EnvVars; plain?: boolean } = {}): Promise<Shop> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fullEnv = shopEnv({ TRUSTED_PROXY_HOPS: "1", ...env, PORT: String(port) });
  const proc = plain
    ? startProcess(process.execPath, [nextBin, "start", "--port", String(port)], fullEnv, `next start :${port}`)
    : startProcess(process.execPath, ["--import", "tsx", "scripts/serve.ts"], fullEnv, `serve :${port}`);
  const shop = shopAt(url, proc);
  await waitFor(`the shop on port ${port} to start`, async () => {
    if (proc.child.exitCode !== null) throw new Error(`it exited:\n${proc.output().slice(-3000)}`);
    return (await fetch(`${url}/api/health`)).ok;
  });
  return shop;
}

/** `npm run worker`, as a deployment with separate workers runs it. */
export function startWorker(env: EnvVars = {}): Proc {
  return startProcess(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], shopEnv(env), "worker");
}

function shopAt(url: string, proc: Proc): Shop {
  const shopFetch: Shop["fetch"] = (path, { ip, headers, ...init } = {}) =>
    fetch(`${url}${path}`, { redirect: "manual", ...init, headers: { ...(ip ? { "x-forwarded-for": ip } : {}), ...headers } });
  return {
    url,
    proc,
    fetch: shopFetch,
    api: async (path, { method, json, token, ip, headers } = {}) => {
      const response = await shopFetch(path, {
        method: method ?? (json === undefined ? "GET" : "POST"),
        ip,
        headers: {
          ...(json === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = { text };
      }
      return { status: response.status, body: body as never };
    },
  };
}
