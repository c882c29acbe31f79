import { afterEach, describe, expect, it, vi } from "vitest";
import { redisAnswered, redisFailed, redisRetryDelay } from "./redis-clients.mjs";

afterEach(() => {
  redisAnswered();
  vi.restoreAllMocks();
});

describe("a lost Redis", () => {
  it("is told once when it goes, then once a minute while it stays away, and once when it is back", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    const lost = new Error("connect ECONNREFUSED 127.0.0.1:6390");
    // Nine clients failing every few hundred milliseconds for 59 s: one line.
    for (let at = 0; at < 59_000; at += 100) redisFailed(lost, at);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe(
      "Redis cannot be reached (connect ECONNREFUSED 127.0.0.1:6390); retrying with backoff up to every 10 s.",
    );
    redisFailed(lost, 60_000);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls[1]![0]).toBe("Redis still cannot be reached after 60 s (591 failed attempts); retrying.");
    redisFailed(lost, 119_999);
    expect(errors).toHaveBeenCalledTimes(2);
    redisAnswered(125_000);
    redisAnswered(125_001);
    expect(logs.mock.calls).toEqual([["Redis answers again, after 125 s."]]);
    // The next outage is told again.
    redisFailed(lost, 200_000);
    expect(errors).toHaveBeenCalledTimes(3);
  });

  it("is retried with a backoff from 50-100 ms that doubles up to 5-10 s", () => {
    for (let retries = 0; retries < 40; retries++) {
      const ceiling = Math.min(100 * 2 ** retries, 10_000);
      for (let draw = 0; draw < 20; draw++) expect(redisRetryDelay(retries)).toSatisfy((ms: number) => ms >= ceiling / 2 && ms <= ceiling);
    }
  });
});
