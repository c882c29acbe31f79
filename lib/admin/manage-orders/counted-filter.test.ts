import { describe, expect, it } from "vitest";
import { countedFilter } from "./counted-filter";

const KEYS = ["status", "search", "from", "to", "kind"] as const;
const toShip = (query: Record<string, string | undefined>) => countedFilter("/admin/orders", { status: "Confirmed" }, query, KEYS);

describe("a counted quick filter (To ship)", () => {
  it("opens the list it counts, with no other filter left on: Today on, it still opens every order to ship", () => {
    expect(toShip({ from: "2026-12-06", to: "2026-12-06" })).toEqual({ href: "/admin/orders?status=Confirmed", active: false });
    expect(toShip({ search: "Priya", page: "3" })).toEqual({ href: "/admin/orders?status=Confirmed", active: false });
    expect(toShip({})).toEqual({ href: "/admin/orders?status=Confirmed", active: false });
  });

  it("is on only for exactly its list (any case), and pressed again clears it", () => {
    expect(toShip({ status: "confirmed" })).toEqual({ href: "/admin/orders", active: true });
    expect(toShip({ status: "Confirmed", page: "2" })).toEqual({ href: "/admin/orders", active: true });
    expect(toShip({ status: "Confirmed", from: "2026-12-06" })).toEqual({ href: "/admin/orders?status=Confirmed", active: false });
    expect(toShip({ status: "Pending" })).toEqual({ href: "/admin/orders?status=Confirmed", active: false });
  });
});
