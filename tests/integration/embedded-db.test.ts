import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedDb } from "../../scripts/lib/embedded-db";
import { freePort } from "../support/free-port";

// `npm start` without DATABASE_URL: the embedded PostgreSQL keeps its data across restarts.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "kurta-embedded-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("the embedded database", () => {
  it("keeps its data when it is stopped and started again", async () => {
    // A port the system has free at each start: a random one once met another server's in CI.
    const first = await startEmbeddedDb({ dataDir, port: await freePort(), database: "shop" });
    await query(first.url, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')");
    await first.stop();

    const second = await startEmbeddedDb({ dataDir, port: await freePort(), database: "shop" });
    try {
      expect(await query(second.url, "SELECT note FROM kept")).toEqual([{ note: "still here" }]);
    } finally {
      await second.stop();
    }
  });
});
