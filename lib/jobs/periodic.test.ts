import { PgBoss } from "pg-boss";
import { describe, expect, it } from "vitest";
import { cronExpression, PERIODIC } from "./periodic";

describe("periodic jobs", () => {
  it("the worker's schedule falls on the first minute of the cron route's slots", () => {
    // Never started, so it opens no connection: previewSchedule is pure arithmetic.
    const boss = new PgBoss("postgres://nobody@127.0.0.1:1/none");
    expect(PERIODIC.map(({ name }) => name).sort()).toEqual([
      "cod.lapse-unconfirmed",
      "dashboard.refresh",
      "email.purge-outbox",
      "email.sweep",
      "rate-limit.purge",
      "reminders.claim",
      "shipping.answer-overdue",
      "shipping.sync-tracking",
    ]);
    for (const { name, minutes } of PERIODIC) {
      const runs = boss.previewSchedule(cronExpression(minutes), { from: new Date("2026-11-25T10:58:30Z"), count: 4 });
      const slot = minutes * 60_000;
      expect(
        runs.map((run) => run.getTime() % slot),
        name,
      ).toEqual([0, 0, 0, 0]);
      expect(runs[1]!.getTime() - runs[0]!.getTime(), name).toBe(slot);
    }
  });
});
