import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { databaseSeenBack } from "@/lib/db-errors";
import { forgetEnv } from "@/lib/env";
import { runShutdownHooks } from "@/lib/shutdown";
import { createDatabase } from "../support/databases";

// The files of a worker share one module graph (vitest.config.ts): what the previous file opened on
// its database (Prisma client, job queue, rate-limit pool) is closed and forgotten, and the
// environment read afresh, before this file gets its own.
await runShutdownHooks();
forgetEnv();
databaseSeenBack();

// Every test file gets a database of its own, copied from the run's migrated template, and an
// uploads folder of its own, so files run in parallel without meeting; all in demo mode (local twins).
// The demo seed's pictures (the same bytes for every file) are drawn once a run, in a folder they share.
const template = inject("templateDatabase");
const uploads = mkdtempSync(path.join(inject("uploadsDir"), "file-"));
const seedPictures = path.join(inject("uploadsDir"), "seed");
mkdirSync(seedPictures, { recursive: true });
symlinkSync(seedPictures, path.join(uploads, "seed"));
Object.assign(process.env, {
  DATABASE_URL: await createDatabase(inject("serverUrl"), `${template}_${randomBytes(4).toString("hex")}`, template),
  DEMO_MODE: "true",
  AUTH_SECRET: "integration-tests-secret-0123456789abcdef",
  UPLOADS_DIR: uploads,
  // The races send more requests at once than the pool has connections, and on a loaded machine the
  // last ones waited more than the 5 s default for a connection, or the 10 s statement timeout for
  // the product's lock, and were answered 503 busy: here load slows a race, it does not change its
  // answers (decision 061). db-busy.test.ts tests those limits with short ones of its own.
  DB_CONNECT_TIMEOUT_MS: "60000",
  DB_STATEMENT_TIMEOUT_MS: "60000",
});
