import { afterAll, afterEach, describe, expect, it } from "vitest";
import { sendEmail } from "@/lib/email/send-email";
import { getEnv } from "@/lib/env";
import { cronCall } from "@/lib/worker/cron";
import { drainJobs } from "@/lib/worker/drain";
import { PERIODIC } from "@/lib/jobs/periodic";
import { db } from "../../support/api";

// The cron route's work (app/api/cron/jobs calls cronCall after `connection()`, which needs a
// Next.js request), called with the headers Vercel Cron sends.
const SECRET = "cron-secret-for-the-integration-tests";
const env = getEnv();

afterEach(() => {
  env.CRON_SECRET = undefined;
});
afterAll(() => db.$disconnect());

function callCron(authorization?: string): Promise<Response> {
  return cronCall(new Headers(authorization ? { authorization } : {}));
}

/** The minute of now: no period of the periodic jobs is shorter, so two calls in one minute share every slot. */
const slot = () => Math.floor(Date.now() / 60_000);

describe("GET /api/cron/jobs", () => {
  it("does not exist without CRON_SECRET (a Node host runs the worker instead)", async () => {
    const response = await callCron(`Bearer ${SECRET}`);
    expect(response.status).toBe(404);
  });

  it("refuses a caller without the bearer secret", async () => {
    env.CRON_SECRET = SECRET;
    for (const authorization of [undefined, `Bearer ${SECRET}x`, `Basic ${SECRET}`, SECRET]) {
      const response = await callCron(authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("queues each periodic job once per slot, and runs the due jobs with the worker's handlers", async () => {
    env.CRON_SECRET = SECRET;
    await sendEmail({ to: "cron@example.com", subject: "Hello", html: "<p>Hello</p>", text: "Hello", template: "test" });
    const before = slot();
    const first = await callCron(`Bearer ${SECRET}`);
    expect(first.status).toBe(200);
    const run = (await first.json()) as { queued: string[]; completed: number; failed: number; outOfTime: boolean };
    expect(run.queued.sort()).toEqual(PERIODIC.map(({ name }) => name).sort());
    expect(run).toMatchObject({ outOfTime: false });
    // The email and the four periodic jobs at least.
    expect(run.completed).toBeGreaterThanOrEqual(5);
    expect(await db.emailOutbox.findFirstOrThrow({ where: { to: "cron@example.com" } })).toMatchObject({ status: "SENT" });

    const second = (await (await callCron(`Bearer ${SECRET}`)).json()) as { queued: string[]; completed: number };
    // Within the same minute no slot of any period has begun since the first call.
    if (slot() === before) expect(second).toMatchObject({ queued: [], completed: 0 });
  });

  it("takes no new job once its time is spent", async () => {
    await sendEmail({ to: "late@example.com", subject: "Later", html: "<p>Later</p>", text: "Later", template: "test" });
    expect(await drainJobs({ until: Date.now() - 1 })).toEqual({ completed: 0, failed: 0, outOfTime: true });
    expect(await db.emailOutbox.findFirstOrThrow({ where: { to: "late@example.com" } })).toMatchObject({ status: "PENDING" });
    expect(await drainJobs()).toMatchObject({ completed: expect.any(Number), outOfTime: false });
    expect(await db.emailOutbox.findFirstOrThrow({ where: { to: "late@example.com" } })).toMatchObject({ status: "SENT" });
  });
});
