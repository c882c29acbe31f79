import type { TestProject } from "vitest/node";
import { buildIfStale } from "../../scripts/lib/build-if-stale";
import { bringUp } from "../../scripts/lib/stack";
import { releaseExitHooks } from "../support/exit-hooks";

// The system tests run the production build as real processes. They share the end-to-end tests'
// database (the same folder and port, so the build those tests made is reused as it is; run alone,
// this makes both) and the environment `npm start` would give the server.
export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT || 3100);
  Object.assign(process.env, { DATABASE_URL: "", DEMO_MODE: "", EMBEDDED_PG_PORT: process.env.E2E_PG_PORT || "54339" });
  const { env, embedded, databaseStamp } = await bringUp({ dataDir: process.env.E2E_DATA_DIR || ".data/e2e", port, seedSize: 60 });
  buildIfStale(env, databaseStamp);
  project.provide("systemEnv", {
    DATABASE_URL: env.DATABASE_URL!,
    DEMO_MODE: "true",
    AUTH_SECRET: env.AUTH_SECRET!,
    UPLOADS_DIR: env.UPLOADS_DIR!,
    APP_URL: env.APP_URL!,
  });
  return async () => {
    await embedded?.stop();
    releaseExitHooks();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    systemEnv: Record<string, string>;
  }
}
