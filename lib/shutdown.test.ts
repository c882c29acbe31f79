import { afterEach, describe, expect, it, vi } from "vitest";
import { onShutdown, runShutdownHooks } from "./shutdown";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("runShutdownHooks", () => {
  it("leaves a hook that never ends behind at its time limit, and closes the rest", async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const closed: string[] = [];
    onShutdown("redis", () => new Promise(() => {}), { limitMs: 2_000 });
    onShutdown("database pool", async () => void closed.push("database pool"));
    const done = vi.fn();
    void runShutdownHooks().then(done);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
    expect(closed).toEqual(["database pool"]);
    expect(errors.mock.calls).toEqual([["Closing redis took over 2 s; left behind."]]);
  });

  it("ends the work (the job queue) before it closes the connections that work uses", async () => {
    const order: string[] = [];
    let finishJob = () => {};
    onShutdown("database pool", async () => void order.push("database pool"));
    onShutdown("job queue", () => new Promise<void>((resolve) => (finishJob = resolve)).then(() => void order.push("job queue")), {
      stage: "work",
    });
    const stopped = runShutdownHooks();
    await Promise.resolve();
    expect(order).toEqual([]);
    finishJob();
    await stopped;
    expect(order).toEqual(["job queue", "database pool"]);
  });

  it("reports a hook that fails and still runs the others", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const closed: string[] = [];
    onShutdown("redis", () => Promise.reject(new Error("Connection is closed")));
    onShutdown("database pool", async () => void closed.push("database pool"));
    await runShutdownHooks();
    expect(closed).toEqual(["database pool"]);
    expect(errors.mock.calls).toEqual([["Closing redis failed:", "Connection is closed"]]);
  });
});
