import { describe, expect, it } from "vitest";
import { justPlaced, PLACED_BANNER_MS, placedPath } from "./placed";

const now = new Date("2026-11-25T10:00:00Z");
const order = (id: string, minutesAgo: number, kind = "Order") => ({
  id: id,
  kind,
  createdAt: new Date(now.getTime() - minutesAgo * 60_000),
});

describe("justPlaced", () => {
  const mine = [order("a", 1), order("b", 30), order("r", 1, "Return")];

  it("finds the caller's own order placed just now", () => {
    expect(justPlaced(mine, "a", now)?.id).toBe("a");
  });

  it("shows nothing for an id not among the caller's orders (another user's), an old order, a return, or no id", () => {
    expect(justPlaced(mine, "someone-elses", now)).toBeNull();
    expect(justPlaced(mine, "b", now)).toBeNull();
    expect(justPlaced(mine, "r", now)).toBeNull();
    expect(justPlaced(mine, undefined, now)).toBeNull();
    expect(justPlaced(mine, ["a", "a"], now)).toBeNull();
  });

  it("keeps the banner up to ten minutes", () => {
    expect(justPlaced([order("a", PLACED_BANNER_MS / 60_000)], "a", now)?.id).toBe("a");
    expect(justPlaced([order("a", PLACED_BANNER_MS / 60_000 + 1)], "a", now)).toBeNull();
  });

  it("names the order in the query", () => {
    expect(placedPath("abc")).toBe("/orders?placed=abc");
  });
});
