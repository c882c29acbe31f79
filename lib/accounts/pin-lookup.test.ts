import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INDIA_STATES } from "./india-locations";
import { lookupPin } from "./pin-lookup";

const lines = JSON.parse(readFileSync(path.join(import.meta.dirname, "pincodes/pincodes.json"), "utf8")) as string[];

describe("the pin code table", () => {
  it("holds one well-formed line per pin code, each in states of the shop", () => {
    const codes = new Set(INDIA_STATES.map((state) => state.code));
    expect(lines.length).toBeGreaterThan(19_000);
    expect(new Set(lines.map((line) => line.slice(0, 6))).size).toBe(lines.length);
    for (const line of lines) {
      const [pin, states, district, localities, ...rest] = line.split("|");
      expect(pin, line).toMatch(/^[1-9][0-9]{5}$/);
      for (const code of states!.split(",")) expect(codes.has(code), line).toBe(true);
      expect(district, line).not.toBe("");
      expect(localities!.split(";").length, line).toBeLessThanOrEqual(6);
      expect(rest, line).toEqual([]);
    }
  });

  it("covers every state and union territory of the shop", () => {
    const seen = new Set(lines.flatMap((line) => line.split("|")[1]!.split(",")));
    expect([...seen].sort()).toEqual(INDIA_STATES.map((state) => state.code).sort());
  });
});

describe("lookupPin", () => {
  it("gives a pin code's state, the city to suggest first, and its post offices as localities", async () => {
    const pune = await lookupPin("411001");
    expect(pune).toMatchObject({ pinCode: "411001", state: "Maharashtra", states: ["Maharashtra"], district: "Pune" });
    expect(pune!.cities[0]).toBe("Pune");
    expect(pune!.localities).toContain("Ghorpuri Bazar");
  });

  it.each([
    ["110001", "Delhi", "New Delhi"],
    ["560001", "Karnataka", "Bengaluru"],
    ["500001", "Telangana", "Hyderabad"],
    ["226001", "Uttar Pradesh", "Lucknow"],
    ["194101", "Ladakh", "Leh"],
    ["396210", "Dadra and Nagar Haveli and Daman and Diu", "Daman"],
  ])("places %s in %s, suggesting %s", async (pin, state, city) => {
    const place = await lookupPin(pin);
    expect(place?.state).toBe(state);
    expect(place?.cities[0]).toBe(city);
  });

  it("names both states of a pin code that straddles a border", async () => {
    expect((await lookupPin("160003"))?.states.sort()).toEqual(["Chandigarh", "Punjab"]);
  });

  it("suggests only city names the address form accepts", async () => {
    const place = await lookupPin("743144"); // North 24 Parganas: a district name with digits
    expect(place?.cities.every((city) => /^[\p{L} .'-]+$/u.test(city))).toBe(true);
  });

  it("answers null for a pin code India Post does not list", async () => {
    expect(await lookupPin("999999")).toBeNull();
    expect(await lookupPin("12345")).toBeNull();
  });
});
