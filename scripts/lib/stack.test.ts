import { afterEach, describe, expect, it, vi } from "vitest";
import { EnvError } from "../../lib/env";
import { bringUp } from "./stack";

describe("bringUp", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("refuses demo mode on a database of another machine before touching it", async () => {
    vi.stubEnv("DATABASE_URL", "postgresql://shop:pw@db.invalid:5432/shop");
    vi.stubEnv("DEMO_MODE", "true");
    vi.stubEnv("AUTH_SECRET", "x".repeat(32));
    vi.stubEnv("ALLOW_DEMO_WITH_REMOTE_DATABASE", "");
    const attempt = bringUp({ dataDir: ".data/never-used", port: 3999 });
    await expect(attempt).rejects.toBeInstanceOf(EnvError);
    await expect(attempt).rejects.toThrow(/ALLOW_DEMO_WITH_REMOTE_DATABASE=true/);
  });
});
