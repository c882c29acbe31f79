import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedDb } from "../../scripts/lib/embedded-db";
import { applyMigrations } from "../../scripts/lib/migrate";
import { createDatabase, dropDatabasesNamed, uniqueName } from "../support/databases";
import { releaseExitHooks } from "../support/exit-hooks";
import { freePort } from "../support/free-port";

// A fresh, migrated template database for every run, on the server DATABASE_URL names (local only)
// or on a throwaway embedded PostgreSQL; setup-env.ts gives each test file its own copy of it. Both
// integration projects (vitest.config.ts) run this in the one main process, and share the one server.
type Run = { serverUrl: string; templateDatabase: string; uploadsDir: string; stop: () => Promise<void> };
const shared = globalThis as unknown as { integrationRun?: { projects: number; run: Promise<Run> } };

export default async function setup(project: TestProject) {
  shared.integrationRun ??= { projects: 0, run: start() };
  const current = shared.integrationRun;
  current.projects++;
  const { serverUrl, templateDatabase, uploadsDir, stop } = await current.run;
  project.provide("serverUrl", serverUrl);
  project.provide("templateDatabase", templateDatabase);
  project.provide("uploadsDir", uploadsDir);
  return async () => {
    if (--current.projects > 0) return;
    shared.integrationRun = undefined;
    await stop();
  };
}

async function start(): Promise<Run> {
  // Each run gets its own server folder and port, so two runs at once never meet.
  const embeddedDir = mkdtempSync(path.join(os.tmpdir(), "kurta-test-pg-"));
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedDb({
        dataDir: embeddedDir,
        port: Number(process.env.TEST_PG_PORT) || (await freePort()),
        database: "postgres",
        fresh: true,
        unsafeFast: true,
      });
  const serverUrl = process.env.DATABASE_URL || embedded!.url;
  const templateDatabase = uniqueName("kurta_test");
  await applyMigrations(await createDatabase(serverUrl, templateDatabase));
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), "kurta-uploads-"));
  const stop = async () => {
    await dropDatabasesNamed(serverUrl, templateDatabase);
    await embedded?.stop();
    releaseExitHooks();
    for (const dir of [embeddedDir, uploadsDir]) rmSync(dir, { recursive: true, force: true });
  };
  return { serverUrl, templateDatabase, uploadsDir, stop };
}

declare module "vitest" {
  export interface ProvidedContext {
    serverUrl: string;
    /** The run's migrated database; test files work on copies of it (its name + "_" + a suffix). */
    templateDatabase: string;
    uploadsDir: string;
  }
}
