import { describe, expect, it } from "vitest";
import { STATE_NAMES } from "@/lib/accounts/addresses/india-locations";
import { shopState, SOURCE_STATE_NAMES } from "./pincode-states";

describe("the directory's states in the shop's spelling", () => {
  it("maps each of the directory's 36 state names to a state of the shop", () => {
    expect(SOURCE_STATE_NAMES).toHaveLength(36);
    for (const name of SOURCE_STATE_NAMES) expect(STATE_NAMES, name).toContain(shopState(name, ""));
  });

  it("reaches every state of the shop, Ladakh through its districts", () => {
    const reached = new Set(SOURCE_STATE_NAMES.map((name) => shopState(name, "")));
    reached.add(shopState("Jammu & Kashmir", "Leh"));
    expect([...reached].sort()).toEqual([...STATE_NAMES].sort());
  });

  it("files the directory's older divisions under today's names", () => {
    expect(shopState("Jammu & Kashmir", "Kargil")).toBe("Ladakh");
    expect(shopState("Jammu & Kashmir", "Srinagar")).toBe("Jammu and Kashmir");
    expect(shopState("Daman & Diu", "Daman")).toBe("Dadra and Nagar Haveli and Daman and Diu");
    expect(shopState("Dadra & Nagar Haveli", "Dadra & Nagar Haveli")).toBe("Dadra and Nagar Haveli and Daman and Diu");
    expect(shopState("Telangana", "Hyderabad")).toBe("Telangana");
    expect(shopState("Andhra Pradesh", "Guntur")).toBe("Andhra Pradesh");
    expect(shopState("Chattisgarh", "Raipur")).toBe("Chhattisgarh");
    expect(shopState("Pondicherry", "Pondicherry")).toBe("Puducherry");
  });

  it("stops the build at a state it does not know", () => {
    expect(() => shopState("Atlantis", "")).toThrow(/Atlantis/);
  });
});
